/** Request and response schemas of the people area. */
export {};
