/** Request and response schemas of the system area. */
export {};
