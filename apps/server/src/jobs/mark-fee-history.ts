import type { FastifyInstance } from 'fastify';
import { timeJob } from '../lib/metrics.js';
import { markUnmarkedFeeSites } from '../modules/ledger/public.js';

/**
 * Marks, once after start-up, the settled late-fee history of each site that charges fees and has
 * no mark kept at all (a site not listed since marks are kept, a database from before them):
 * without its marks, the manager's first debtor or units list of a 2,000-unit site works out every
 * unit's fees from its whole history, about 0.6 s where every later list takes under 300 ms
 * (PRODUCT.md §8, bench/README.md). Run after the start-up accrual and late fees, whose rows the
 * marks then already hold; in the background, so the server serves meanwhile (a list that comes
 * first reads the whole histories itself, as before). Returns the stop function: marking stops
 * between sites.
 */
export function startFeeMarking(app: FastifyInstance): () => void {
  let stopped = false;
  void timeJob('mark-fee-history', () => markUnmarkedFeeSites(app.database.backgroundDb, () => stopped)).then(
    (sites) => {
      if (sites.length > 0) app.log.info({ sites }, 'late-fee history marked');
    },
    (err) => {
      // Marks are a shortcut, never money: a failure leaves the next list to read whole histories.
      if (!stopped) app.log.error({ err }, 'mark-fee-history failed');
    },
  );
  return () => {
    stopped = true;
  };
}
