import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeXhr } from '../../../test/fake-xhr';
import { envelopeResponse, mockFetch } from '../../../test/fetch-mock';
import { renderRoutes } from '../../../test/render';
import { MyTicketPage } from './my-ticket-page';
import { refusal, ticket } from './ticket.fixtures';

function renderTicket(answers: Record<string, unknown>, path = '/my-tickets/7') {
  const fetch = mockFetch(answers);
  const utils = renderRoutes([{ path: '/my-tickets/:ticketId', element: <MyTicketPage /> }], path);
  return { ...utils, fetch };
}

const WORKED = ticket({
  status: 'in_progress',
  dueDate: '2026-11-25',
  assignee: { kind: 'vendor', name: 'Yıldız Asansör', phone: '+905551112233' },
  attachments: [
    { id: 3, fileName: 'asansor.png', contentType: 'image/png', size: 120_000 },
    { id: 4, fileName: 'tutanak.pdf', contentType: 'application/pdf', size: 2_500_000 },
  ],
  events: [
    { at: '2026-11-20T09:15:00.000Z', type: 'opened', status: 'open', note: null, by: 'Mehmet Demir' },
    { at: '2026-11-20T10:00:00.000Z', type: 'assigned', status: 'assigned', note: null, by: 'Ayşe Yılmaz' },
    {
      at: '2026-11-21T08:30:00.000Z',
      type: 'status',
      status: 'in_progress',
      note: 'Firma yarın sabah gelecek.',
      by: 'Ayşe Yılmaz',
    },
  ],
  expenses: [
    {
      id: 40,
      date: '2026-11-22T00:00:00.000Z',
      description: 'Asansör motor onarımı',
      vendor: 'Yıldız Asansör',
      categoryName: 'Bakım ve onarım',
      amount: 4250.5,
      reversesId: null,
    },
    {
      id: 41,
      date: '2026-11-23T00:00:00.000Z',
      description: 'Asansör motor onarımı',
      vendor: 'Yıldız Asansör',
      categoryName: 'Bakım ve onarım',
      amount: -250.5,
      reversesId: 40,
    },
  ],
});

afterEach(() => vi.unstubAllGlobals());

