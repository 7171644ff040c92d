import type {
  AccountDto,
  AdditionalChargeDto,
  AdminSiteDto,
  AdminUnitDto,
  StatementConfirmDto,
  StatementImportDto,
  StatementImportRowDto,
} from '@aidat/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelopeResponse, mockFetch } from '../../../test/fetch-mock';
import { renderAt, renderRoutes } from '../../../test/render';
import { AccountsPage } from './accounts-page';

const GUNES: AdminSiteDto = {
  id: 1,
  name: 'Güneş Sitesi',
  address: 'x',
  blockCount: 2,
  unitCount: 24,
  monthlyDuesAmount: 1250,
};
const BANK: AccountDto = {
  id: 2,
  siteId: 1,
  name: 'Ziraat',
  kind: 'banka',
  iban: 'TR330006100519786457841326',
  openingBalance: 0,
  openingDate: '2026-01-01',
  isDefault: false,
  balance: 0,
};
const unit = (id: number, block: string, door: string): AdminUnitDto => ({
  id,
  siteId: 1,
  block,
  doorNumber: door,
  paymentReference: `GNS-${block}${door}`,
  squareMeters: 100,
  roomCount: 3,
  resident: null,
  outstanding: -1250,
  lateFeeAccrued: 0,
});
const charge = (id: number, title: string, cancelledAt: string | null): AdditionalChargeDto => ({
  id,
  siteId: 1,
  title,
  amountPerUnit: 500,
  date: '2026-10-01T09:00:00Z',
  createdAt: '2026-10-01T09:00:00Z',
  split: 'perUnit',
  totalAmount: 1500,
  installments: 1,
  chargedTo: 'owner',
  cancelledAt,
  cancelReason: cancelledAt ? 'Yanlış girildi' : null,
  decisionId: null,
});

const row = (id: number, over: Partial<StatementImportRowDto>): StatementImportRowDto => ({
  id,
  rowNumber: id + 7,
  date: '2026-01-05',
  time: null,
  description: `HAVALE ${id}`,
  amount: 1250,
  sender: 'AYŞE YILMAZ',
  senderIban: null,
  balance: null,
  outgoing: false,
  proposedUnitId: null,
  reason: null,
  reasonText: 'Daire bulunamadı; daireyi seçin.',
  candidateUnitIds: [],
  alreadyImported: false,
  outcome: null,
  ...over,
});
const IMPORT: StatementImportDto = {
  id: 9,
  siteId: 1,
  accountId: 2,
  fileName: 'ekstre.csv',
  format: 'csv',
  preset: 'ziraat',
  columns: {},
  status: 'pending',
  createdAt: '2026-01-06T00:00:00.000Z',
  rows: [
    row(1, { proposedUnitId: 11, reason: 'reference', reasonText: 'Ödeme kodu açıklamada' }),
    row(2, { amount: 700 }),
    row(3, { amount: -300, outgoing: true, reasonText: 'Çıkan para; gider olarak kaydedilebilir.' }),
    row(4, { proposedUnitId: 12, alreadyImported: true }),
  ],
  problems: [],
};
const CONFIRMED: StatementConfirmDto = {
  importId: 9,
  payments: [
    {
      rowId: 1,
      id: 50,
      unitId: 11,
      kind: 'aidat',
      date: '2026-01-05T09:00:00.000Z',
      amount: 1250,
      receiptNo: '2026-000001',
    },
  ],
  expenses: [],
  skipped: 3,
};

configure({ asyncUtilTimeout: 5_000 });

