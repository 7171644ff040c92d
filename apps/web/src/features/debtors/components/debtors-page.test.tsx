import type { AdminSiteDto, DebtorDto, DebtorList } from '@aidat/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelopeResponse, mockFetch } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';
import { DebtorsPage } from './debtors-page';

const GUNES: AdminSiteDto = {
  id: 1,
  name: 'Güneş Sitesi',
  address: 'x',
  blockCount: 2,
  unitCount: 24,
  monthlyDuesAmount: 1250,
};

const debtor = (over: Partial<DebtorDto>): DebtorDto => ({
  unitId: 1,
  block: 'A',
  doorNumber: '1',
  residentName: null,
  residentPhone: null,
  duesDebt: 0,
  additionalChargeDebts: [],
  lateFeeDebt: 0,
  lateFeeAccrued: 0,
  totalDebt: 0,
  oldestUnpaidMonth: null,
  monthsOverdue: 0,
  enforcement: false,
  enforcementStartedAt: null,
  duesAskedOf: 'owners',
  tenantName: null,
  tenantPhone: null,
  ownerNames: [],
  ...over,
});

const LIST: DebtorList = {
  rows: [
    debtor({
      unitId: 1,
      block: 'A',
      doorNumber: '2',
      residentName: 'İsmail Işık',
      duesAskedOf: 'tenant',
      tenantName: 'Ece Bulut',
      tenantPhone: '+90 (533) 000 01 04',
      ownerNames: ['Levent Tunç'],
      duesDebt: -2500,
      totalDebt: -2500,
      oldestUnpaidMonth: '2026-09',
      monthsOverdue: 2,
    }),
    debtor({
      unitId: 2,
      block: 'B',
      doorNumber: '10',
      residentName: 'Zeynep Kaya',
      residentPhone: '+90 (555) 000 00 04',
      duesDebt: -1250.5,
      additionalChargeDebts: [{ additionalChargeId: 9, title: 'Çatı Onarımı', debt: -1300, askedOf: 'owners' }],
      lateFeeDebt: -25,
      lateFeeAccrued: 12.5,
      totalDebt: -2575.5,
      oldestUnpaidMonth: '2026-10',
      monthsOverdue: 1,
    }),
  ],
  additionalCharges: [{ additionalChargeId: 9, title: 'Çatı Onarımı' }],
  totals: {
    duesDebt: -3750.5,
    additionalChargeDebt: -1300,
    lateFeeDebt: -25,
    lateFeeAccrued: 12.5,
    totalDebt: -5075.5,
  },
};

configure({ asyncUtilTimeout: 5_000 });

const units = () => screen.getAllByTestId('debtor-row').map((r) => within(r).getByRole('rowheader').textContent);