describe('MyTicketPage', () => {
  it("shows 'Yükleniyor...', then the ticket: status, what was written, who works it and by when", async () => {
    renderTicket({ 'GET /api/me/tickets/7': WORKED });
    expect(screen.getByTestId('loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Asansör 3. katta kaldı' })).toBeInTheDocument();
    expect(screen.getAllByTestId('ticket-status')[0]).toHaveTextContent('İşlemde');
    expect(screen.getByText('Asansör')).toBeInTheDocument();
    expect(screen.getByText('Blok A • Daire 5')).toBeInTheDocument();
    expect(screen.getByText('20.11.2026')).toBeInTheDocument();
    expect(screen.getByText('25.11.2026')).toBeInTheDocument();
    expect(screen.getByText('Yıldız Asansör')).toBeInTheDocument();
    // The assignee's phone is the managers' business.
    expect(screen.queryByText(/555/)).not.toBeInTheDocument();
    expect(screen.getByTestId('ticket-description')).toHaveTextContent('Sabahtan beri çalışmıyor. Kapısı açılmıyor.');
  });

  it('shows a photo as a thumbnail and a PDF as a link, each opening the file in a new tab', async () => {
    renderTicket({ 'GET /api/me/tickets/7': WORKED });
    const links = await screen.findAllByTestId('ticket-attachment');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/api/me/tickets/7/attachments/3',
      '/api/me/tickets/7/attachments/4',
    ]);
    expect(links[0]).toHaveAccessibleName('asansor.png (yeni sekmede açılır)');
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('rel', 'noopener');
    expect(links[0].querySelector('img')).toHaveAttribute('src', '/api/me/tickets/7/attachments/3');
    expect(links[1].querySelector('img')).toBeNull();
    expect(links[1]).toHaveTextContent('2,4 MB');
  });

  it("lists what happened, with the manager's notes, and the expenses in TL with their total", async () => {
    renderTicket({ 'GET /api/me/tickets/7': WORKED });
    const events = within(await screen.findByTestId('ticket-events')).getAllByRole('listitem');
    expect(events).toHaveLength(3);
    expect(events[0]).toHaveTextContent('Talep açıldı');
    expect(events[1]).toHaveTextContent('Görevlendirme yapıldı');
    expect(events[2]).toHaveTextContent('Durum değişti');
    expect(events[2]).toHaveTextContent('İşlemde');
    expect(events[2]).toHaveTextContent('Firma yarın sabah gelecek.');
    expect(events[2]).toHaveTextContent('— Ayşe Yılmaz');
    expect(events[2]).toHaveTextContent('21.11.2026 08:30');
    const lines = within(screen.getByTestId('ticket-expense-lines')).getAllByRole('listitem');
    expect(lines[0]).toHaveTextContent('Asansör motor onarımı');
    expect(lines[0]).toHaveTextContent('22.11.2026 • Bakım ve onarım • Yıldız Asansör');
    expect(lines[0]).toHaveTextContent('4.250,50 ₺');
    expect(lines[1]).toHaveTextContent('İptal kaydı');
    expect(lines[1]).toHaveTextContent('-250,50 ₺');
    expect(screen.getByTestId('ticket-expenses-total')).toHaveTextContent('4.000,00 ₺');
  });

  it('offers no rating before the ticket is resolved', async () => {
    renderTicket({ 'GET /api/me/tickets/7': WORKED });
    await screen.findByTestId('ticket-events');
    expect(screen.queryByTestId('rating-form')).not.toBeInTheDocument();
    expect(screen.queryByTestId('ticket-rating')).not.toBeInTheDocument();
  });

  it('offers the rating once resolved, sends it once and then shows it', async () => {
    const rated = ticket({ status: 'resolved', rating: 4, ratingComment: 'Hızlı çözüldü, teşekkürler.' });
    const { fetch } = renderTicket({
      'GET /api/me/tickets/7': ticket({ status: 'resolved' }),
      'POST /api/me/tickets/7/rating': rated,
      'GET /api/me/tickets': [rated],
    });
    const form = await screen.findByTestId('rating-form');
    await userEvent.click(within(form).getByRole('button', { name: 'Değerlendir' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Bir puan seçin.');
    await userEvent.click(within(form).getByRole('radio', { name: '4' }));
    await userEvent.type(within(form).getByLabelText('Yorum (isteğe bağlı)'), 'Hızlı çözüldü, teşekkürler.');
    await userEvent.click(within(form).getByRole('button', { name: 'Değerlendir' }));
    const given = await screen.findByTestId('ticket-rating');
    expect(given).toHaveTextContent('4 / 5');
    expect(given).toHaveTextContent('Hızlı çözüldü, teşekkürler.');
    expect(screen.queryByTestId('rating-form')).not.toBeInTheDocument();
    const post = fetch.mock.calls.find(([url]) => url === '/api/me/tickets/7/rating');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ rating: 4, comment: 'Hızlı çözüldü, teşekkürler.' });
    expect(new Headers(post?.[1]?.headers).get('Idempotency-Key')).toBeTruthy();
  });

  it('says why a rating was refused (409: rated already, from another tab)', async () => {
    renderTicket({
      'GET /api/me/tickets/7': ticket({ status: 'closed' }),
      'POST /api/me/tickets/7/rating': () =>
        new Response(JSON.stringify(refusal('Bu talep zaten değerlendirildi.', 'Conflict')), {
          status: 409,
          headers: { 'Content-Type': 'application/json' },
        }),
    });
    const form = await screen.findByTestId('rating-form');
    await userEvent.click(within(form).getByRole('radio', { name: '5' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Değerlendir' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Bu talep zaten değerlendirildi.');
  });

  it('shows the rating given, with no form, on a closed ticket', async () => {
    renderTicket({ 'GET /api/me/tickets/7': ticket({ status: 'closed', rating: 2, ratingComment: null }) });
    expect(await screen.findByTestId('ticket-rating')).toHaveTextContent('2 / 5');
    expect(screen.queryByTestId('rating-form')).not.toBeInTheDocument();
  });

  it("says 'Talep bulunamadı.' for a ticket that is not theirs, and offers a retry for other failures", async () => {
    renderTicket({
      'GET /api/me/tickets/7': () =>
        envelopeResponse(null, { status: 404, code: 'NotFound', message: 'Talep bulunamadı.' }),
    });
    const error = await screen.findByTestId('error');
    expect(error).toHaveTextContent('Talep bulunamadı.');
    expect(within(error).queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers a retry when the ticket could not be loaded', async () => {
    let fail = true;
    renderTicket({
      'GET /api/me/tickets/7': () =>
        fail ? envelopeResponse(null, { status: 500, message: 'Sunucu hatası' }) : envelopeResponse(ticket()),
    });
    const error = await screen.findByTestId('error');
    expect(error).toHaveTextContent('Talep yüklenirken hata oluştu.');
    fail = false;
    await userEvent.click(within(error).getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Asansör 3. katta kaldı');
  });

  it('asks nothing for an address that cannot hold a ticket id', async () => {
    const { fetch } = renderTicket({}, '/my-tickets/abc');
    expect(screen.getByTestId('error')).toHaveTextContent('Talep bulunamadı.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it("has the home's unread notices read again once the ticket is open (the server marked its own read)", async () => {
    const { queryClient } = renderTicket({ 'GET /api/me/tickets/7': ticket() });
    queryClient.setQueryData(['me', 'ticket-notices'], [{ id: 1, ticketId: 7 }]);
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(queryClient.getQueryState(['me', 'ticket-notices'])?.isInvalidated).toBe(true));
  });

  it('adds a photo to an open ticket with its progress, then shows it among the files', async () => {
    const Xhr = installFakeXhr();
    let attached = false;
    renderTicket({
      'GET /api/me/tickets/7': () =>
        envelopeResponse(
          ticket({ attachments: attached ? [{ id: 9, fileName: 'kat.png', contentType: 'image/png', size: 4 }] : [] }),
        ),
    });
    const input = await screen.findByLabelText('Fotoğraf veya PDF ekle');
    await userEvent.upload(input, new File([new Uint8Array([137, 80, 78, 71])], 'kat.png', { type: 'image/png' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yükle' }));
    await waitFor(() => expect(Xhr.sent).toHaveLength(1));
    expect(Xhr.sent[0].url).toBe('/api/me/tickets/7/attachments');
    act(() => Xhr.sent[0].progress(1, 4));
    expect(screen.getByRole('progressbar', { name: 'kat.png yükleniyor' })).toHaveAttribute('aria-valuenow', '25');
    attached = true;
    act(() => Xhr.sent[0].respond(201, { isSuccess: true, code: 'Success', message: '', data: { id: 9 } }));
    expect(await screen.findByTestId('ticket-attachment')).toHaveAttribute('href', '/api/me/tickets/7/attachments/9');
    expect(screen.queryByTestId('ticket-file')).not.toBeInTheDocument();
  });

  it('adds no files to a closed ticket', async () => {
    renderTicket({ 'GET /api/me/tickets/7': ticket({ status: 'closed' }) });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByLabelText('Fotoğraf veya PDF ekle')).not.toBeInTheDocument();
  });
});
