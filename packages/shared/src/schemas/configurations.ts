/** Request and response schemas of the configurations area. */
export {};
