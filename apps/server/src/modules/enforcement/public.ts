/** What other modules use of a unit's icra takibi: the unit edit form's flag (start or end today). */
export { setEnforcementToday } from './enforcement.service.js';
