import type { TicketStatsDto } from '@aidat/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelopeResponse, mockFetch } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';
import { TicketStatsPage } from './ticket-stats-page';
import { UNITS } from './ticket.fixtures';

const STATS: TicketStatsDto = {
  open: 3,
  closed: 5,
  rejected: 1,
  overdue: 2,
  byCategory: [
    { category: 'asansor', open: 2, closed: 1 },
    { category: 'bahce', open: 0, closed: 0 },
    { category: 'su_tesisat', open: 1, closed: 4 },
  ],
  averageResolutionDays: 3.5,
};
const NONE: TicketStatsDto = {
  open: 0,
  closed: 0,
  rejected: 0,
  overdue: 0,
  byCategory: [],
  averageResolutionDays: null,
};

describe("TicketStatsPage ('Talep İstatistikleri')", () => {
  it("shows the site's counts by status and category, the overdue ones and the average days to resolve", async () => {
    const fetch = mockFetch({ 'GET /api/me/units': [UNITS[0]], 'GET /api/me/sites/1/tickets/stats': STATS });
    renderAt('/my-tickets/stats', <TicketStatsPage />);
    expect(screen.getByTestId('loading')).toBeInTheDocument();
    const stats = await screen.findByTestId('ticket-stats');
    expect(screen.getByRole('heading', { level: 2, name: 'Güneş Sitesi' })).toBeInTheDocument();
    for (const [label, value] of [
      ['Açık', '3'],
      ['Kapanan', '5'],
      ['Reddedilen', '1'],
      ['Geciken', '2'],
    ]) {
      expect(within(stats).getAllByText(label)[0].previousElementSibling).toHaveTextContent(value);
    }
    expect(screen.getByTestId('average-days')).toHaveTextContent('3,5 gün');
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    // A category without tickets is left out.
    expect(rows.map((r) => r.textContent)).toEqual(['KategoriAçıkKapanan', 'Asansör21', 'Su ve tesisat14']);
    expect(fetch.mock.calls.every(([url]) => String(url).startsWith('/api/me/'))).toBe(true);
  });

  it('lets someone with units in two sites choose the site', async () => {
    mockFetch({
      'GET /api/me/units': UNITS,
      'GET /api/me/sites/1/tickets/stats': STATS,
      'GET /api/me/sites/2/tickets/stats': NONE,
    });
    renderAt('/my-tickets/stats', <TicketStatsPage />);
    await screen.findByTestId('ticket-stats');
    await userEvent.selectOptions(screen.getByLabelText('Site'), '2');
    expect(await screen.findByTestId('empty')).toHaveTextContent('Bu sitede henüz talep açılmadı.');
  });

  it('says when no ticket was resolved in the last 12 months', async () => {
    mockFetch({
      'GET /api/me/units': [UNITS[0]],
      'GET /api/me/sites/1/tickets/stats': { ...STATS, averageResolutionDays: null },
    });
    renderAt('/my-tickets/stats', <TicketStatsPage />);
    expect(await screen.findByTestId('average-days')).toHaveTextContent('Son 12 ayda çözülen talep yok.');
  });

  it('says so to someone with no unit', async () => {
    mockFetch({ 'GET /api/me/units': [] });
    renderAt('/my-tickets/stats', <TicketStatsPage />);
    expect(await screen.findByTestId('empty')).toHaveTextContent(
      'Kayıtlı daireniz olmadığı için görebileceğiniz bir site bulunmuyor.',
    );
  });

  it('offers a retry when the statistics could not be loaded', async () => {
    let fail = true;
    mockFetch({
      'GET /api/me/units': [UNITS[0]],
      'GET /api/me/sites/1/tickets/stats': () =>
        fail ? envelopeResponse(null, { status: 500, message: 'Sunucu hatası' }) : envelopeResponse(STATS),
    });
    renderAt('/my-tickets/stats', <TicketStatsPage />);
    const error = await screen.findByTestId('error');
    expect(error).toHaveTextContent('İstatistikler yüklenirken hata oluştu.');
    fail = false;
    await userEvent.click(within(error).getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByTestId('ticket-stats')).toBeInTheDocument();
  });
});
