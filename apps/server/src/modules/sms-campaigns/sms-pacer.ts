/** How many campaign messages one instance hands to the provider per second (gateways throttle bulk sends). */
export const SMS_SENDS_PER_SECOND = 5;

export interface Clock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms).unref()),
};

/**
 * Spaces sends at least 1/perSecond apart: `wait()` resolves at the next free slot. A pause longer
 * than one interval gives no burst afterwards (the next slot is never in the past).
 */
export class SmsPacer {
  private nextSlot = Number.NEGATIVE_INFINITY;
  private readonly intervalMs: number;

  constructor(
    perSecond: number = SMS_SENDS_PER_SECOND,
    private readonly clock: Clock = systemClock,
  ) {
    this.intervalMs = 1000 / perSecond;
  }

  async wait(): Promise<void> {
    const now = this.clock.now();
    const at = Math.max(now, this.nextSlot);
    this.nextSlot = at + this.intervalMs;
    if (at > now) await this.clock.sleep(at - now);
  }
}
