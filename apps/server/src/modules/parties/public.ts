/**
 * What other modules use of owners and tenants: a person's relations to units, past and current,
 * for their KVKK data export (PRODUCT.md §16), and the charges of a unit a person may pay by card
 * (§20), decided as their account view decides it.
 */
export { relationsForExport } from './parties-export.repository.js';
export { type PayableCharges, payableCharges } from './unit-account.service.js';
