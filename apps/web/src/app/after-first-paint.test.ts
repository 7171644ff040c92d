import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, FIRST_PAINT_WAIT_MS } from './after-first-paint';

describe('afterFirstPaint', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] }));
  afterEach(() => vi.useRealTimers());

  const track = () => {
    const state = { resolved: false };
    void afterFirstPaint().then(() => {
      state.resolved = true;
    });
    return state;
  };

  it('resolves in the task after the next frame, not before it', async () => {
    const state = track();
    await Promise.resolve();
    expect(state.resolved).toBe(false);
    // One frame (16 ms with fake timers) and the task queued from it.
    await vi.advanceTimersByTimeAsync(17);
    expect(state.resolved).toBe(true);
  });

  it('resolves without a frame after its longest wait (a background tab)', async () => {
    const raf = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    const state = track();
    await vi.advanceTimersByTimeAsync(FIRST_PAINT_WAIT_MS - 1);
    expect(state.resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.resolved).toBe(true);
    expect(raf).toHaveBeenCalledTimes(1);
  });
});
