/** Request and response schemas of the site-admin area. */
export {};
