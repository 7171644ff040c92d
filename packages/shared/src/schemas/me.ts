/** Request and response schemas of the me area. */
export {};
