import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { QueueDrainer } from '../../lib/queue-drainer.js';
import { type SmsProvider, sendSms } from '../../lib/sms/index.js';
import type { SmsPacer } from './sms-pacer.js';
import { claimNext, closeInterrupted, recordResult } from './sms-queue.repository.js';

/**
 * A message taken this long ago and still unanswered was cut off by a stop: far longer than any
 * provider's timeout, so another instance's send in progress is never closed.
 */
export const INTERRUPTED_AFTER_MS = 10 * 60_000;

export interface SenderDeps {
  db: Db;
  provider: SmsProvider;
  log: Pick<FastifyBaseLogger, 'error' | 'info'>;
  pacer: SmsPacer;
  now?: () => Date;
}

/**
 * Sends every message still to send, of every campaign, one at a time at the pacer's rate, and
 * records each provider answer; returns how many it handled. `stopped` is asked before each one.
 */
export async function drainQueue(deps: SenderDeps, stopped: () => boolean = () => false): Promise<number> {
  const now = deps.now ?? (() => new Date());
  const closed = await closeInterrupted(deps.db, new Date(now().getTime() - INTERRUPTED_AFTER_MS));
  if (closed > 0) deps.log.info({ closed }, 'interrupted campaign SMS closed as unknown');
  let handled = 0;
  while (!stopped()) {
    await deps.pacer.wait();
    const next = await claimNext(deps.db);
    if (!next) break;
    const result = await sendSms(deps.provider, next.phone, next.text, deps.log);
    await recordResult(deps.db, next.id, result);
    handled += 1;
  }
  return handled;
}

/**
 * One instance's sender: kicked after a campaign is confirmed and at every job tick
 * (lib/queue-drainer.ts), one drain at a time.
 */
export class CampaignSender extends QueueDrainer {
  constructor(deps: SenderDeps) {
    super((stopped) => drainQueue(deps, stopped), deps.log, 'campaign SMS sending failed');
  }
}
