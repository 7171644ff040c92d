import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, it, vi } from 'vitest';
import { ToastArea } from '/work/main/apps/web/src/components/ui/toast/toast-area';
import { showToast } from '/work/main/apps/web/src/lib/toast-store';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());
it('dbg', async () => {
  render(<ToastArea />);
  act(() => { showToast('success', 'X'); });
  for (const step of [100, 3700, 100, 100, 1000]) {
    await act(async () => { await vi.advanceTimersByTimeAsync(step); });
    console.log(step, screen.queryByTestId('toast-success')?.className, vi.getTimerCount());
  }
});
