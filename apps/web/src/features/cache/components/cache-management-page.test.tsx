import type { CacheStatusDto } from '@aidat/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelopeResponse, mockFetch } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';
import { statusVariant } from './cache-status-badge';
import { CacheManagementPage } from './cache-management-page';

const status = (over: Partial<CacheStatusDto> = {}): CacheStatusDto => ({
  status: 'operational',
  kind: 'redis',
  configuration: { status: 'operational', testValue: '2025-10-15T07:30:05.000Z#a1' },
  menu: { status: 'operational', testValue: '2025-10-15T07:30:05.000Z#b2' },
  timestamp: '2025-10-15T07:30:05.000Z',
  ...over,
});

const calls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url).split('?')[0]}`);

describe('statusVariant', () => {
  it('is green for operational, red for error and yellow otherwise', () => {
    expect(statusVariant('operational')).toBe('success');
    expect(statusVariant('error')).toBe('danger');
    expect(statusVariant('degraded')).toBe('warning');
    expect(statusVariant(undefined)).toBe('warning');
  });
});

// Typing through user-event takes seconds on a busy two-core machine; 5 s is too tight.
describe('CacheManagementPage', { timeout: 20_000 }, () => {
  it('shows the overall status, both caches with their test values and the time', async () => {
    mockFetch({
      'GET /api/system/cache/status': status({ status: 'degraded', menu: { status: 'error', testValue: null } }),
    });
    renderAt('/cache-management', <CacheManagementPage />);
    const overall = await screen.findByTestId('cache-overall-status');
    expect(overall).toHaveTextContent('degraded');
    expect(overall).toHaveClass('bg-warning');
    expect(screen.getByTestId('cache-configuration-status')).toHaveClass('bg-success');
    expect(screen.getByTestId('cache-configuration-value')).toHaveTextContent('2025-10-15T07:30:05.000Z#a1');
    expect(screen.getByTestId('cache-menu-status')).toHaveClass('bg-danger');
    expect(screen.getByTestId('cache-menu-value')).toHaveTextContent('-');
    expect(screen.getByText('15.10.2025 07:30:05')).toBeInTheDocument();
    expect(screen.getByTestId('cache-kind')).toHaveTextContent('Redis (paylaşımlı)');
  });

  it('checks again on refresh', async () => {
    const user = userEvent.setup();
    let n = 0;
    mockFetch({
      'GET /api/system/cache/status': () => {
        n += 1;
        return envelopeResponse(status({ configuration: { status: 'operational', testValue: `value-${n}` } }));
      },
    });
    renderAt('/cache-management', <CacheManagementPage />);
    expect(await screen.findByText('value-1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Durumu Yenile/ }));
    expect(await screen.findByText('value-2')).toBeInTheDocument();
  });

  it('clears every cache, refreshes the menu cache and checks again a second later', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({
      'GET /api/system/cache/status': status(),
      'POST /api/system/cache/clear': null,
      'POST /api/system/menus/cache/refresh': { activeCount: 11 },
    });
    const { queryClient } = renderAt('/cache-management', <CacheManagementPage />);
    queryClient.setQueryData(['user-menu', 1, 'SystemAdmin'], []);
    await screen.findByTestId('cache-overall-status');
    await user.click(screen.getByRole('button', { name: /Tüm Cache'leri Temizle/ }));
    expect(await screen.findByText("Tüm cache'ler başarıyla temizlendi")).toBeInTheDocument();
    expect(calls(fetchMock)).toEqual([
      'GET /api/system/cache/status',
      'POST /api/system/cache/clear',
      'POST /api/system/menus/cache/refresh',
    ]);
    expect(queryClient.getQueryState(['user-menu', 1, 'SystemAdmin'])?.isInvalidated).toBe(true);
    await waitFor(() => expect(calls(fetchMock)).toHaveLength(4), { timeout: 2500 });
    expect(calls(fetchMock)[3]).toBe('GET /api/system/cache/status');
  });

  it("shows SPEC's toast when clearing fails", async () => {
    const user = userEvent.setup();
    mockFetch({
      'GET /api/system/cache/status': status(),
      'POST /api/system/cache/clear': () => envelopeResponse(null, { status: 500 }),
    });
    renderAt('/cache-management', <CacheManagementPage />);
    await screen.findByTestId('cache-overall-status');
    await user.click(screen.getByRole('button', { name: /Tüm Cache'leri Temizle/ }));
    expect(await screen.findByText('Cache temizlenirken hata oluştu')).toBeInTheDocument();
  });

  it("shows SPEC's toast when the status cannot be checked", async () => {
    mockFetch({ 'GET /api/system/cache/status': () => envelopeResponse(null, { status: 500 }) });
    renderAt('/cache-management', <CacheManagementPage />);
    expect(await screen.findByTestId('error')).toBeInTheDocument();
    expect(screen.getByTestId('toast-danger')).toHaveTextContent('Cache durumu kontrol edilirken hata oluştu');
  });
});
