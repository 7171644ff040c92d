import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastArea } from './toast-area';
import { useToast } from './use-toast';

describe('toast area', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a toast at top centre and removes it after about 3.75 s', async () => {
    render(<ToastArea />);
    const { result } = renderHook(() => useToast());
    act(() => {
      result.current.success('Konfigürasyon güncellendi');
    });
    const toast = screen.getByText('Konfigürasyon güncellendi');
    expect(toast).toBeInTheDocument();
    expect(screen.getByTestId('toast-success')).toHaveClass('bg-success');
    expect(document.querySelector('.toast-container')).toHaveClass('top-0', 'start-50', 'translate-middle-x');

    await act(async () => {
      await vi.advanceTimersByTimeAsync(3700);
    });
    expect(screen.getByText('Konfigürasyon güncellendi')).toBeInTheDocument();
    // Autohide at 3.75 s starts the fade; its end timer is scheduled once React has committed.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    expect(screen.queryByText('Konfigürasyon güncellendi')).not.toBeInTheDocument();
  });
});
