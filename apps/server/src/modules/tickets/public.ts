/** What the jobs use of tickets: closing the resolved ones after TicketAutoCloseDays (PRODUCT.md §17). */
export { closeResolvedAndTell } from './auto-close.service.js';
export { statusSmsSetting } from './status-sms.js';
