import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelopeResponse, mockFetch } from '../../../test/fetch-mock';
import { renderRoutes } from '../../../test/render';
import { HomePage } from './home-page';

const units = [
  { unitId: 21, siteId: 2, siteName: 'Deniz Sitesi', block: 'C', doorNumber: '3' },
  { unitId: 5, siteId: 1, siteName: 'Güneş Sitesi', block: 'A', doorNumber: '5' },
  { unitId: 9, siteId: 1, siteName: 'Güneş Sitesi', block: 'B', doorNumber: '10' },
];
const debts = [
  { unitId: 5, outstanding: -3400.5, lateFeeAccrued: 0 },
  { unitId: 21, outstanding: 1250, lateFeeAccrued: 0 },
  { unitId: 9, outstanding: 0, lateFeeAccrued: 0 },
];
const notifications = [
  {
    id: 1,
    title: 'Su kesintisi',
    message: 'Yarın su kesilecek.',
    startDate: '2025-01-01T00:00:00.000Z',
    endDate: '2099-01-01T00:00:00.000Z',
    siteId: 1,
    isActive: true,
  },
];

function renderHome(answers: Record<string, unknown>) {
  // The tickets part at the page's end asks for the unread ticket notices (home-tickets.test.tsx).
  const fetch = mockFetch({ 'GET /api/me/ticket-notices': [], ...answers });
  const utils = renderRoutes([
    { path: '/', element: <HomePage /> },
    { path: '/units/:unitId', element: <p>unit page</p> },
  ]);
  return { ...utils, fetch };
}

const ok = { 'GET /api/me/units': units, 'GET /api/me/unit-debts': debts, 'GET /api/me/notifications': notifications };

