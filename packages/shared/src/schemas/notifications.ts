/** Request and response schemas of the notifications area. */
export {};
