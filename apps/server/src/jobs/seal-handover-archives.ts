import type { FastifyInstance } from 'fastify';
import { archiveSealerOf, stopArchiveSealer } from '../modules/handovers/public.js';

export const ARCHIVE_SEAL_TICK_MS = 10 * 60_000;

/**
 * Seals handovers' archives left unsealed (an instance stopped between a handover's commit and its
 * seal, or a seal failed) at start and then every ten minutes; a handover kicks its instance's
 * sealer at once. Returns the stop function.
 */
export function startArchiveSealing(app: FastifyInstance, intervalMs: number = ARCHIVE_SEAL_TICK_MS): () => void {
  const sealer = archiveSealerOf(app);
  sealer.kick();
  const timer = setInterval(() => sealer.kick(), intervalMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    void stopArchiveSealer(app);
  };
}
