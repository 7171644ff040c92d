/**
 * What other modules and the jobs use of tickets: closing the resolved ones after
 * TicketAutoCloseDays (PRODUCT.md §17) with the setting that says whether to text the opener, and
 * a person's tickets for their KVKK export.
 */
export { closeResolvedAndTell } from './auto-close.service.js';
export { statusSmsSetting } from './status-sms.js';
export { ticketsForExport } from './tickets-export.repository.js';
