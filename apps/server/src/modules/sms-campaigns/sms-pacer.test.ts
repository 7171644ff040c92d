import { describe, expect, it } from 'vitest';
import { type Clock, SmsPacer } from './sms-pacer.js';

/** A clock that only moves when the pacer sleeps (or the test says so). */
function fakeClock(start = 1_000_000) {
  let now = start;
  const sleeps: number[] = [];
  const clock: Clock = {
    now: () => now,
    sleep: async (ms) => {
      sleeps.push(ms);
      now += ms;
    },
  };
  return { clock, sleeps, advance: (ms: number) => (now += ms), now: () => now };
}

describe('SmsPacer', () => {
  it('lets the first send go at once and spaces the next ones 1/rate apart', async () => {
    const c = fakeClock();
    const pacer = new SmsPacer(5, c.clock);
    const start = c.now();
    const at: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      await pacer.wait();
      at.push(c.now() - start);
    }
    expect(at).toEqual([0, 200, 400, 600, 800, 1000]);
  });

  it('waits only for what is left of the interval when the send itself took time', async () => {
    const c = fakeClock();
    const pacer = new SmsPacer(2, c.clock);
    await pacer.wait();
    c.advance(300); // the provider answered after 300 ms
    await pacer.wait();
    expect(c.sleeps).toEqual([200]);
  });

  it('gives no burst after a pause: the next slot is never in the past', async () => {
    const c = fakeClock();
    const pacer = new SmsPacer(10, c.clock);
    await pacer.wait();
    c.advance(5_000);
    await pacer.wait();
    await pacer.wait();
    expect(c.sleeps).toEqual([100]);
  });
});
