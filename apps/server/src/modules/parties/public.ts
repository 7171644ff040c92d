/**
 * What other modules use of owners and tenants: a person's relations to units, past and current,
 * for their KVKK data export (PRODUCT.md §16).
 */
export { relationsForExport } from './parties-export.repository.js';
