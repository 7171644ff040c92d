import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
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
 * One instance's sender: `kick()` after a campaign is confirmed and at every job tick; one drain
 * runs at a time, and a kick during a drain runs one more after it (a campaign confirmed just as
 * the queue ran empty is not left waiting for the next tick).
 */
export class CampaignSender {
  private running: Promise<void> | null = null;
  private again = false;
  private stopping = false;

  constructor(private readonly deps: SenderDeps) {}

  kick(): void {
    if (this.stopping) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.loop().finally(() => {
      this.running = null;
    });
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      try {
        await drainQueue(this.deps, () => this.stopping);
      } catch (err) {
        // A lost connection: what is left stays pending for the next kick or tick.
        this.deps.log.error({ err }, 'campaign SMS sending failed');
        return;
      }
    } while (this.again && !this.stopping);
  }

  /** Stops after the message on its way; resolves once nothing is sending. */
  async stop(): Promise<void> {
    this.stopping = true;
    await this.running;
  }

  /** Resolves when the current drain (if any) is over: for tests. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }
}
