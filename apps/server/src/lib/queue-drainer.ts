import type { FastifyBaseLogger } from 'fastify';

/**
 * One instance's worker over a queue kept in the database (the campaign SMS, the çağrı e-mails):
 * `kick()` after something is queued and at every job tick; one drain runs at a time, and a kick
 * during a drain runs one more after it (what was queued just as the queue ran empty is not left
 * waiting for the next tick). A drain that throws (a lost connection) leaves the rest queued for
 * the next kick or tick.
 */
export class QueueDrainer {
  private running: Promise<void> | null = null;
  private again = false;
  private stopping = false;

  constructor(
    private readonly drain: (stopped: () => boolean) => Promise<unknown>,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
    /** The log line of a failed drain. */
    private readonly failure: string,
  ) {}

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
        await this.drain(() => this.stopping);
      } catch (err) {
        this.log.error({ err }, this.failure);
        return;
      }
    } while (this.again && !this.stopping);
  }

  /** Stops after the item on its way; resolves once nothing is being sent. */
  async stop(): Promise<void> {
    this.stopping = true;
    await this.running;
  }

  /** Resolves when the current drain (if any) is over: for tests. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }
}
