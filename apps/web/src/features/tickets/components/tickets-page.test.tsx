import type { AdminSiteDto, AdminUnitDto, TicketDto, TicketStatsDto } from '@aidat/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelopeResponse, mockFetch } from '../../../test/fetch-mock';
import { renderRoutes } from '../../../test/render';
import type { TicketPage as Page } from '../api/get-tickets';
import { TicketPage } from './ticket-page';
import { TicketsPage } from './tickets-page';

const GUNES: AdminSiteDto = {
  id: 1,
  name: 'Güneş Sitesi',
  address: 'x',
  blockCount: 2,
  unitCount: 24,
  monthlyDuesAmount: 1250,
};

const unit = (id: number, block: string, doorNumber: string): AdminUnitDto => ({
  id,
  siteId: 1,
  paymentReference: `GNS-${block}${doorNumber}`,
  block,
  doorNumber,
  squareMeters: 100,
  roomCount: 3,
  resident: null,
  outstanding: 0,
  lateFeeAccrued: 0,
});
const UNITS = [unit(6, 'A', '10'), unit(5, 'A', '5')];

const ticket = (over: Partial<TicketDto> = {}): TicketDto => ({
  id: 31,
  siteId: 1,
  unitId: 5,
  block: 'A',
  doorNumber: '5',
  openedBy: 'Mehmet Demir',
  category: 'asansor',
  title: 'Asansör 3. katta duruyor',
  description: 'Kapı kapanmıyor.\nSabahtan beri.',
  status: 'open',
  reportedAt: '2026-11-03T07:00:00.000Z',
  dueDate: null,
  assignee: null,
  isOverdue: false,
  rating: null,
  ratingComment: null,
  attachments: [],
  events: [],
  expenses: [],
  ...over,
});

const page = (rows: TicketDto[], over: Partial<Page> = {}): Page => ({
  data: rows,
  page: 1,
  pageSize: 20,
  totalCount: rows.length,
  totalPages: 1,
  ...over,
});

const STATS: TicketStatsDto = {
  open: 4,
  closed: 9,
  rejected: 1,
  overdue: 2,
  byCategory: [],
  averageResolutionDays: 3.5,
};

const LIST = page([
  ticket({
    id: 32,
    unitId: null,
    block: null,
    doorNumber: null,
    category: 'bahce',
    title: 'Bahçe fıskiyesi bozuk',
    status: 'assigned',
    assignee: { kind: 'vendor', name: 'Yeşil Peyzaj' },
    dueDate: '2026-11-01',
    isOverdue: true,
  }),
  ticket(),
]);

const DETAIL = ticket({
  events: [{ at: '2026-11-03T07:00:00.000Z', type: 'opened', status: 'open', note: null, by: 'Mehmet Demir' }],
  attachments: [{ id: 4, fileName: 'asansor.jpg', contentType: 'image/jpeg', size: 200_000 }],
  expenses: [
    {
      id: 70,
      date: '2026-11-05T09:00:00.000Z',
      description: 'Asansör kapı motoru',
      vendor: 'Kone',
      categoryName: 'Bakım',
      amount: 4250.5,
      reversesId: null,
    },
  ],
});

const baseRoutes = {
  'GET /api/siteadmin/sites': [GUNES],
  'GET /api/siteadmin/units': UNITS,
  'GET /api/siteadmin/sites/1/tickets/stats': STATS,
  'GET /api/siteadmin/tickets': LIST,
  'GET /api/siteadmin/tickets/31': DETAIL,
};

const callsTo = (fetchMock: ReturnType<typeof mockFetch>, key: string) =>
  fetchMock.mock.calls.filter(([url, init]) => `${init?.method ?? 'GET'} ${String(url).split('?')[0]}` === key);

const rowOf = (id: number) =>
  screen.getAllByTestId('ticket-row').find((r) => r.getAttribute('data-ticket') === String(id)) as HTMLElement;

const renderScreens = (path = '/tickets') =>
  renderRoutes(
    [
      { path: '/tickets', element: <TicketsPage /> },
      { path: '/tickets/:ticketId', element: <TicketPage /> },
    ],
    path,
  );

