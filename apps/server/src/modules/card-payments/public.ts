/** What the jobs use of card payments: expiring the checkouts no callback settled (PRODUCT.md §20). */
export { expireCheckouts } from './expiry.service.js';
