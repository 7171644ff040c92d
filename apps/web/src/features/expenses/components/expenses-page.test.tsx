import type {
  AccountDto,
  AdminSiteDto,
  ExpenseCategoryDto,
  ExpenseDto,
  ExpensesPage as Page,
  TicketDto,
} from '@aidat/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { envelopeResponse, mockFetch } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';
import { ExpensesPage } from './expenses-page';

const GUNES: AdminSiteDto = {
  id: 1,
  name: 'Güneş Sitesi',
  address: 'x',
  blockCount: 2,
  unitCount: 24,
  monthlyDuesAmount: 1250,
};
const DENIZ: AdminSiteDto = {
  id: 2,
  name: 'Deniz Sitesi',
  address: 'y',
  blockCount: 1,
  unitCount: 10,
  monthlyDuesAmount: 900,
};
const CATEGORIES: ExpenseCategoryDto[] = [
  { id: 3, siteId: 1, name: 'Elektrik' },
  { id: 4, siteId: 1, name: 'Temizlik' },
];
const account = (over: Partial<AccountDto>): AccountDto => ({
  id: 7,
  siteId: 1,
  name: 'Kasa',
  kind: 'kasa',
  iban: null,
  openingBalance: 0,
  openingDate: '2026-01-01',
  isDefault: false,
  balance: 1000,
  ...over,
});
const ACCOUNTS = [
  account({}),
  account({ id: 8, name: 'Ziraat', kind: 'banka', iban: 'TR1', isDefault: true, balance: 52000 }),
];

const expense = (over: Partial<ExpenseDto>): ExpenseDto => ({
  id: 10,
  siteId: 1,
  accountId: 8,
  accountName: 'Ziraat',
  categoryId: 3,
  categoryName: 'Elektrik',
  date: '2026-11-05T09:00:00.000Z',
  amount: 2450.5,
  description: 'Ortak alan elektriği',
  vendor: 'Enerjisa',
  invoiceNo: 'E-2026-11',
  reversesId: null,
  reversalReason: null,
  reversed: false,
  ticketId: null,
  createdBy: 'Ayşe Yılmaz',
  attachments: [],
  ...over,
});

const page = (rows: ExpenseDto[], over: Partial<Page> = {}): Page => ({
  data: rows,
  page: 1,
  pageSize: 20,
  totalCount: rows.length,
  totalPages: 1,
  total: rows.reduce((sum, r) => sum + r.amount, 0),
  ...over,
});

const LIST = page([
  expense({
    id: 12,
    description: 'İptal: Cam silme (yanlış tutar)',
    amount: -800,
    reversesId: 11,
    categoryName: 'Temizlik',
  }),
  expense({
    id: 11,
    description: 'Cam silme',
    amount: 800,
    reversed: true,
    categoryName: 'Temizlik',
    vendor: null,
    invoiceNo: null,
  }),
  expense({ attachments: [{ id: 5, fileName: 'fatura.pdf', contentType: 'application/pdf', size: 120_000 }] }),
]);

/** The site's tickets by status, as the 'Talep' select asks for them; none unless a test says so. */
const ticketsByStatus =
  (tickets: Array<Pick<TicketDto, 'id' | 'title' | 'status' | 'unitId' | 'block' | 'doorNumber'>>) => (url: string) => {
    const status = new URL(url, 'http://x').searchParams.get('status');
    const data = tickets.filter((t) => t.status === status);
    return envelopeResponse({ data, page: 1, pageSize: 200, totalCount: data.length, totalPages: 1 });
  };

const baseRoutes = {
  'GET /api/siteadmin/sites': [GUNES],
  'GET /api/siteadmin/tickets': ticketsByStatus([]),
  'GET /api/siteadmin/expense-categories': CATEGORIES,
  'GET /api/siteadmin/expenses': LIST,
  'GET /api/siteadmin/accounts': ACCOUNTS,
};

const callsTo = (fetchMock: ReturnType<typeof mockFetch>, key: string) =>
  fetchMock.mock.calls.filter(([url, init]) => `${init?.method ?? 'GET'} ${String(url).split('?')[0]}` === key);

const rowOf = (id: number) =>
  screen.getAllByTestId('expense-row').find((r) => r.getAttribute('data-expense') === String(id)) as HTMLElement;

const renderPage = () => renderAt('/expenses', <ExpensesPage />);

configure({ asyncUtilTimeout: 5_000 });

