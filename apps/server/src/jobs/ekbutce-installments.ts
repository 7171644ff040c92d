import type { FastifyInstance } from 'fastify';
import { timeJob } from '../lib/metrics.js';
import { postInstallmentsDue } from '../modules/ledger/public.js';
import { everyMonthStart } from './month-timer.js';

/**
 * Posts the ek bütçe instalments that fall due (their date is the 1st of a month): once at start-up,
 * catching up months missed while no instance ran, then at the start of every Istanbul month.
 * Returns a stop function.
 */
export async function startInstallmentPosting(app: FastifyInstance): Promise<() => void> {
  const post = async () => {
    try {
      // Forgetting kept answers at once: see jobs/index.ts.
      const posted = await timeJob('ekbutce-installments', () =>
        postInstallmentsDue(app.database.backgroundDb).finally(() => app.answerCache.invalidate('*')),
      );
      app.log.info({ posted }, 'additional-charge instalments posted');
    } catch (err) {
      // Retried shortly by the scheduler; the charge's lock and posted count make any retry safe.
      app.log.error({ err }, 'additional-charge instalments failed');
      throw err;
    }
  };
  // The start-up catch-up must not stop the server from serving when it fails.
  await post().catch(() => {});
  return everyMonthStart(post);
}
