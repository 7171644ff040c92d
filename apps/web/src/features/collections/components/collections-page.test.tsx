import type { AccountDto, AdminSiteDto, LedgerEntryDto, UnitCollectionDto } from '@aidat/shared';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelopeResponse, mockFetch } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';
import { CollectionsPage } from './collections-page';

const GUNES: AdminSiteDto = {
  id: 1,
  name: 'Güneş Sitesi',
  address: 'x',
  blockCount: 2,
  unitCount: 24,
  monthlyDuesAmount: 1250,
};

const account = (over: Partial<AccountDto>): AccountDto => ({
  id: 1,
  siteId: 1,
  name: 'Kasa',
  kind: 'kasa',
  iban: null,
  openingBalance: 0,
  openingDate: '2026-01-01',
  isDefault: false,
  balance: 0,
  ...over,
});
const BANK = account({ id: 2, name: 'Ziraat', kind: 'banka', iban: 'TR330006100519786457841326', isDefault: true });
const KASA = account({ id: 1, name: 'Kasa' });

const UNITS: UnitCollectionDto[] = [
  {
    unitId: 5,
    block: 'A',
    doorNumber: '5',
    residentName: 'Mehmet Demir',
    tenantName: null,
    ownerNames: ['Mehmet Demir'],
    duesDebt: -1250,
    charges: [{ additionalChargeId: 9, title: 'Çatı Onarımı', debt: -2500.5, chargedTo: 'owner' }],
    lateFeeDebt: 0,
    lateFeeAccrued: 0,
  },
  {
    unitId: 6,
    block: 'A',
    doorNumber: '6',
    residentName: null,
    tenantName: null,
    ownerNames: [],
    duesDebt: 0,
    charges: [],
    lateFeeDebt: 0,
    lateFeeAccrued: 0,
  },
  {
    unitId: 7,
    block: 'B',
    doorNumber: '1',
    residentName: 'Zeynep Kaya',
    tenantName: null,
    ownerNames: ['Zeynep Kaya'],
    duesDebt: -900,
    charges: [],
    lateFeeDebt: 0,
    lateFeeAccrued: 0,
  },
];

const payment = (over: Partial<LedgerEntryDto>): LedgerEntryDto => ({
  id: 100,
  unitId: 5,
  type: 'aidat_payment',
  description: 'Aidat ödemesi',
  date: '2026-11-20T09:00:00.000Z',
  amount: 500,
  additionalChargeId: null,
  reversesId: null,
  reversalReason: null,
  reversed: false,
  createdBy: 'Ayşe Yılmaz',
  accountId: 2,
  accountName: 'Ziraat',
  method: 'havale',
  receiptNo: null,
  ...over,
});

const baseRoutes = {
  'GET /api/siteadmin/sites': [GUNES],
  'GET /api/siteadmin/accounts': [BANK, KASA],
  'GET /api/siteadmin/sites/1/collections': UNITS,
};

const BATCH = 'POST /api/siteadmin/payments/batch';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function sends(fetchMock: ReturnType<typeof mockFetch>, route: string) {
  return fetchMock.mock.calls
    .filter(([url, init]) => `${init?.method ?? 'GET'} ${String(url).split('?')[0]}` === route)
    .map(([, init]) => ({
      key: new Headers(init?.headers).get('Idempotency-Key'),
      body: JSON.parse(String(init?.body)),
    }));
}

const amountField = (label: string) => screen.getByLabelText(`${label} tahsil edilen tutar`);
const rowOf = (key: string) =>
  screen.getAllByTestId('debt-row').find((r) => r.getAttribute('data-line') === key) as HTMLElement;

configure({ asyncUtilTimeout: 5_000 });

