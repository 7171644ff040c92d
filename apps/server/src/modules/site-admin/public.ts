/** What other modules may use of site-admin: resolving a unit to its site with the access check. */
export { assertUnitAccess } from './site-access.js';
