import type { FastifyInstance } from 'fastify';
import { closeResolvedTickets } from '../modules/tickets/public.js';
import { startPeriodicPrune } from './periodic-prune.js';

/**
 * Closes tickets resolved more than TicketAutoCloseDays ago (PRODUCT.md §17) shortly after start
 * and then hourly, reading the setting on every run so a change applies at the next one.
 */
export function startTicketAutoClose(app: FastifyInstance, intervalMs?: number): () => void {
  return startPeriodicPrune(
    app,
    {
      name: 'close-resolved-tickets',
      what: 'resolved tickets past TicketAutoCloseDays (closed, not deleted)',
      run: async () => closeResolvedTickets(app.database.backgroundDb, await app.settings.int('TicketAutoCloseDays')),
    },
    intervalMs,
  );
}
