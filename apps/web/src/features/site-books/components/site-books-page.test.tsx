import type { ExpenseDto, ExpensesPage, MonthlyReportDto, MyUnit } from '@aidat/shared';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse, mockFetch } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';
import { SiteBooksPage } from './site-books-page';

const UNITS: MyUnit[] = [
  {
    unitId: 1,
    siteId: 2,
    siteName: 'Deniz Sitesi',
    block: 'C',
    doorNumber: '3',
    paymentReference: 'DNZ-C3',
    relations: ['resident'],
  },
  {
    unitId: 5,
    siteId: 1,
    siteName: 'Güneş Sitesi',
    block: 'A',
    doorNumber: '5',
    paymentReference: 'GNS-A5',
    relations: ['resident'],
  },
  {
    unitId: 6,
    siteId: 1,
    siteName: 'Güneş Sitesi',
    block: 'A',
    doorNumber: '6',
    paymentReference: 'GNS-A6',
    relations: ['resident'],
  },
];

const report = (siteId: number, siteName: string, month: string): MonthlyReportDto => ({
  siteId,
  siteName,
  month,
  income: { dues: 25000, additional: [{ additionalChargeId: 9, title: 'Çatı Onarımı', amount: 5000 }], total: 30000 },
  expenses: {
    byCategory: [
      { categoryId: 3, name: 'Elektrik', amount: 4200 },
      { categoryId: 4, name: 'Temizlik', amount: 3000 },
    ],
    total: 7200,
  },
  accounts: [],
  totals: { opening: 0, closing: 0 },
  charged: 34000,
  collected: 29750,
  collectionRate: 0.875,
  receivables: 12500,
});

const line = (over: Partial<ExpenseDto>): ExpenseDto => ({
  id: 10,
  siteId: 1,
  accountId: 8,
  accountName: 'Ziraat',
  categoryId: 3,
  categoryName: 'Elektrik',
  date: '2026-11-05T09:00:00.000Z',
  amount: 4200,
  description: 'Ortak alan elektriği',
  vendor: 'Enerjisa',
  invoiceNo: 'E-11',
  reversesId: null,
  reversalReason: null,
  reversed: false,
  ticketId: null,
  createdBy: null,
  attachments: [{ id: 5, fileName: 'fatura.pdf', contentType: 'application/pdf', size: 1000 }],
  ...over,
});

const LINES: ExpensesPage = {
  data: [
    line({}),
    line({
      id: 11,
      categoryId: 4,
      categoryName: 'Temizlik',
      description: 'Merdiven temizliği',
      amount: 3000,
      attachments: [],
    }),
  ],
  page: 1,
  pageSize: 200,
  totalCount: 2,
  totalPages: 1,
  total: 7200,
};

const monthOf = (url: string) => new URL(url, 'http://x').searchParams.get('month') ?? '';

const routes = {
  'GET /api/me/units': UNITS,
  'GET /api/me/sites/1/reports/monthly': (url: string) => envelopeResponse(report(1, 'Güneş Sitesi', monthOf(url))),
  'GET /api/me/sites/2/reports/monthly': (url: string) => envelopeResponse(report(2, 'Deniz Sitesi', monthOf(url))),
  'GET /api/me/sites/1/expenses': LINES,
};

configure({ asyncUtilTimeout: 5_000 });