describe('Banka Ekstresi', { timeout: 20_000 }, () => {
  it('upload → review → one confirm posts the matched rows once, duplicates not postable', async () => {
    let confirmed = false;
    const fetchMock = mockFetch({
      'GET /api/siteadmin/sites': [GUNES],
      'GET /api/siteadmin/accounts': [BANK],
      'GET /api/siteadmin/units': [unit(11, 'A', '5'), unit(12, 'A', '6'), unit(13, 'B', '1')],
      'GET /api/siteadmin/expense-categories': [{ id: 4, siteId: 1, name: 'Temizlik' }],
      'GET /api/siteadmin/additional-charges': [],
      'POST /api/siteadmin/accounts/2/statement-imports': () => envelopeResponse(IMPORT, { status: 201 }),
      'GET /api/siteadmin/statement-imports/9': () =>
        envelopeResponse(
          confirmed
            ? {
                ...IMPORT,
                status: 'confirmed',
                rows: IMPORT.rows.map((r) => ({ ...r, outcome: r.id === 1 ? 'payment' : 'skipped' })),
              }
            : IMPORT,
        ),
      'POST /api/siteadmin/statement-imports/9/confirm': () => {
        confirmed = true;
        return envelopeResponse(CONFIRMED, { status: 201 });
      },
    });
    renderAt('/accounts', <AccountsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Ziraat hesabına banka ekstresi yükle' }));
    const panel = await screen.findByTestId('statement-panel');
    await userEvent.upload(
      within(panel).getByLabelText('Ekstre dosyası'),
      new File(['Tarih;Açıklama;Tutar'], 'ekstre.csv', { type: 'text/csv' }),
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Yükle ve Kontrol Et' }));

    await waitFor(() => expect(within(panel).getAllByTestId('statement-row')).toHaveLength(4));
    const rows = within(panel).getAllByTestId('statement-row');
    expect(rows[0]).toHaveTextContent('Ödeme kodu açıklamada');
    expect(rows[3]).toHaveTextContent('Daha önce aktarıldı');
    expect(within(rows[3]).queryByRole('combobox')).toBeNull();
    const totals = within(panel).getByTestId('statement-totals');
    expect(totals).toHaveTextContent('1 ödeme: 1.250,00 ₺');
    expect(totals).toHaveTextContent('1 satır daire bekliyor');

    await userEvent.click(within(panel).getByRole('button', { name: 'Onayla ve Kaydet' }));
    expect(await within(panel).findByTestId('statement-confirmed')).toHaveTextContent('1 ödeme ve 0 gider kaydedildi');
    const sent = fetchMock.mock.calls.filter(
      ([url, init]) => init?.method === 'POST' && String(url).endsWith('/confirm'),
    );
    expect(sent).toHaveLength(1);
    expect(JSON.parse(String(sent[0][1]?.body))).toEqual({ rows: [{ rowId: 1, unitId: 11 }] });
    expect(new Headers(sent[0][1]?.headers).get('Idempotency-Key')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: '2026-000001' })).toBeInTheDocument();
  });

  it("marks the row a refused confirm's details name", async () => {
    mockFetch({
      'GET /api/siteadmin/sites': [GUNES],
      'GET /api/siteadmin/accounts': [BANK],
      'GET /api/siteadmin/units': [unit(11, 'A', '5'), unit(13, 'B', '1')],
      'GET /api/siteadmin/expense-categories': [],
      'GET /api/siteadmin/additional-charges': [],
      'GET /api/siteadmin/statement-imports/9': IMPORT,
      'POST /api/siteadmin/statement-imports/9/confirm': () =>
        envelopeResponse(null, {
          status: 400,
          code: 'ValidationError',
          message: '8. satır: daire bu sitede bulunamadı.',
          details: { field: 'rows.0.unitId', row: 8 },
        }),
    });
    renderRoutes([{ path: '/accounts', element: <AccountsPage /> }], '/accounts?ekstre=2&aktarim=9');
    const panel = await screen.findByTestId('statement-panel');
    await waitFor(() => expect(within(panel).getAllByTestId('statement-row')).toHaveLength(4));
    await userEvent.click(within(panel).getByRole('button', { name: 'Onayla ve Kaydet' }));
    const rows = within(panel).getAllByTestId('statement-row');
    await waitFor(() => expect(rows[0]).toHaveAttribute('data-refused', 'true'));
    expect(rows[0]).toHaveAttribute('data-row', '8');
    expect(rows.slice(1).filter((r) => r.hasAttribute('data-refused'))).toEqual([]);
  });

  it('a reload of the review address reads the import back; a unit and a category can be chosen', async () => {
    const fetchMock = mockFetch({
      'GET /api/siteadmin/sites': [GUNES],
      'GET /api/siteadmin/accounts': [BANK],
      'GET /api/siteadmin/units': [unit(11, 'A', '5'), unit(13, 'B', '1')],
      'GET /api/siteadmin/expense-categories': [{ id: 4, siteId: 1, name: 'Temizlik' }],
      'GET /api/siteadmin/additional-charges': [
        charge(7, 'Çatı Onarımı', null),
        charge(8, 'Boya', '2026-11-02T09:00:00Z'),
      ],
      'GET /api/siteadmin/statement-imports/9': IMPORT,
      'POST /api/siteadmin/statement-imports/9/confirm': () =>
        envelopeResponse({ ...CONFIRMED, payments: [] }, { status: 201 }),
    });
    renderRoutes([{ path: '/accounts', element: <AccountsPage /> }], '/accounts?ekstre=2&aktarim=9');
    const panel = await screen.findByTestId('statement-panel');
    await waitFor(() => expect(within(panel).getAllByTestId('statement-row')).toHaveLength(4));
    await userEvent.type(within(panel).getByLabelText('9. satırın dairesi'), 'B-1');
    // The row pays the ek bütçe still in force; the undone one is not offered.
    const kind = within(panel).getByLabelText('9. satırdaki ödemenin türü');
    expect(
      within(kind)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Aidat ödemesi', 'Ek bütçe: Çatı Onarımı']);
    await userEvent.selectOptions(kind, '7');
    await userEvent.selectOptions(within(panel).getByLabelText('10. satır için işlem'), 'expense');
    await userEvent.selectOptions(within(panel).getByLabelText('10. satırın gider kategorisi'), '4');
    await userEvent.click(within(panel).getByRole('button', { name: 'Onayla ve Kaydet' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/confirm'))).toBe(true));
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/confirm'))!;
    expect(JSON.parse(String(call[1]?.body))).toEqual({
      rows: [
        { rowId: 1, unitId: 11 },
        { rowId: 2, unitId: 13, kind: 'ekbutce', additionalChargeId: 7 },
        { rowId: 3, asExpense: { categoryId: 4 } },
      ],
    });
  });
});
