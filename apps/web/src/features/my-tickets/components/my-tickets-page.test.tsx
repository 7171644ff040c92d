import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelopeResponse, mockFetch } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';
import { MyTicketsPage } from './my-tickets-page';
import { ticket } from './ticket.fixtures';

const extra = [
  { path: '/my-tickets/new', element: <p>Yeni talep formu</p> },
  { path: '/my-tickets/:ticketId', element: <p>Talep sayfası</p> },
];

describe("MyTicketsPage ('Taleplerim')", () => {
  it("shows 'Yükleniyor...' until the tickets arrive, then each with its status, category, unit and day", async () => {
    mockFetch({
      'GET /api/me/tickets': [
        ticket({ isOverdue: true, status: 'in_progress' }),
        ticket({
          id: 8,
          title: 'Otopark kapısı',
          category: 'otopark',
          status: 'resolved',
          block: null,
          doorNumber: null,
        }),
      ],
    });
    renderAt('/my-tickets', <MyTicketsPage />, extra);
    expect(screen.getByTestId('loading')).toHaveTextContent('Yükleniyor...');
    const rows = await screen.findAllByTestId('my-ticket-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Asansör 3. katta kaldı');
    expect(within(rows[0]).getByTestId('ticket-status')).toHaveTextContent('İşlemde');
    expect(within(rows[0]).getByText('Gecikti')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('Asansör • Blok A • Daire 5 • 20.11.2026');
    expect(rows[1]).toHaveTextContent('Otopark • Ortak alan');
    expect(within(rows[1]).getByTestId('ticket-status')).toHaveTextContent('Çözüldü');
    expect(rows[0]).toHaveAttribute('href', '/my-tickets/7');
    expect(screen.getByRole('link', { name: /Arıza \/ Talep Bildir/ })).toHaveAttribute('href', '/my-tickets/new');
  });

  it('invites to open a ticket when there is none', async () => {
    mockFetch({ 'GET /api/me/tickets': [] });
    const { router } = renderAt('/my-tickets', <MyTicketsPage />, extra);
    const empty = await screen.findByTestId('empty');
    expect(empty).toHaveTextContent('Henüz bir arıza ya da talep bildirmediniz.');
    await userEvent.click(within(empty).getByRole('link', { name: 'Arıza / Talep Bildir' }));
    expect(router.state.location.pathname).toBe('/my-tickets/new');
  });

  it('says when the tickets could not be loaded and tries again on request', async () => {
    let fail = true;
    mockFetch({
      'GET /api/me/tickets': () =>
        fail ? envelopeResponse(null, { status: 500, message: 'Sunucu hatası' }) : envelopeResponse([ticket()]),
    });
    renderAt('/my-tickets', <MyTicketsPage />, extra);
    const error = await screen.findByTestId('error');
    expect(error).toHaveTextContent('Talepleriniz yüklenirken hata oluştu.');
    fail = false;
    await userEvent.click(within(error).getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findAllByTestId('my-ticket-row')).toHaveLength(1);
  });

  it("leads to the site's ticket statistics", async () => {
    mockFetch({ 'GET /api/me/tickets': [] });
    renderAt('/my-tickets', <MyTicketsPage />, extra);
    expect(screen.getByRole('link', { name: /Sitemizin talep istatistikleri/ })).toHaveAttribute(
      'href',
      '/my-tickets/stats',
    );
  });
});
