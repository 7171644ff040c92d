import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { everyMonthStart, nextMonthStart, RETRY_DELAY_MS } from './month-timer.js';

const DAY = 86_400_000;

describe('nextMonthStart', () => {
  it('is midnight of the next first day in Istanbul, as a UTC instant', () => {
    expect(nextMonthStart(new Date('2026-11-15T10:00:00Z')).toISOString()).toBe('2026-11-30T21:00:00.000Z');
    // 31 December 22:30 UTC is already 1 January in Istanbul.
    expect(nextMonthStart(new Date('2026-12-31T22:30:00Z')).toISOString()).toBe('2027-01-31T21:00:00.000Z');
  });
});

describe('everyMonthStart', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs the task at each month start, across waits longer than setTimeout allows', async () => {
    // Just after 1 October 00:00 Istanbul: the next run is 31 days away (> 24.8 days).
    vi.setSystemTime(new Date('2026-09-30T21:00:01Z'));
    const task = vi.fn(async () => {});
    const stop = everyMonthStart(task);

    await vi.advanceTimersByTimeAsync(30 * DAY);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1 * DAY);
    expect(task).toHaveBeenCalledTimes(1);
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse('2026-10-31T21:00:00Z'));

    await vi.advanceTimersByTimeAsync(30 * DAY);
    expect(task).toHaveBeenCalledTimes(2);
    stop();
    await vi.advanceTimersByTimeAsync(62 * DAY);
    expect(task).toHaveBeenCalledTimes(2);
  });

  it('tries again shortly after a failed run', async () => {
    vi.setSystemTime(new Date('2026-11-30T20:59:00Z'));
    const task = vi.fn().mockRejectedValueOnce(new Error('database restarting')).mockResolvedValue(undefined);
    const stop = everyMonthStart(task);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    expect(task).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS * 3);
    expect(task).toHaveBeenCalledTimes(2);
    stop();
  });
});
