import type { FastifyInstance } from 'fastify';
import { expireCheckouts } from '../modules/card-payments/public.js';
import { startPeriodicPrune } from './periodic-prune.js';

/** How often pending card checkouts past their expiry are looked at. */
export const CARD_EXPIRY_INTERVAL_MS = 60_000;

/**
 * Card checkouts still pending after CardCheckoutExpiryMinutes (PRODUCT.md §20) are asked of the
 * provider once, posted if it says they were paid, and otherwise expired: shortly after start and
 * then every minute.
 */
export function startCardCheckoutExpiry(app: FastifyInstance, intervalMs = CARD_EXPIRY_INTERVAL_MS): () => void {
  return startPeriodicPrune(
    app,
    {
      name: 'expire-card-checkouts',
      what: 'card checkouts past their expiry (expired or posted, not deleted)',
      run: async () => {
        const { expired, posted } = await expireCheckouts(app.database.backgroundDb, app.payments, app.log);
        return expired + posted;
      },
    },
    intervalMs,
  );
}
