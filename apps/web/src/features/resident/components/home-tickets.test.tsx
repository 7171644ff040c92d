import type { TicketNoticeDto } from '@aidat/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelopeResponse, mockFetch } from '../../../test/fetch-mock';
import { renderRoutes } from '../../../test/render';
import { HomePage } from './home-page';

const units = [
  {
    unitId: 5,
    siteId: 1,
    siteName: 'Güneş Sitesi',
    block: 'A',
    doorNumber: '5',
    paymentReference: 'GNS-A5',
    relations: ['resident'],
  },
];
const notices: TicketNoticeDto[] = [
  { id: 31, ticketId: 7, title: 'Asansör 3. katta kaldı', status: 'resolved', at: '2026-11-20T09:00:00.000Z' },
  { id: 30, ticketId: 6, title: 'Bahçe sulaması', status: 'in_progress', at: '2026-11-19T09:00:00.000Z' },
];

function renderHome(answers: Record<string, unknown>) {
  const fetch = mockFetch({
    'GET /api/me/units': units,
    'GET /api/me/unit-debts': [{ unitId: 5, outstanding: 0, lateFeeAccrued: 0 }],
    'GET /api/me/notifications': [],
    'GET /api/me/ticket-notices': notices,
    'POST /api/me/ticket-notices/31/read': null,
    'POST /api/me/ticket-notices/30/read': null,
    ...answers,
  });
  const utils = renderRoutes([
    { path: '/', element: <HomePage /> },
    { path: '/my-tickets', element: <p>Taleplerim sayfası</p> },
    { path: '/my-tickets/new', element: <p>Yeni talep sayfası</p> },
    { path: '/my-tickets/:ticketId', element: <p>Talep sayfası</p> },
  ]);
  return { ...utils, fetch };
}

const readCalls = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url]) => String(url));

describe("HomePage's tickets part", () => {
  it("shows each unread ticket notice as 'Talebiniz “…”: status', after the units", async () => {
    renderHome({});
    const shown = await screen.findAllByTestId('ticket-notice');
    expect(shown.map((n) => n.querySelector('p')?.textContent)).toEqual([
      'Talebiniz “Asansör 3. katta kaldı”: Çözüldü',
      'Talebiniz “Bahçe sulaması”: İşlemde',
    ]);
    // Last on the page: nothing already shown moves down when it comes.
    const unitRow = screen.getByTestId('unit-row');
    expect(unitRow.compareDocumentPosition(shown[0]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('closing a notice marks it read and takes it away', async () => {
    const { fetch } = renderHome({});
    const [first] = await screen.findAllByTestId('ticket-notice');
    await userEvent.click(within(first).getByRole('button', { name: 'Kapat' }));
    await waitFor(() => expect(screen.getAllByTestId('ticket-notice')).toHaveLength(1));
    expect(readCalls(fetch)).toEqual(['/api/me/ticket-notices/31/read']);
  });

  it('opening the ticket from its notice marks the notice read too', async () => {
    const { fetch, router } = renderHome({});
    const [, second] = await screen.findAllByTestId('ticket-notice');
    await userEvent.click(within(second).getByRole('link', { name: 'Talebi görüntüle' }));
    expect(router.state.location.pathname).toBe('/my-tickets/6');
    await waitFor(() => expect(readCalls(fetch)).toEqual(['/api/me/ticket-notices/30/read']));
  });

  it("leads to 'Taleplerim' and to 'Arıza / Talep Bildir' for someone with a unit", async () => {
    const { router } = renderHome({ 'GET /api/me/ticket-notices': [] });
    const part = await screen.findByTestId('home-tickets');
    expect(within(part).queryByTestId('ticket-notice')).not.toBeInTheDocument();
    expect(within(part).getByRole('link', { name: /Arıza \/ Talep Bildir/ })).toHaveAttribute(
      'href',
      '/my-tickets/new',
    );
    await userEvent.click(within(part).getByRole('link', { name: /Taleplerim/ }));
    expect(router.state.location.pathname).toBe('/my-tickets');
  });

  it("offers no new ticket to someone with no unit, but still 'Taleplerim'", async () => {
    renderHome({ 'GET /api/me/units': [], 'GET /api/me/unit-debts': [], 'GET /api/me/ticket-notices': [] });
    const part = await screen.findByTestId('home-tickets');
    expect(within(part).getByRole('link', { name: /Taleplerim/ })).toBeInTheDocument();
    expect(within(part).queryByRole('link', { name: /Arıza/ })).not.toBeInTheDocument();
  });

  it('shows the home without notices when they fail to load, silently', async () => {
    renderHome({ 'GET /api/me/ticket-notices': () => envelopeResponse(null, { status: 500 }) });
    expect(await screen.findByTestId('home-tickets')).toBeInTheDocument();
    expect(screen.getByTestId('unit-row')).toBeInTheDocument();
    expect(screen.queryByTestId('ticket-notice')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
