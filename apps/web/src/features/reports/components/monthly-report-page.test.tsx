import type { AdminSiteDto, MonthlyReportDto } from '@aidat/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse, mockFetch } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';
import { MonthlyReportPage } from './monthly-report-page';

const GUNES: AdminSiteDto = {
  id: 1,
  name: 'Güneş Sitesi',
  address: 'x',
  blockCount: 2,
  unitCount: 24,
  monthlyDuesAmount: 1250,
};

const report = (month: string, over: Partial<MonthlyReportDto> = {}): MonthlyReportDto => ({
  siteId: 1,
  siteName: 'Güneş Sitesi',
  month,
  income: {
    dues: 25000,
    additional: [{ additionalChargeId: 9, title: 'Çatı Onarımı', amount: 5000 }],
    total: 30000,
  },
  expenses: {
    byCategory: [
      { categoryId: 3, name: 'Elektrik', amount: 4200 },
      { categoryId: 4, name: 'Temizlik', amount: 3000 },
    ],
    total: 7200,
  },
  accounts: [
    {
      id: 7,
      name: 'Kasa',
      kind: 'kasa',
      opening: 2000,
      income: 5000,
      expenses: 1200,
      transfersIn: 0,
      transfersOut: 3000,
      closing: 2800,
    },
    {
      id: 8,
      name: 'Ziraat',
      kind: 'banka',
      opening: 40000,
      income: 25000,
      expenses: 6000,
      transfersIn: 3000,
      transfersOut: 0,
      closing: 62000,
    },
  ],
  totals: { opening: 42000, closing: 64800 },
  charged: 34000,
  collected: 29750,
  collectionRate: 0.875,
  receivables: 12500,
  ...over,
});

const reportCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((u) => u.includes('/reports/monthly'));

configure({ asyncUtilTimeout: 5_000 });

describe('MonthlyReportPage', { timeout: 20_000 }, () => {
  beforeEach(() => {
    // 30 Nov 22:00 UTC is already December in Istanbul: the report opens on Istanbul's month.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-30T22:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('opens on this month in Istanbul and shows the accounts, income, expenses and collection', async () => {
    const fetchMock = mockFetch({
      'GET /api/siteadmin/sites': [GUNES],
      'GET /api/siteadmin/sites/1/reports/monthly': (url: string) =>
        envelopeResponse(report(new URL(url, 'http://x').searchParams.get('month') ?? '')),
    });
    renderAt('/monthly-report', <MonthlyReportPage />);
    expect(await screen.findByRole('heading', { name: 'Güneş Sitesi • Aralık 2026' })).toBeInTheDocument();
    expect(reportCalls(fetchMock)).toEqual(['/api/siteadmin/sites/1/reports/monthly?month=2026-12']);
    expect(screen.getByTestId('collection-rate')).toHaveTextContent('%87,5');
    const summary = screen.getByTestId('report-summary');
    expect(within(summary).getByText('42.000,00 ₺')).toBeInTheDocument();
    expect(within(summary).getByText('64.800,00 ₺')).toBeInTheDocument();
    expect(within(summary).getByText('12.500,00 ₺')).toBeInTheDocument();
    const rows = within(screen.getByTestId('report-accounts')).getAllByTestId('report-account');
    expect(within(rows[1]).getByText('Ziraat')).toBeInTheDocument();
    expect(within(rows[1]).getByText('62.000,00 ₺')).toBeInTheDocument();
    const income = screen.getByTestId('report-income');
    expect(within(income).getByText('Ek bütçe: Çatı Onarımı')).toBeInTheDocument();
    expect(within(income).getByText('30.000,00 ₺')).toBeInTheDocument();
    expect(within(screen.getByTestId('report-expenses')).getByText('Elektrik')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'PDF olarak aç' })).toHaveAttribute(
      'href',
      '/api/siteadmin/sites/1/reports/monthly.pdf?month=2026-12',
    );
    const ledger = screen.getByRole('link', { name: 'Defteri Excel olarak indir' });
    expect(ledger).toHaveAttribute('href', '/api/siteadmin/sites/1/ledger.xlsx?from=2026-12-01&to=2026-12-31');
    expect(ledger).toHaveAttribute('download');
    // No month after this one.
    expect(screen.getByRole('button', { name: 'Sonraki ay' })).toBeDisabled();
  });

  it('steps to the previous month and back', async () => {
    const fetchMock = mockFetch({
      'GET /api/siteadmin/sites': [GUNES],
      'GET /api/siteadmin/sites/1/reports/monthly': (url: string) =>
        envelopeResponse(report(new URL(url, 'http://x').searchParams.get('month') ?? '')),
    });
    renderAt('/monthly-report', <MonthlyReportPage />);
    await screen.findByRole('heading', { name: /Aralık 2026/ });
    await userEvent.click(screen.getByRole('button', { name: 'Önceki ay' }));
    expect(await screen.findByRole('heading', { name: 'Güneş Sitesi • Kasım 2026' })).toBeInTheDocument();
    expect(screen.getByLabelText('Ay')).toHaveValue('2026-11');
    // The ledger download follows the month shown.
    expect(screen.getByRole('link', { name: 'Defteri Excel olarak indir' })).toHaveAttribute(
      'href',
      '/api/siteadmin/sites/1/ledger.xlsx?from=2026-11-01&to=2026-11-30',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sonraki ay' }));
    await screen.findByRole('heading', { name: /Aralık 2026/ });
    expect(reportCalls(fetchMock).some((u) => u.endsWith('month=2026-11'))).toBe(true);
  });

  it('shows a month without charges or expenses, and a failed report', async () => {
    mockFetch({
      'GET /api/siteadmin/sites': [GUNES],
      'GET /api/siteadmin/sites/1/reports/monthly': (url: string) =>
        url.endsWith('2026-12')
          ? envelopeResponse(
              report('2026-12', { collectionRate: null, charged: 0, expenses: { byCategory: [], total: 0 } }),
            )
          : envelopeResponse(null, { status: 500 }),
    });
    renderAt('/monthly-report', <MonthlyReportPage />);
    expect(await screen.findByText('Bu ay tahakkuk yok.')).toBeInTheDocument();
    expect(screen.getByTestId('collection-rate')).toHaveTextContent('-');
    expect(screen.getByText('Bu ay gider kaydı yok.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Önceki ay' }));
    expect(await screen.findByText('Rapor yüklenirken hata oluştu.')).toBeInTheDocument();
  });

  it('says when the manager has no site', async () => {
    mockFetch({ 'GET /api/siteadmin/sites': [] });
    renderAt('/monthly-report', <MonthlyReportPage />);
    await waitFor(() => expect(screen.getByText('Yönettiğiniz bir site bulunmuyor.')).toBeInTheDocument());
  });
});
