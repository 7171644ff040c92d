import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse, mockFetch } from '../test/fetch-mock';
import { testQueryClient } from '../test/render';
import { StartupSplash } from './startup-splash';

function renderSplash() {
  return render(
    <QueryClientProvider client={testQueryClient()}>
      <StartupSplash />
    </QueryClientProvider>,
  );
}

const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

describe('startup splash', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads for at least 0.5 s, completes for 0.8 s and fades out for 0.5 s', async () => {
    mockFetch({ 'GET /api/auth/frontend-config': [] });
    renderSplash();
    const splash = screen.getByTestId('splash');
    expect(splash).toHaveAttribute('data-phase', 'loading');
    await advance(499);
    expect(splash).toHaveAttribute('data-phase', 'loading');
    await advance(1);
    expect(splash).toHaveAttribute('data-phase', 'complete');
    await advance(799);
    expect(splash).toHaveAttribute('data-phase', 'complete');
    await advance(1);
    expect(splash).toHaveAttribute('data-phase', 'fadeout');
    await advance(500);
    expect(screen.queryByTestId('splash')).not.toBeInTheDocument();
  });

  it('waits for a slow configuration and ignores its failure', async () => {
    mockFetch({
      'GET /api/auth/frontend-config': () =>
        new Promise<Response>((resolve) =>
          setTimeout(() => resolve(envelopeResponse(null, { status: 500, message: 'Hata' })), 2000),
        ),
    });
    renderSplash();
    await advance(1500);
    expect(screen.getByTestId('splash')).toHaveAttribute('data-phase', 'loading');
    await advance(500);
    // The query settles at 2 s; React commits the resulting state on the next tick.
    await advance(10);
    expect(screen.getByTestId('splash')).toHaveAttribute('data-phase', 'complete');
    expect(screen.queryByText('Hata')).not.toBeInTheDocument();
  });
});
