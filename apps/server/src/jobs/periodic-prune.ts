import type { FastifyInstance } from 'fastify';
import { timeJob } from '../lib/metrics.js';

/** Rows per DELETE: short statements keep row locks and WAL bursts small on a large backlog. */
export const PRUNE_BATCH = 1000;
export const PRUNE_INTERVAL_MS = 60 * 60_000;

/**
 * Runs `deleteBatch` (which deletes at most `batchSize` rows and says how many) until a batch
 * comes back short; returns the total. Each batch is its own statement, so several instances can
 * prune at once when the batch takes its rows with SKIP LOCKED.
 */
export async function deleteInBatches(deleteBatch: () => Promise<number>, batchSize: number): Promise<number> {
  let deleted = 0;
  for (;;) {
    const gone = await deleteBatch();
    deleted += gone;
    if (gone < batchSize) return deleted;
  }
}

export interface PruneJob {
  /** The job's name in the metrics (job_runs_total) and the logs. */
  name: string;
  /** What a run deleted, logged when it is more than nothing. */
  what: string;
  run: () => Promise<number>;
}

/**
 * Runs a prune shortly after start and then every `intervalMs`, timed and counted by the metrics.
 * A failed run is logged and tried again at the next tick; the timer is unref'd so it never keeps
 * the process alive. Returns the stop function.
 */
export function startPeriodicPrune(app: FastifyInstance, job: PruneJob, intervalMs: number = PRUNE_INTERVAL_MS) {
  const prune = () =>
    timeJob(job.name, job.run).then(
      (deleted) => {
        if (deleted > 0) app.log.info({ deleted, job: job.name }, `${job.what} pruned`);
      },
      (err) => app.log.error({ err, job: job.name }, `${job.name} failed`),
    );
  void prune();
  const timer = setInterval(prune, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
