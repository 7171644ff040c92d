/**
 * What other modules and the jobs use of card payments: expiring the checkouts no callback settled
 * (PRODUCT.md §20), and a person's checkouts for their KVKK export.
 */
export { cardPaymentsForExport } from './card-payments-export.repository.js';
export { expireCheckouts } from './expiry.service.js';
