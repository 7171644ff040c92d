/** What the jobs use of tickets: closing the resolved ones after TicketAutoCloseDays (PRODUCT.md §17). */
export { closeResolvedTickets } from './auto-close.repository.js';