describe('TicketsPage', { timeout: 20_000 }, () => {
  it('lists the tickets with the statistics, overdue rows marked in words', async () => {
    mockFetch(baseRoutes);
    renderScreens();
    expect(screen.getByTestId('loading')).toBeInTheDocument();
    await screen.findByText('Asansör 3. katta duruyor');
    expect(screen.getByRole('heading', { level: 1, name: 'Talepler' })).toBeInTheDocument();
    const stats = await screen.findByTestId('ticket-stats');
    await waitFor(() => expect(stats).toHaveTextContent('Açık4'));
    expect(stats).toHaveTextContent('Geciken2');
    expect(stats).toHaveTextContent('Kapanan9');
    expect(stats).toHaveTextContent('3,5 gün');
    expect(within(rowOf(31)).getByRole('link', { name: 'Asansör 3. katta duruyor' })).toHaveAttribute(
      'href',
      '/tickets/31',
    );
    expect(rowOf(31)).toHaveTextContent('A / 5');
    expect(rowOf(31)).toHaveTextContent('Asansör');
    expect(within(rowOf(31)).getByTestId('ticket-status')).toHaveTextContent('Açık');
    expect(rowOf(31)).toHaveTextContent('Atanmadı');
    expect(within(rowOf(31)).queryByTestId('overdue-marker')).toBeNull();
    expect(rowOf(32)).toHaveTextContent('Ortak alan');
    expect(rowOf(32)).toHaveTextContent('Yeşil Peyzaj (Firma)');
    expect(rowOf(32)).toHaveTextContent('01.11.2026');
    expect(within(rowOf(32)).getByTestId('overdue-marker')).toHaveTextContent('Gecikti');
  });

  it('says when the site has no tickets yet', async () => {
    mockFetch({ ...baseRoutes, 'GET /api/siteadmin/tickets': page([]) });
    renderScreens();
    expect(await screen.findByTestId('empty')).toHaveTextContent('Bu sitede henüz talep yok.');
  });

  it('shows the error with a retry when the list fails', async () => {
    let calls = 0;
    mockFetch({
      ...baseRoutes,
      'GET /api/siteadmin/tickets': () => {
        calls += 1;
        return calls === 1 ? envelopeResponse(null, { status: 500, message: 'Sunucu hatası' }) : envelopeResponse(LIST);
      },
    });
    renderScreens();
    expect(await screen.findByTestId('error')).toHaveTextContent('Talepler yüklenirken hata oluştu.');
    await userEvent.click(within(screen.getByTestId('error')).getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByText('Asansör 3. katta duruyor')).toBeInTheDocument();
  });

  it('opens filtered from the address and keeps each new filter in it', async () => {
    const fetchMock = mockFetch({ ...baseRoutes, 'GET /api/siteadmin/tickets': page([]) });
    const { router } = renderScreens('/tickets?overdue=true');
    expect(await screen.findByTestId('empty')).toHaveTextContent('Bu seçimde talep bulunmuyor.');
    expect(screen.getByLabelText('Yalnızca gecikenler')).toBeChecked();
    expect(String(callsTo(fetchMock, 'GET /api/siteadmin/tickets')[0][0])).toContain('overdue=true');
    await userEvent.selectOptions(screen.getByLabelText('Durum'), 'in_progress');
    await waitFor(() => expect(router.state.location.search).toBe('?status=in_progress&overdue=true'));
    await waitFor(() =>
      expect(
        callsTo(fetchMock, 'GET /api/siteadmin/tickets').some(([url]) =>
          String(url).includes('status=in_progress&overdue=true&page=1'),
        ),
      ).toBe(true),
    );
    // The unit filter lists the site's units in door order.
    const unitSelect = screen.getByLabelText('Daire') as HTMLSelectElement;
    await waitFor(() => expect(unitSelect).toBeEnabled());
    expect([...unitSelect.options].map((o) => o.text)).toEqual(['Tüm daireler', 'A / 5', 'A / 10']);
    await userEvent.click(screen.getAllByRole('button', { name: 'Süzgeçleri temizle' })[0]);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('opens a new ticket on behalf of a unit, with an Idempotency-Key, then shows it', async () => {
    const fetchMock = mockFetch({
      ...baseRoutes,
      'POST /api/siteadmin/tickets': () => envelopeResponse(DETAIL, { status: 201 }),
    });
    const { router } = renderScreens();
    await screen.findByText('Asansör 3. katta duruyor');
    await userEvent.click(screen.getByRole('button', { name: /Yeni Talep/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Yeni Talep' });
    await userEvent.selectOptions(await within(dialog).findByLabelText('Daire (isteğe bağlı)'), '5');
    await userEvent.selectOptions(within(dialog).getByLabelText('Kategori'), 'asansor');
    await userEvent.type(within(dialog).getByLabelText('Başlık'), 'Asansör 3. katta duruyor');
    await userEvent.type(within(dialog).getByLabelText('Açıklama'), 'Kapı kapanmıyor.');
    const day = within(dialog).getByLabelText('Bildirim tarihi');
    await userEvent.clear(day);
    await userEvent.type(day, '2026-11-03');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tickets/31'));
    const [call] = callsTo(fetchMock, 'POST /api/siteadmin/tickets');
    expect(JSON.parse(String(call[1]?.body))).toEqual({
      siteId: 1,
      unitId: 5,
      category: 'asansor',
      title: 'Asansör 3. katta duruyor',
      description: 'Kapı kapanmıyor.',
      reportedAt: '2026-11-03',
    });
    expect(new Headers(call[1]?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('Talep açıldı')).toBeInTheDocument();
  });

  it('marks the field a refused new ticket names', async () => {
    mockFetch({
      ...baseRoutes,
      'POST /api/siteadmin/tickets': () =>
        envelopeResponse(null, {
          status: 400,
          code: 'ValidationError',
          message: 'Bildirim tarihi bugünden sonra olamaz.',
          details: { field: 'reportedAt' },
        }),
    });
    renderScreens();
    await screen.findByText('Asansör 3. katta duruyor');
    await userEvent.click(screen.getByRole('button', { name: /Yeni Talep/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Yeni Talep' });
    await userEvent.selectOptions(await within(dialog).findByLabelText('Kategori'), 'diger');
    await userEvent.type(within(dialog).getByLabelText('Başlık'), 'Kapı zili');
    await userEvent.type(within(dialog).getByLabelText('Açıklama'), 'Çalmıyor.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Bildirim tarihi')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(within(dialog).getByLabelText('Bildirim tarihi')).toHaveAccessibleDescription(
      /Bildirim tarihi bugünden sonra olamaz\./,
    );
    expect(screen.getByRole('dialog', { name: 'Yeni Talep' })).toBeInTheDocument();
  });
});

describe('TicketPage', { timeout: 20_000 }, () => {
  it('opens from its row with the description, files, history and expenses', async () => {
    mockFetch(baseRoutes);
    const { router } = renderScreens('/tickets?status=open');
    await screen.findByText('Asansör 3. katta duruyor');
    await userEvent.click(within(rowOf(31)).getByRole('link'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tickets/31'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Asansör 3. katta duruyor' })).toBeInTheDocument();
    expect(screen.getByTestId('ticket-description')).toHaveTextContent('Kapı kapanmıyor. Sabahtan beri.');
    const file = screen.getByRole('link', { name: 'asansor.jpg (yeni sekmede açılır)' });
    expect(file).toHaveAttribute('href', '/api/siteadmin/tickets/31/attachments/4');
    expect(file).toHaveAttribute('target', '_blank');
    expect(screen.getByTestId('ticket-event')).toHaveTextContent('Talep açıldı');
    expect(screen.getByTestId('ticket-event')).toHaveTextContent('Mehmet Demir');
    expect(screen.getByTestId('ticket-expense')).toHaveTextContent('Asansör kapı motoru');
    expect(screen.getByTestId('ticket-expenses-total')).toHaveTextContent('4.250,50 ₺');
    // Back to the list as it was filtered; the row above it is the previous ticket.
    expect(screen.getByRole('link', { name: /Taleplere dön/ })).toHaveAttribute('href', '/tickets?status=open');
    expect(screen.getByRole('link', { name: /Önceki talep/ })).toHaveAttribute('href', '/tickets/32');
    expect(screen.queryByRole('link', { name: /Sonraki talep/ })).toBeNull();
  });

  it('adds a photo as the multipart field "file", refusing another kind of file before sending it', async () => {
    let current = DETAIL;
    const fetchMock = mockFetch({
      ...baseRoutes,
      'GET /api/siteadmin/tickets/31': () => envelopeResponse(current),
      'POST /api/siteadmin/tickets/31/attachments': () => {
        const added = { id: 5, fileName: 'kapi.png', contentType: 'image/png', size: 2048 };
        current = { ...DETAIL, attachments: [...DETAIL.attachments, added] };
        return envelopeResponse(added, { status: 201 });
      },
    });
    renderScreens('/tickets/31');
    const input = await screen.findByLabelText('Dosya ekle (PNG, JPEG, WebP veya PDF; en fazla 10 MB)');
    await userEvent.upload(input, new File(['x'], 'notlar.txt', { type: 'text/plain' }), { applyAccept: false });
    expect(input).toHaveAccessibleDescription('Yalnızca PNG, JPEG, WebP veya PDF dosyası eklenebilir.');
    await userEvent.upload(input, new File(['png'], 'kapi.png', { type: 'image/png' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yükle' }));
    expect(await screen.findByRole('link', { name: 'kapi.png (yeni sekmede açılır)' })).toHaveAttribute(
      'href',
      '/api/siteadmin/tickets/31/attachments/5',
    );
    // Sent once: the refused file never left the page.
    const calls = callsTo(fetchMock, 'POST /api/siteadmin/tickets/31/attachments');
    expect(calls).toHaveLength(1);
    const body = calls[0][1]?.body;
    expect(body instanceof FormData && body.get('file')).toBeInstanceOf(File);
  });

  it('offers only the statuses the ticket may move to', async () => {
    mockFetch({ ...baseRoutes, 'GET /api/siteadmin/tickets/31': ticket({ status: 'assigned' }) });
    renderScreens('/tickets/31');
    const status = (await screen.findByLabelText('Yeni durum')) as HTMLSelectElement;
    expect([...status.options].map((o) => o.text)).toEqual(['Durum değişmesin', 'İşlemde', 'Çözüldü', 'Reddedildi']);
  });

  it('offers no change at all for a closed ticket and says it is final', async () => {
    mockFetch({
      ...baseRoutes,
      'GET /api/siteadmin/tickets/31': ticket({ status: 'closed', rating: 4, ratingComment: 'Hızlıydı' }),
    });
    renderScreens('/tickets/31');
    expect(await screen.findByTestId('ticket-final')).toHaveTextContent(
      'Bu talep “Kapandı” durumunda; artık değiştirilemez.',
    );
    expect(screen.queryByLabelText('Yeni durum')).toBeNull();
    expect(screen.queryByTestId('ticket-action-form')).toBeNull();
    expect(screen.getByTestId('ticket-rating')).toHaveTextContent('4 / 5');
    expect(screen.getByTestId('ticket-rating')).toHaveTextContent('Hızlıydı');
  });

  it('marks the note when a rejection without one is refused', async () => {
    const fetchMock = mockFetch({
      ...baseRoutes,
      'PATCH /api/siteadmin/tickets/31': () =>
        envelopeResponse(null, {
          status: 400,
          code: 'ValidationError',
          message: 'Reddedilen talep için bir açıklama (not) yazılmalıdır.',
          details: { field: 'note' },
        }),
    });
    renderScreens('/tickets/31');
    await userEvent.selectOptions(await screen.findByLabelText('Yeni durum'), 'rejected');
    const note = screen.getByLabelText('Not (reddederken zorunlu)');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(note).toHaveAttribute('aria-invalid', 'true'));
    expect(note).toHaveAccessibleDescription(/Reddedilen talep için bir açıklama \(not\) yazılmalıdır\./);
    const [call] = callsTo(fetchMock, 'PATCH /api/siteadmin/tickets/31');
    expect(JSON.parse(String(call[1]?.body))).toEqual({ status: 'rejected' });
    // Typing the note clears the mark.
    await userEvent.type(note, 'Site yönetiminin işi değil');
    expect(note).not.toHaveAttribute('aria-invalid');
  });

  it('marks the status when the move is refused as no longer allowed (409)', async () => {
    mockFetch({
      ...baseRoutes,
      'PATCH /api/siteadmin/tickets/31': () =>
        envelopeResponse(null, {
          status: 409,
          code: 'Conflict',
          message: 'Talep “Çözüldü” durumundan “İşlemde” durumuna geçemez.',
          details: { field: 'status' },
        }),
    });
    renderScreens('/tickets/31');
    const status = await screen.findByLabelText('Yeni durum');
    await userEvent.selectOptions(status, 'in_progress');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(status).toHaveAttribute('aria-invalid', 'true'));
    expect(status).toHaveAccessibleDescription(/durumuna geçemez/);
  });

  it('sends only what changed: the assignee, the due day and the status', async () => {
    const worked = ticket({
      status: 'in_progress',
      assignee: { kind: 'vendor', name: 'Kone Asansör', phone: '+905321234567' },
      dueDate: '2026-11-10',
      events: DETAIL.events,
    });
    let current = DETAIL;
    const fetchMock = mockFetch({
      ...baseRoutes,
      'GET /api/siteadmin/tickets/31': () => envelopeResponse(current),
      'PATCH /api/siteadmin/tickets/31': () => {
        current = worked;
        return envelopeResponse(worked);
      },
    });
    renderScreens('/tickets/31');
    await userEvent.selectOptions(await screen.findByLabelText('Yeni durum'), 'in_progress');
    expect(screen.getByLabelText('Firma')).toBeChecked();
    await userEvent.type(screen.getByLabelText('Ad / firma adı'), 'Kone Asansör');
    await userEvent.type(screen.getByLabelText('Telefon (isteğe bağlı)'), '5321234567');
    await userEvent.type(screen.getByLabelText('Bitiş tarihi'), '2026-11-10');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Talep güncellendi')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'PATCH /api/siteadmin/tickets/31');
    const body = JSON.parse(String(call[1]?.body));
    expect(body).toMatchObject({
      status: 'in_progress',
      assignee: { kind: 'vendor', name: 'Kone Asansör' },
      dueDate: '2026-11-10',
    });
    expect(body.assignee.phone.replace(/\D/g, '')).toBe('905321234567');
    expect(body.note).toBeUndefined();
    expect(new Headers(call[1]?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    // The answer shows at once; the form starts again from it, so nothing is left to send.
    await waitFor(() => expect(screen.getByLabelText('Yeni durum')).toHaveValue(''));
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Değiştirilecek bir şey seçilmedi.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH /api/siteadmin/tickets/31')).toHaveLength(1);
  });
});