describe('HomePage', () => {
  it("shows 'Yükleniyor...' until the units arrive", async () => {
    renderHome(ok);
    expect(screen.getByText('Yükleniyor...')).toBeInTheDocument();
    await screen.findByText('Güneş Sitesi');
    expect(screen.queryByText('Yükleniyor...')).not.toBeInTheDocument();
  });

  it('waits for the notifications too, so notices never push the unit rows down', async () => {
    let answerNotifications: ((r: Response) => void) | undefined;
    const { fetch, queryClient } = renderHome({
      ...ok,
      'GET /api/me/notifications': () => new Promise<Response>((resolve) => (answerNotifications = resolve)),
    });
    await waitFor(() => expect(answerNotifications).toBeDefined());
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    // Units and debts have answered and are in the cache; the page still shows the loading state.
    await waitFor(() =>
      expect(queryClient.getQueryCache().findAll({ predicate: (q) => q.state.status === 'success' })).toHaveLength(2),
    );
    expect(screen.getByText('Yükleniyor...')).toBeInTheDocument();
    expect(screen.queryByTestId('unit-row')).not.toBeInTheDocument();
    answerNotifications?.(envelopeResponse(notifications));
    await screen.findByText('Su kesintisi');
    expect(screen.getAllByTestId('unit-row')).toHaveLength(3);
  });

  it('groups units under their site name in the given order', async () => {
    renderHome(ok);
    const groups = await screen.findAllByTestId('site-group');
    expect(groups.map((g) => within(g).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Deniz Sitesi',
      'Güneş Sitesi',
    ]);
    expect(
      within(groups[0])
        .getAllByTestId('unit-row')
        .map((r) => r.textContent),
    ).toEqual(['Blok C • Daire 3+1.250,00 ₺']);
    expect(
      within(groups[1])
        .getAllByTestId('unit-row')
        .map((r) => r.textContent),
    ).toEqual(['Blok A • Daire 5-3.400,50 ₺', 'Blok B • Daire 100,00 ₺']);
  });

  it('colours credit green with a plus, debt red, and zero neutral', async () => {
    renderHome(ok);
    expect(await screen.findByText('+1.250,00 ₺')).toHaveClass('text-success');
    expect(screen.getByText('-3.400,50 ₺')).toHaveClass('text-danger');
    const zero = screen.getByText('0,00 ₺');
    expect(zero).not.toHaveClass('text-success');
    expect(zero).not.toHaveClass('text-danger');
  });

  it('shows a balance as of today, late fees accrued to today included and said so', async () => {
    renderHome({ ...ok, 'GET /api/me/unit-debts': [{ unitId: 5, outstanding: -3400.5, lateFeeAccrued: 12.5 }] });
    const row = (await screen.findByText('-3.413,00 ₺')).closest('a')!;
    expect(row).toHaveTextContent('bugüne kadar işleyen gecikme tazminatı dahil');
  });

  it("shows a site's notification as a dismissible alert in that site's group only", async () => {
    renderHome(ok);
    const groups = await screen.findAllByTestId('site-group');
    expect(within(groups[0]).queryByTestId('site-notice')).not.toBeInTheDocument();
    const notice = within(groups[1]).getByTestId('site-notice');
    expect(notice).toHaveClass('alert-info');
    expect(notice).toHaveTextContent('Su kesintisi');
    expect(notice).toHaveTextContent('Yarın su kesilecek.');
    await userEvent.click(within(notice).getByRole('button', { name: 'Kapat' }));
    await waitFor(() => expect(screen.queryByTestId('site-notice')).not.toBeInTheDocument());
  });

  it('keeps a closed notice closed on this device after leaving the page and coming back', async () => {
    const first = renderHome(ok);
    const notice = (await screen.findAllByTestId('site-notice'))[0];
    await userEvent.click(within(notice).getByRole('button', { name: 'Kapat' }));
    await waitFor(() => expect(screen.queryByTestId('site-notice')).not.toBeInTheDocument());
    first.unmount();
    renderHome(ok);
    await screen.findAllByTestId('site-group');
    expect(screen.queryByTestId('site-notice')).not.toBeInTheDocument();
    // Another device (empty storage) still shows it.
    window.localStorage.clear();
    renderHome(ok);
    expect(await screen.findByTestId('site-notice')).toBeInTheDocument();
  });

  it("offers 'Toplantılar' to an owner of a unit only (PRODUCT.md §18)", async () => {
    const { unmount } = renderHome({
      ...ok,
      'GET /api/me/units': units.map((u) => ({ ...u, relations: u.unitId === 9 ? ['owner'] : ['tenant', 'resident'] })),
    });
    expect(await screen.findByRole('link', { name: 'Toplantılar' })).toHaveAttribute('href', '/my-meetings');
    unmount();
    renderHome({ ...ok, 'GET /api/me/units': units.map((u) => ({ ...u, relations: ['tenant', 'resident'] })) });
    await screen.findByText('Güneş Sitesi');
    expect(screen.queryByRole('link', { name: 'Toplantılar' })).toBeNull();
  });

  it('opens the unit detail when a row is clicked', async () => {
    const { router } = renderHome(ok);
    await userEvent.click(await screen.findByRole('link', { name: /Blok A • Daire 5/ }));
    expect(await screen.findByText('unit page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/units/5');
  });

  it("says 'Kayıtlı daire bulunmuyor.' to a user without units", async () => {
    renderHome({ 'GET /api/me/units': [], 'GET /api/me/unit-debts': [], 'GET /api/me/notifications': [] });
    expect(await screen.findByText('Kayıtlı daire bulunmuyor.')).toBeInTheDocument();
    expect(screen.queryByTestId('site-group')).not.toBeInTheDocument();
  });

  it('shows an error with a retry button that loads again', async () => {
    let attempts = 0;
    renderHome({
      ...ok,
      'GET /api/me/units': () => {
        attempts += 1;
        return attempts === 1
          ? envelopeResponse(null, { status: 500, message: 'Beklenmeyen bir hata oluştu.' })
          : envelopeResponse(units);
      },
    });
    const error = await screen.findByTestId('error');
    expect(error).toHaveTextContent('Daireler yüklenirken hata oluştu.');
    await userEvent.click(within(error).getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findAllByTestId('unit-row')).toHaveLength(3);
  });

  it('still lists the units when only the notifications fail', async () => {
    renderHome({ ...ok, 'GET /api/me/notifications': () => envelopeResponse(null, { status: 500 }) });
    expect(await screen.findAllByTestId('unit-row')).toHaveLength(3);
    expect(screen.queryByTestId('site-notice')).not.toBeInTheDocument();
  });

  it("says when the balances were fetched: the older of the units' and the balances' answers", async () => {
    const answeredAt = (data: unknown, date: string) => () => {
      const kept = envelopeResponse(data);
      kept.headers.set('Date', date);
      return kept;
    };
    renderHome({
      ...ok,
      'GET /api/me/units': answeredAt(units, 'Wed, 25 Nov 2026 21:31:00 GMT'),
      'GET /api/me/unit-debts': answeredAt(debts, 'Wed, 25 Nov 2026 21:30:00 GMT'),
    });
    expect(await screen.findByTestId('last-updated')).toHaveTextContent('Son güncelleme: 25.11.2026 21:30');
  });
});
