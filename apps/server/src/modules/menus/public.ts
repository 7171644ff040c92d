/** What other modules may use of menus: the cached active menu, which the cache page reloads. */
export { activeMenus } from './menu-reader.js';
