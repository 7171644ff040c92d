/** Request and response schemas of the auth area. */
export {};