describe('DebtorsPage', { timeout: 20_000 }, () => {
  it('lists the largest debts first with each ek bütçe, totals, and downloads of the same selection', async () => {
    mockFetch({ 'GET /api/siteadmin/sites': [GUNES], 'GET /api/siteadmin/sites/1/debtors': LIST });
    renderAt('/debtors', <DebtorsPage />);
    expect(await screen.findByRole('heading', { name: 'Borçlu Listesi' })).toBeInTheDocument();
    await screen.findAllByTestId('debtor-row');
    // Debts arrive negative: the most negative total is the largest debt, so B / 10 comes first.
    expect(units()).toEqual(['B / 10', 'A / 2']);
    expect(screen.getByRole('columnheader', { name: 'Çatı Onarımı' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Gecikme tazminatı' })).toBeInTheDocument();
    // Shown as §5 balances: with their sign, Turkish grouping, and red while owed.
    const first = screen.getAllByTestId('debtor-row')[0];
    expect(within(first).getByText('-1.300,00 ₺')).toHaveClass('text-danger');
    expect(within(first).getByText('-25,00 ₺')).toHaveClass('text-danger');
    expect(within(first).getByText('-2.575,50 ₺')).toHaveClass('text-danger');
    // The fees owed today say how much of them accrued to today; the resident's phone is a call away.
    expect(within(first).getByTestId('debtor-fee-accrued')).toHaveTextContent('12,50 ₺ bugüne kadar işleyen');
    expect(within(first).getByRole('link', { name: /\+90 \(555\) 000 00 04/ })).toHaveAttribute(
      'href',
      'tel:+905550000004',
    );
    // Whom to ask (PRODUCT.md §16): A/2's unpaid dues fall in its tenancy, so the tenant, with a number.
    const second = screen.getAllByTestId('debtor-row')[1];
    expect(within(second).getByTestId('debtor-asked-of')).toHaveTextContent('Aidat kiracıdan: Ece Bulut');
    expect(within(second).getByRole('link', { name: /\+90 \(533\) 000 01 04/ })).toHaveAttribute(
      'href',
      'tel:+905330000104',
    );
    expect(within(first).queryByTestId('debtor-asked-of')).toBeNull();
    expect(screen.getByTestId('debtors-totals')).toHaveTextContent('-5.075,50 ₺');
    expect(screen.getByRole('link', { name: /Excel/ })).toHaveAttribute(
      'href',
      '/api/siteadmin/sites/1/debtors.xlsx?minMonthsOverdue=0',
    );
  });

  it('sorts by a column, searches by resident the Turkish way, and filters by months overdue on the server', async () => {
    const fetchMock = mockFetch({
      'GET /api/siteadmin/sites': [GUNES],
      'GET /api/siteadmin/sites/1/debtors': (url: string) =>
        envelopeResponse(
          new URL(url, 'http://x').searchParams.get('minMonthsOverdue') === '2'
            ? { ...LIST, rows: [LIST.rows[0]] }
            : LIST,
        ),
    });
    renderAt('/debtors', <DebtorsPage />);
    await screen.findAllByTestId('debtor-row');
    await userEvent.click(screen.getByRole('button', { name: 'Daire sütununa göre sırala' }));
    expect(units()).toEqual(['A / 2', 'B / 10']);
    await userEvent.click(screen.getByRole('button', { name: 'Daire sütununa göre sırala' }));
    expect(units()).toEqual(['B / 10', 'A / 2']);
    // Dues: A / 2 owes more dues (-2.500,00 against -1.250,50), so it leads the largest first.
    await userEvent.click(screen.getByRole('button', { name: 'Aidat sütununa göre sırala' }));
    expect(units()).toEqual(['A / 2', 'B / 10']);
    await userEvent.click(screen.getByRole('button', { name: 'Aidat sütununa göre sırala' }));
    expect(units()).toEqual(['B / 10', 'A / 2']);
    await userEvent.type(screen.getByLabelText('Ara'), 'ismail');
    expect(units()).toEqual(['A / 2']);
    expect(screen.getByTestId('debtors-totals')).toHaveTextContent('-2.500,00 ₺');
    await userEvent.clear(screen.getByLabelText('Ara'));
    await userEvent.selectOptions(screen.getByLabelText('Geciken ay'), '2 ay ve üzeri');
    expect(await screen.findByText('1 daire')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([u]) => String(u))).toContain('/api/siteadmin/sites/1/debtors?minMonthsOverdue=2');
  });

  it('offers the SMS reminder to units owing more than N months, starting from the list on screen', async () => {
    const previews: unknown[] = [];
    mockFetch({
      'GET /api/siteadmin/sites': [GUNES],
      'GET /api/siteadmin/sites/1/debtors': (url: string) =>
        envelopeResponse(
          new URL(url, 'http://x').searchParams.get('minMonthsOverdue') === '2'
            ? { ...LIST, rows: [LIST.rows[0]] }
            : LIST,
        ),
      'POST /api/siteadmin/sites/1/sms-campaigns/preview': (_url: string, init?: RequestInit) => {
        previews.push(JSON.parse(String(init?.body)));
        return envelopeResponse({
          kind: 'debtReminder',
          messageCount: 0,
          pricePerMessage: 0.25,
          totalCost: 0,
          recipients: [],
          skipped: [],
        });
      },
    });
    renderAt('/debtors', <DebtorsPage />);
    await screen.findAllByTestId('debtor-row');
    await userEvent.selectOptions(screen.getByLabelText('Geciken ay'), '2 ay ve üzeri');
    await screen.findByText('1 daire');
    // The list shows "2 or more" months; the reminder says the same set as "more than 1".
    const months = screen.getByLabelText('Kaç aydan fazla borcu olanlara');
    expect(months).toHaveValue(1);
    expect(months.closest('.input-group')).toHaveTextContent(/^Borcu\s*aydan fazla olanlara\s*SMS hatırlatma$/);
    await userEvent.clear(months);
    await userEvent.type(months, '3');
    await userEvent.click(screen.getByTestId('sms-reminder-button'));
    expect(await screen.findByText('Borç hatırlatma SMS’i (3 aydan fazla geciken)')).toBeInTheDocument();
    expect(previews).toEqual([{ kind: 'debtReminder', monthsOverdueMoreThan: 3 }]);
  });

  it('marks the units under icra with the day it started, and filters on icra in the list and its downloads', async () => {
    const underIcra = { ...LIST.rows[1], enforcement: true, enforcementStartedAt: '2026-01-05' };
    const fetchMock = mockFetch({
      'GET /api/siteadmin/sites': [GUNES],
      'GET /api/siteadmin/sites/1/debtors': (url: string) => {
        const enforcement = new URL(url, 'http://x').searchParams.get('enforcement');
        const rows = [LIST.rows[0], underIcra].filter(
          (r) => enforcement === null || String(r.enforcement) === enforcement,
        );
        return envelopeResponse({ ...LIST, rows });
      },
    });
    renderAt('/debtors', <DebtorsPage />);
    await screen.findAllByTestId('debtor-row');
    expect(screen.getByRole('columnheader', { name: 'İcra' })).toBeInTheDocument();
    const badge = within(screen.getAllByTestId('debtor-row')[0]).getByTestId('debtor-enforcement');
    expect(badge).toHaveTextContent('İcra05.01.2026');
    expect(badge).toHaveAttribute('title', '05.01.2026 tarihinden beri icra takibinde');
    expect(within(screen.getAllByTestId('debtor-row')[1]).queryByTestId('debtor-enforcement')).toBeNull();
    // 'Tümü' sends no icra filter at all: the server's default, both.
    expect(fetchMock.mock.calls.map(([u]) => String(u))).toContain('/api/siteadmin/sites/1/debtors?minMonthsOverdue=0');

    const filter = screen.getByLabelText('İcra takibi');
    await userEvent.selectOptions(filter, 'Sadece icradakiler');
    expect(await screen.findByText('1 daire')).toBeInTheDocument();
    expect(units()).toEqual(['B / 10']);
    expect(fetchMock.mock.calls.map(([u]) => String(u))).toContain(
      '/api/siteadmin/sites/1/debtors?minMonthsOverdue=0&enforcement=true',
    );
    expect(screen.getByRole('link', { name: /Excel/ })).toHaveAttribute(
      'href',
      '/api/siteadmin/sites/1/debtors.xlsx?minMonthsOverdue=0&enforcement=true',
    );

    await userEvent.selectOptions(filter, 'İcradakiler hariç');
    await waitFor(() => expect(units()).toEqual(['A / 2']));
    expect(fetchMock.mock.calls.map(([u]) => String(u))).toContain(
      '/api/siteadmin/sites/1/debtors?minMonthsOverdue=0&enforcement=false',
    );
    expect(screen.getByRole('link', { name: /CSV/ })).toHaveAttribute(
      'href',
      '/api/siteadmin/sites/1/debtors.csv?minMonthsOverdue=0&enforcement=false',
    );
  });

  it('says when nobody owes, and when the list cannot be loaded', async () => {
    mockFetch({
      'GET /api/siteadmin/sites': [GUNES],
      'GET /api/siteadmin/sites/1/debtors': { ...LIST, rows: [], additionalCharges: [] },
    });
    const { unmount } = renderAt('/debtors', <DebtorsPage />);
    expect(await screen.findByText('Bu seçimde borçlu daire yok.')).toBeInTheDocument();
    unmount();
    mockFetch({
      'GET /api/siteadmin/sites': [GUNES],
      'GET /api/siteadmin/sites/1/debtors': () => envelopeResponse(null, { status: 500, isSuccess: false }),
    });
    renderAt('/debtors', <DebtorsPage />);
    expect(await screen.findByText('Borçlu listesi yüklenirken hata oluştu.')).toBeInTheDocument();
  });
});
