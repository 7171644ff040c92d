/**
 * What other modules may use of site administration: finding or creating the user behind a
 * phone the way 'Sakin Ata' does (PRODUCT.md §4), for owners and tenants (modules/parties).
 */
export { userForPerson } from './residents.service.js';
