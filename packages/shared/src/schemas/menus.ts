/** Request and response schemas of the menus area. */
export {};