describe('ExpensesPage', { timeout: 20_000 }, () => {
  it("lists the site's expenses with the filter's total, reversals marked, invoices opening in a new tab", async () => {
    mockFetch(baseRoutes);
    renderPage();
    expect(screen.getByTestId('loading')).toBeInTheDocument();
    await screen.findByText('Ortak alan elektriği');
    expect(screen.getByRole('heading', { name: 'Giderler' })).toBeInTheDocument();
    expect(screen.getByLabelText('Site')).toHaveValue('1');
    expect(screen.getByTestId('expenses-total')).toHaveTextContent('2.450,50 ₺');
    expect(within(rowOf(11)).getByText('İptal edildi')).toBeInTheDocument();
    expect(within(rowOf(12)).getByText('İptal kaydı')).toBeInTheDocument();
    // Neither a reversed expense nor a reversal can be reversed again.
    expect(within(rowOf(11)).queryByRole('button', { name: /ters kayıt/i })).toBeNull();
    expect(within(rowOf(12)).queryByRole('button', { name: /ters kayıt/i })).toBeNull();
    expect(within(rowOf(10)).getByText('Enerjisa • Fatura No: E-2026-11')).toBeInTheDocument();
    const link = within(rowOf(10)).getByRole('link', { name: 'fatura.pdf (yeni sekmede açılır)' });
    expect(link).toHaveAttribute('href', '/api/siteadmin/expenses/10/attachments/5');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('asks again by month and category, from the first page', async () => {
    const fetchMock = mockFetch({
      ...baseRoutes,
      'GET /api/siteadmin/expenses': (url: string) =>
        envelopeResponse(
          url.includes('page=2')
            ? page([expense({ id: 30, description: 'İkinci sayfa' })], { page: 2, totalPages: 2 })
            : page(LIST.data, { totalPages: 2, totalCount: 23 }),
        ),
    });
    renderPage();
    await screen.findByText('Ortak alan elektriği');
    await userEvent.click(screen.getByRole('button', { name: /Sonraki sayfa/ }));
    await screen.findByText('İkinci sayfa');
    const month = screen.getByLabelText('Ay') as HTMLSelectElement;
    const chosen = month.options[2].value;
    await userEvent.selectOptions(month, chosen);
    await userEvent.selectOptions(screen.getByLabelText('Kategori'), '4');
    await waitFor(() =>
      expect(
        callsTo(fetchMock, 'GET /api/siteadmin/expenses').some(([url]) =>
          String(url).includes(`month=${chosen}&categoryId=4&page=1`),
        ),
      ).toBe(true),
    );
  });

  it('records a new expense from the default account with an Idempotency-Key', async () => {
    const fetchMock = mockFetch({ ...baseRoutes, 'POST /api/siteadmin/expenses': expense({ id: 40 }) });
    renderPage();
    await screen.findByText('Ortak alan elektriği');
    await userEvent.click(screen.getByRole('button', { name: /Yeni Gider/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Yeni Gider' });
    expect(await within(dialog).findByLabelText('Hesap')).toHaveValue('8');
    await userEvent.selectOptions(within(dialog).getByLabelText('Kategori'), '3');
    await userEvent.clear(within(dialog).getByLabelText('Tarih'));
    await userEvent.type(within(dialog).getByLabelText('Tarih'), '2026-11-03');
    await userEvent.type(within(dialog).getByLabelText('Tutar (₺)'), '1.250,50');
    await userEvent.type(within(dialog).getByLabelText('Açıklama'), 'Asansör bakımı');
    await userEvent.type(within(dialog).getByLabelText('Fatura no (isteğe bağlı)'), 'A-77');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Gider kaydedildi')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'POST /api/siteadmin/expenses');
    expect(JSON.parse(String(call[1]?.body))).toEqual({
      siteId: 1,
      accountId: 8,
      categoryId: 3,
      date: '2026-11-03',
      amount: 1250.5,
      description: 'Asansör bakımı',
      invoiceNo: 'A-77',
    });
    expect(new Headers(call[1]?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The list is asked again so the new row and the total show.
    expect(callsTo(fetchMock, 'GET /api/siteadmin/expenses').length).toBeGreaterThan(1);
  });

  it('names the ticket the expense paid for, from the tickets still worked or just resolved', async () => {
    const fetchMock = mockFetch({
      ...baseRoutes,
      'GET /api/siteadmin/expenses': page([expense({ ticketId: 31 })]),
      'GET /api/siteadmin/tickets': ticketsByStatus([
        { id: 31, title: 'Asansör duruyor', status: 'in_progress', unitId: 5, block: 'A', doorNumber: '5' },
        { id: 35, title: 'Bahçe fıskiyesi', status: 'resolved', unitId: null, block: null, doorNumber: null },
      ]),
      'POST /api/siteadmin/expenses': expense({ id: 41, ticketId: 31 }),
    });
    renderPage();
    await screen.findByText('Ortak alan elektriği');
    // The row links to the ticket it paid for.
    expect(within(rowOf(10)).getByRole('link', { name: 'Talep #31' })).toHaveAttribute('href', '/tickets/31');
    await userEvent.click(screen.getByRole('button', { name: /Yeni Gider/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Yeni Gider' });
    const ticket = (await within(dialog).findByLabelText('Talep (isteğe bağlı)')) as HTMLSelectElement;
    await waitFor(() => expect(ticket).toBeEnabled());
    expect([...ticket.options].map((o) => o.text)).toEqual([
      'Talep yok',
      '#35 Bahçe fıskiyesi · Ortak alan · Çözüldü',
      '#31 Asansör duruyor · A / 5 · İşlemde',
    ]);
    // Closed and rejected tickets are not asked for.
    const statuses = callsTo(fetchMock, 'GET /api/siteadmin/tickets').map(([url]) =>
      new URL(String(url), 'http://x').searchParams.get('status'),
    );
    expect(statuses.sort()).toEqual(['assigned', 'in_progress', 'open', 'resolved']);
    await userEvent.selectOptions(ticket, '31');
    await userEvent.selectOptions(within(dialog).getByLabelText('Kategori'), '3');
    await userEvent.type(within(dialog).getByLabelText('Tutar (₺)'), '4.250');
    await userEvent.type(within(dialog).getByLabelText('Açıklama'), 'Asansör kapı motoru');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Gider kaydedildi')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'POST /api/siteadmin/expenses');
    expect(JSON.parse(String(call[1]?.body))).toMatchObject({ ticketId: 31, amount: 4250 });
  });

  it('records the expense without a ticket when the tickets cannot be read', async () => {
    mockFetch({
      ...baseRoutes,
      'GET /api/siteadmin/tickets': () =>
        envelopeResponse(null, { status: 500, message: 'Beklenmeyen bir hata oluştu.' }),
    });
    renderPage();
    await screen.findByText('Ortak alan elektriği');
    await userEvent.click(screen.getByRole('button', { name: /Yeni Gider/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Yeni Gider' });
    expect(await within(dialog).findByText(/Talepler yüklenemedi/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Talep (isteğe bağlı)')).toHaveValue('');
    // Said once in the form, not as a toast per request.
    expect(screen.queryByText('Beklenmeyen bir hata oluştu.')).toBeNull();
  });

  it('takes the invoice in the same step, and after a failed upload retries only the file', async () => {
    const sent: Array<{ url: string; answer: (status: number, body: unknown) => void }> = [];
    class Xhr {
      url = '';
      status = 0;
      responseText = '';
      withCredentials = false;
      upload = { onprogress: null };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      onabort: (() => void) | null = null;
      open(_method: string, url: string) {
        this.url = url;
      }
      setRequestHeader() {}
      getResponseHeader() {
        return null;
      }
      send() {
        sent.push({
          url: this.url,
          answer: (status, body) => {
            this.status = status;
            this.responseText = JSON.stringify(body);
            this.onload?.();
          },
        });
      }
    }
    vi.stubGlobal('XMLHttpRequest', Xhr);
    try {
      const fetchMock = mockFetch({ ...baseRoutes, 'POST /api/siteadmin/expenses': expense({ id: 40 }) });
      renderPage();
      await screen.findByText('Ortak alan elektriği');
      await userEvent.click(screen.getByRole('button', { name: /Yeni Gider/ }));
      const dialog = await screen.findByRole('dialog', { name: 'Yeni Gider' });
      await userEvent.selectOptions(await within(dialog).findByLabelText('Kategori'), '3');
      await userEvent.type(within(dialog).getByLabelText('Tutar (₺)'), '980');
      await userEvent.type(within(dialog).getByLabelText('Açıklama'), 'Su faturası');
      const pdf = new File(['%PDF-1.4'], 'fatura.pdf', { type: 'application/pdf' });
      await userEvent.upload(within(dialog).getByLabelText('Fatura / belge (isteğe bağlı)'), pdf);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
      await waitFor(() => expect(sent).toHaveLength(1));
      expect(sent[0].url).toBe('/api/siteadmin/expenses/40/attachments');
      // The upload is refused: the expense is saved, the dialog says so and offers the file again.
      sent[0].answer(415, { isSuccess: false, code: 'UnsupportedMediaType', message: 'Dosya türü desteklenmiyor.' });
      expect(await within(dialog).findByTestId('new-expense-file-error')).toHaveTextContent(
        'Gider kaydedildi, belge yüklenemedi',
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Belgeyi yükle' }));
      await waitFor(() => expect(sent).toHaveLength(2));
      sent[1].answer(201, {
        isSuccess: true,
        code: 'Success',
        message: 'Belge eklendi',
        data: { id: 1, fileName: 'fatura.pdf', contentType: 'application/pdf', size: 8 },
      });
      expect(await screen.findByText('Gider ve belgesi kaydedildi')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      // The expense itself was sent once.
      expect(callsTo(fetchMock, 'POST /api/siteadmin/expenses')).toHaveLength(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('reverses an expense with the reason and keeps the dialog open when the server refuses', async () => {
    let answer: Response = envelopeResponse(null, { status: 400, code: 'ValidationError', message: 'Neden gerekli.' });
    const fetchMock = mockFetch({ ...baseRoutes, 'POST /api/siteadmin/expenses/10/reverse': () => answer });
    renderPage();
    await screen.findByText('Ortak alan elektriği');
    await userEvent.click(within(rowOf(10)).getByRole('button', { name: 'Ortak alan elektriği için ters kayıt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ters Kayıt' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ters Kaydı Yap' }));
    expect(await screen.findByText('Neden gerekli.')).toBeInTheDocument();
    answer = envelopeResponse(expense({ id: 50, reversesId: 10, amount: -2450.5 }), { status: 201 });
    await userEvent.type(within(dialog).getByLabelText('İptal nedeni'), 'Mükerrer fatura');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ters Kaydı Yap' }));
    expect(await screen.findByText('Gider iptal edildi')).toBeInTheDocument();
    const calls = callsTo(fetchMock, 'POST /api/siteadmin/expenses/10/reverse');
    expect(JSON.parse(String(calls[1][1]?.body))).toEqual({ reason: 'Mükerrer fatura' });
    expect(new Headers(calls[1][1]?.headers).get('Idempotency-Key')).toBeTruthy();
  });

  it('adds a category', async () => {
    const fetchMock = mockFetch({
      ...baseRoutes,
      'POST /api/siteadmin/expense-categories': { id: 9, siteId: 1, name: 'Bahçe' },
    });
    renderPage();
    await screen.findByText('Ortak alan elektriği');
    await userEvent.click(screen.getByRole('button', { name: /Kategori Ekle/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Kategori Ekle' });
    await userEvent.type(within(dialog).getByLabelText('Kategori adı'), 'Bahçe');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Kategori oluşturuldu')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'POST /api/siteadmin/expense-categories');
    expect(JSON.parse(String(call[1]?.body))).toEqual({ siteId: 1, name: 'Bahçe' });
  });

  it('switches site, and shows the empty and error states', async () => {
    const fetchMock = mockFetch({
      ...baseRoutes,
      'GET /api/siteadmin/sites': [GUNES, DENIZ],
      'GET /api/siteadmin/expenses': (url: string) =>
        url.includes('siteId=2')
          ? envelopeResponse(null, { status: 500, message: 'Beklenmeyen bir hata oluştu.' })
          : envelopeResponse(page([])),
    });
    renderPage();
    expect(await screen.findByText('Bu seçimde gider bulunmuyor.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Site'), '2');
    expect(await screen.findByText('Giderler yüklenirken hata oluştu.')).toBeInTheDocument();
    expect(
      callsTo(fetchMock, 'GET /api/siteadmin/expense-categories').some(([u]) => String(u).includes('siteId=2')),
    ).toBe(true);
  });

  it('says when the manager has no site, and when the sites cannot be read', async () => {
    mockFetch({ 'GET /api/siteadmin/sites': [] });
    const { unmount } = renderPage();
    expect(await screen.findByText('Yönettiğiniz bir site bulunmuyor.')).toBeInTheDocument();
    unmount();
    mockFetch({ 'GET /api/siteadmin/sites': () => envelopeResponse(null, { status: 500 }) });
    renderPage();
    expect(await screen.findByText('Siteler yüklenirken hata oluştu.')).toBeInTheDocument();
  });
});
