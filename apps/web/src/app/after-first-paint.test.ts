import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, FIRST_PAINT_LIMIT_MS } from './after-first-paint';

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

  it('waits for a deferred frame, up to its safety limit', async () => {
    let frame: FrameRequestCallback | undefined;
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frame = callback;
      return 1;
    });
    const state = track();
    await vi.advanceTimersByTimeAsync(FIRST_PAINT_LIMIT_MS - 1);
    expect(state.resolved).toBe(false);
    frame?.(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.resolved).toBe(true);

    const never = track();
    await vi.advanceTimersByTimeAsync(FIRST_PAINT_LIMIT_MS - 1);
    expect(never.resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(never.resolved).toBe(true);
  });

  it('goes on at once in a hidden page, and when the page is hidden while waiting', async () => {
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const raf = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
    await expect(afterFirstPaint()).resolves.toBeUndefined();
    expect(raf).not.toHaveBeenCalled();

    visibility.mockReturnValue('visible');
    const state = track();
    await vi.advanceTimersByTimeAsync(FIRST_PAINT_LIMIT_MS / 2);
    expect(state.resolved).toBe(false);
    document.dispatchEvent(new Event('visibilitychange'));
    await Promise.resolve();
    await Promise.resolve();
    expect(state.resolved).toBe(true);
  });
});
