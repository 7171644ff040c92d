/**
 * What other modules may use of the site-admin area: the units' natural order (block, then door
 * number, digits as numbers), so every list of a site's units reads alike.
 */
export { byBlockAndDoor } from './natural-order.js';
