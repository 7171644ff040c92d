import type { FastifyInstance } from 'fastify';
import { campaignSenderOf } from '../modules/sms-campaigns/public.js';
import { closeResolvedAndTell, statusSmsSetting } from '../modules/tickets/public.js';
import { startPeriodicPrune } from './periodic-prune.js';

/**
 * Closes tickets resolved more than TicketAutoCloseDays ago (PRODUCT.md §17) shortly after start
 * and then hourly, reading the settings on every run so a change applies at the next one; their
 * openers are told as for a manager's change, and queued SMS go out at once.
 */
export function startTicketAutoClose(app: FastifyInstance, intervalMs?: number): () => void {
  return startPeriodicPrune(
    app,
    {
      name: 'close-resolved-tickets',
      what: 'resolved tickets past TicketAutoCloseDays (closed, not deleted)',
      run: async () => {
        const { closed, smsQueued } = await closeResolvedAndTell(
          app.database.backgroundDb,
          await app.settings.int('TicketAutoCloseDays'),
          await statusSmsSetting(app.settings),
        );
        if (smsQueued > 0) campaignSenderOf(app).kick();
        return closed;
      },
    },
    intervalMs,
  );
}