describe('SiteBooksPage', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it("shows the site's month: income by type, expenses by category and the collection rate", async () => {
    const fetchMock = mockFetch(routes);
    renderAt('/site-books', <SiteBooksPage />);
    expect(screen.getByRole('heading', { name: 'Sitemizin Hesapları' })).toBeInTheDocument();
    expect(await screen.findByTestId('collection-rate')).toHaveTextContent('%87,5');
    expect(screen.getByRole('heading', { name: 'Deniz Sitesi • Kasım 2026' })).toBeInTheDocument();
    expect(screen.getByText('29.750,00 ₺ / 34.000,00 ₺')).toBeInTheDocument();
    expect(within(screen.getByTestId('books-income')).getByText('Ek bütçe: Çatı Onarımı')).toBeInTheDocument();
    expect(within(screen.getByTestId('books-expenses')).getByRole('button', { name: /Elektrik/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    // A resident's page never reads the managers' API, nor the expense lines before a category is opened.
    const urls = fetchMock.mock.calls.map(([u]) => String(u));
    expect(urls.every((u) => u.startsWith('/api/me/'))).toBe(true);
    expect(urls.some((u) => u.includes('/expenses'))).toBe(false);
  });

  it('offers the sites of the user’s units and opens a category to its lines with invoice links', async () => {
    const fetchMock = mockFetch(routes);
    renderAt('/site-books', <SiteBooksPage />);
    await screen.findByTestId('collection-rate');
    const select = screen.getByLabelText('Site');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Deniz Sitesi', 'Güneş Sitesi']);
    await userEvent.selectOptions(select, '1');
    expect(screen.getByRole('heading', { name: 'Güneş Sitesi • Kasım 2026' })).toBeInTheDocument();

    const electricity = await screen.findByRole('button', { name: /Elektrik/ });
    await userEvent.click(electricity);
    expect(electricity).toHaveAttribute('aria-expanded', 'true');
    const lines = await screen.findByRole('list', { name: 'Elektrik gider kalemleri' });
    expect(within(lines).getAllByTestId('expense-line')).toHaveLength(1);
    expect(within(lines).getByText('Ortak alan elektriği')).toBeInTheDocument();
    expect(within(lines).queryByText('Merdiven temizliği')).toBeNull();
    const link = within(lines).getByRole('link', { name: 'fatura.pdf (yeni sekmede açılır)' });
    expect(link).toHaveAttribute('href', '/api/me/sites/1/expenses/10/attachments/5');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    expect(
      fetchMock.mock.calls.some(([u]) => String(u) === '/api/me/sites/1/expenses?month=2026-11&page=1&pageSize=200'),
    ).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: /Temizlik/ }));
    expect(await screen.findByText('Merdiven temizliği')).toBeInTheDocument();
    expect(screen.queryByText('Ortak alan elektriği')).toBeNull();
  });

  it('steps back a month and offers nothing after this one', async () => {
    mockFetch(routes);
    renderAt('/site-books', <SiteBooksPage />);
    await screen.findByTestId('collection-rate');
    expect(screen.getByRole('heading', { name: 'Deniz Sitesi • Kasım 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sonraki ay' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Önceki ay' }));
    expect(await screen.findByRole('heading', { name: 'Deniz Sitesi • Ekim 2026' })).toBeInTheDocument();
    await screen.findByTestId('collection-rate');
  });

  it('tells someone without a unit that there is nothing to show, with one site no selector', async () => {
    mockFetch({ 'GET /api/me/units': [] });
    const { unmount } = renderAt('/site-books', <SiteBooksPage />);
    expect(
      await screen.findByText('Kayıtlı daireniz olmadığı için görebileceğiniz bir site hesabı bulunmuyor.'),
    ).toBeInTheDocument();
    unmount();
    mockFetch({ ...routes, 'GET /api/me/units': UNITS.slice(1) });
    renderAt('/site-books', <SiteBooksPage />);
    expect(await screen.findByRole('heading', { name: 'Güneş Sitesi • Kasım 2026' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Site')).toBeNull();
  });

  it('shows the error states of the units, the report and the lines', async () => {
    mockFetch({ 'GET /api/me/units': () => envelopeResponse(null, { status: 500 }) });
    const { unmount } = renderAt('/site-books', <SiteBooksPage />);
    expect(await screen.findByText('Siteleriniz yüklenirken hata oluştu.')).toBeInTheDocument();
    unmount();
    mockFetch({
      ...routes,
      'GET /api/me/units': UNITS.slice(1),
      'GET /api/me/sites/1/expenses': () => envelopeResponse(null, { status: 500 }),
    });
    renderAt('/site-books', <SiteBooksPage />);
    await userEvent.click(await screen.findByRole('button', { name: /Elektrik/ }));
    expect(await screen.findByText('Gider kalemleri yüklenirken hata oluştu.')).toBeInTheDocument();
  });
});