describe('CollectionsPage', { timeout: 20_000 }, () => {
  it('lists one row per debt line with the debt pre-filled, the default account and its method chosen', async () => {
    mockFetch(baseRoutes);
    renderAt('/collections', <CollectionsPage />);
    expect(screen.getByTestId('loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Tahsilat' })).toBeInTheDocument();
    await screen.findByText('Zeynep Kaya');
    expect(screen.getAllByTestId('debt-row')).toHaveLength(4);
    expect(amountField('A-5 Aidat')).toHaveValue('1.250,00');
    expect(amountField('A-5 Ek bütçe: Çatı Onarımı')).toHaveValue('2.500,50');
    // Paid up: nothing to pre-fill, but an advance can still be typed.
    expect(amountField('A-6 Aidat')).toHaveValue('');
    expect(within(rowOf('6:aidat')).getByText('Sakin yok')).toBeInTheDocument();
    expect(screen.getByLabelText('Hesap')).toHaveValue('2');
    expect(screen.getByLabelText('Ödeme yöntemi')).toHaveValue('havale');
    expect(screen.getByRole('option', { name: 'Havale/EFT' })).toBeInTheDocument();
    expect(screen.getByTestId('collection-total')).toHaveTextContent('0,00 ₺');
    // A kasa takes cash unless the manager picked a method.
    await userEvent.selectOptions(screen.getByLabelText('Hesap'), '1');
    expect(screen.getByLabelText('Ödeme yöntemi')).toHaveValue('nakit');
  });

  it('records two rows by keyboard as one batch with an Idempotency-Key, then shows the summary and refreshes', async () => {
    let collectionsLoads = 0;
    const fetchMock = mockFetch({
      ...baseRoutes,
      'GET /api/siteadmin/sites/1/collections': () => {
        collectionsLoads += 1;
        return envelopeResponse(UNITS);
      },
      [BATCH]: () =>
        envelopeResponse([payment({ amount: 1250 }), payment({ id: 101, unitId: 7, amount: 450.25 })], { status: 201 }),
    });
    renderAt('/collections', <CollectionsPage />);
    await screen.findByText('Zeynep Kaya');

    // Space ticks the first row with its pre-filled debt; Enter moves to the next amount.
    amountField('A-5 Aidat').focus();
    await userEvent.keyboard(' ');
    expect(screen.getByLabelText('A-5 Aidat tahsilata dahil')).toBeChecked();
    await userEvent.keyboard('{Enter}');
    expect(amountField('A-5 Ek bütçe: Çatı Onarımı')).toHaveFocus();
    // Tab skips the checkboxes: amount to amount.
    await userEvent.tab();
    expect(amountField('A-6 Aidat')).toHaveFocus();
    await userEvent.tab();
    expect(amountField('B-1 Aidat')).toHaveFocus();
    // Typing a different amount ticks the row; Enter in the last amount saves.
    await userEvent.clear(amountField('B-1 Aidat'));
    await userEvent.type(amountField('B-1 Aidat'), '450,25');
    expect(screen.getByLabelText('B-1 Aidat tahsilata dahil')).toBeChecked();
    expect(screen.getByTestId('collection-total')).toHaveTextContent('1.700,25 ₺');
    expect(within(rowOf('7:aidat')).getAllByRole('cell')[0]).toHaveTextContent('2');
    await userEvent.keyboard('{Enter}');

    const summary = await screen.findByTestId('batch-summary');
    expect(summary).toHaveTextContent('2 ödeme kaydedildi');
    expect(summary).toHaveTextContent('1.700,25 ₺');
    expect(within(summary).getByText(/Ziraat/)).toHaveTextContent('Ziraat: 1.700,25 ₺');
    const [sent] = sends(fetchMock, BATCH);
    expect(sends(fetchMock, BATCH)).toHaveLength(1);
    expect(sent.key).toMatch(UUID);
    expect(sent.body).toEqual({
      siteId: 1,
      accountId: 2,
      method: 'havale',
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      items: [
        { unitId: 5, kind: 'aidat', amount: 1250 },
        { unitId: 7, kind: 'aidat', amount: 450.25 },
      ],
    });
    // The debts are loaded again and the ticks cleared for the next batch.
    await waitFor(() => expect(collectionsLoads).toBe(2));
    expect(screen.getByLabelText('A-5 Aidat tahsilata dahil')).not.toBeChecked();
    expect(screen.getByTestId('collection-total')).toHaveTextContent('0,00 ₺');
  });

  it('records a double click once', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fetchMock = mockFetch({
      ...baseRoutes,
      [BATCH]: () => gate.then(() => envelopeResponse([payment({})], { status: 201 })),
    });
    renderAt('/collections', <CollectionsPage />);
    await screen.findByText('Zeynep Kaya');
    await userEvent.click(screen.getByLabelText('A-5 Aidat tahsilata dahil'));
    const save = screen.getByRole('button', { name: 'Kaydet' });
    fireEvent.click(save);
    fireEvent.click(save);
    release();
    expect(await screen.findByTestId('batch-summary')).toHaveTextContent('1 ödeme kaydedildi');
    expect(sends(fetchMock, BATCH)).toHaveLength(1);
  });

  it('names the row of an amount it cannot send, and sends nothing', async () => {
    const fetchMock = mockFetch(baseRoutes);
    renderAt('/collections', <CollectionsPage />);
    await screen.findByText('Zeynep Kaya');
    await userEvent.click(screen.getByLabelText('A-5 Aidat tahsilata dahil'));
    await userEvent.type(amountField('A-6 Aidat'), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByTestId('collection-problem')).toHaveTextContent(
      '2. satır: Tutar sıfırdan büyük olmalıdır.',
    );
    expect(amountField('A-6 Aidat')).toHaveAttribute('aria-invalid', 'true');
    expect(sends(fetchMock, BATCH)).toHaveLength(0);

    await userEvent.click(screen.getByLabelText('A-5 Aidat tahsilata dahil'));
    await userEvent.click(screen.getByLabelText('A-6 Aidat tahsilata dahil'));
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByTestId('collection-problem')).toHaveTextContent('Kaydetmek için en az bir satır seçin.');
  });

  it('refuses an amount that could be read two ways, naming its row, and leaves it out of the total', async () => {
    const fetchMock = mockFetch(baseRoutes);
    renderAt('/collections', <CollectionsPage />);
    await screen.findByText('Zeynep Kaya');
    await userEvent.clear(amountField('A-5 Aidat'));
    await userEvent.type(amountField('A-5 Aidat'), '1465.63');
    await userEvent.clear(amountField('A-6 Aidat'));
    await userEvent.type(amountField('A-6 Aidat'), '1,465.63');
    // Only the amount that reads one way counts (it was once summed as 1.467,10 ₺).
    expect(screen.getByTestId('collection-total')).toHaveTextContent('1.465,63 ₺');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByTestId('collection-problem')).toHaveTextContent(
      "2. satır: Tutar '1,465.63' iki farklı tutar olarak okunabilir",
    );
    expect(amountField('A-6 Aidat')).toHaveAttribute('aria-invalid', 'true');
    expect(amountField('A-5 Aidat')).not.toHaveAttribute('aria-invalid', 'true');
    expect(sends(fetchMock, BATCH)).toHaveLength(0);
  });

  it("shows the server's row message and marks the row its details name", async () => {
    mockFetch({
      ...baseRoutes,
      [BATCH]: () =>
        envelopeResponse(null, {
          status: 404,
          code: 'NotFound',
          message: '2. satır: Ek bütçe bu sitede bulunamadı.',
          details: { field: 'items.1.additionalChargeId', row: 2 },
        }),
    });
    renderAt('/collections', <CollectionsPage />);
    await screen.findByText('Zeynep Kaya');
    await userEvent.click(screen.getByLabelText('A-5 Aidat tahsilata dahil'));
    await userEvent.click(screen.getByLabelText('A-5 Ek bütçe: Çatı Onarımı tahsilata dahil'));
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByTestId('collection-problem')).toHaveTextContent(
      '2. satır: Ek bütçe bu sitede bulunamadı.',
    );
    expect(amountField('A-5 Ek bütçe: Çatı Onarımı')).toHaveAttribute('aria-invalid', 'true');
    expect(amountField('A-5 Aidat')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the empty and error states', async () => {
    mockFetch({ 'GET /api/siteadmin/sites': [] });
    const first = renderAt('/collections', <CollectionsPage />);
    expect(await screen.findByText('Yönettiğiniz bir site bulunmuyor.')).toBeInTheDocument();
    first.unmount();

    mockFetch({ ...baseRoutes, 'GET /api/siteadmin/sites/1/collections': [] });
    const second = renderAt('/collections', <CollectionsPage />);
    expect(await screen.findByText('Bu sitede kayıtlı daire bulunmuyor.')).toBeInTheDocument();
    second.unmount();

    mockFetch({ ...baseRoutes, 'GET /api/siteadmin/accounts': [] });
    const third = renderAt('/collections', <CollectionsPage />);
    expect(await screen.findByText(/Bu sitede hesap bulunmuyor/)).toBeInTheDocument();
    third.unmount();

    mockFetch({
      ...baseRoutes,
      'GET /api/siteadmin/sites/1/collections': () =>
        envelopeResponse(null, { status: 500, message: 'Beklenmeyen bir hata oluştu.' }),
    });
    renderAt('/collections', <CollectionsPage />);
    expect(await screen.findByText('Borçlar yüklenirken hata oluştu.')).toBeInTheDocument();
  });
});
