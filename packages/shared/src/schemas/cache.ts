/** Request and response schemas of the cache area. */
export {};
