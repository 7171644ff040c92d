import type {
  AdditionalChargeDto,
  AdminSiteDto,
  AdminUnitDto,
  LedgerEntryDto,
  SiteDuesRuleDto,
  TicketStatsDto,
} from '@aidat/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ConfirmProvider } from '../../../components/ui/app-modal/confirm-provider';
import { envelopeResponse, mockFetch } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';
import { AdminPage } from './admin-page';

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

const unit = (over: Partial<AdminUnitDto>): AdminUnitDto => ({
  id: 1,
  siteId: 1,
  paymentReference: 'GNS-A1',
  block: 'A',
  doorNumber: '1',
  squareMeters: 100,
  roomCount: 3,
  resident: null,
  outstanding: 0,
  lateFeeAccrued: 0,
  ...over,
});

const UNITS = [
  unit({
    id: 5,
    doorNumber: '5',
    resident: { id: 3, fullName: 'Mehmet Demir', email: 'mehmet@aidat.local', phone: '+905550000003' },
    outstanding: -3750.5,
  }),
  unit({ id: 6, doorNumber: '6', outstanding: 120 }),
];
const ROOF: AdditionalChargeDto = {
  id: 9,
  siteId: 1,
  title: 'Çatı Onarımı',
  amountPerUnit: 2500,
  date: '2026-08-31T21:00:00.000Z',
  createdAt: '2026-08-31T21:00:00.000Z',
  split: 'perUnit',
  totalAmount: 60000,
  installments: 1,
  chargedTo: 'owner',
  cancelledAt: null,
  cancelReason: null,
  decisionId: null,
};

const entry = (over: Partial<LedgerEntryDto>): LedgerEntryDto => ({
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
  accountId: 1,
  accountName: 'Kasa',
  method: 'nakit',
  receiptNo: null,
  ...over,
});

function renderPage() {
  return renderAt(
    '/admin',
    <ConfirmProvider>
      <AdminPage />
    </ConfirmProvider>,
  );
}

const duesRule = (siteId: number, amount: number): SiteDuesRuleDto => ({
  siteId,
  rule: { mode: 'perUnit', amount, effectiveFrom: null },
  pending: null,
  chargedThrough: '2026-11',
  defaultEffectiveFrom: '2026-12',
  budgets: [],
});

const ticketStats = (overdue: number): TicketStatsDto => ({
  open: 3,
  closed: 5,
  rejected: 0,
  overdue,
  byCategory: [],
  averageResolutionDays: 2,
});

const baseRoutes = {
  'GET /api/siteadmin/sites': [GUNES],
  'GET /api/siteadmin/sites/1/tickets/stats': ticketStats(0),
  'GET /api/siteadmin/sites/2/tickets/stats': ticketStats(0),
  'GET /api/siteadmin/sites/1/dues-rule': duesRule(1, 1250),
  'GET /api/siteadmin/sites/2/dues-rule': duesRule(2, 900),
  'GET /api/siteadmin/units': UNITS,
  'GET /api/siteadmin/additional-charges': [ROOF],
  'GET /api/siteadmin/sites/1/land-shares': {
    landShareTotal: { numerator: 1, denominator: 1 },
    complete: true,
    missing: 0,
  },
  'GET /api/siteadmin/sites/2/land-shares': {
    landShareTotal: { numerator: 1, denominator: 1 },
    complete: true,
    missing: 0,
  },
};

const sentBody = (fetchMock: ReturnType<typeof mockFetch>, key: string) => {
  const call = fetchMock.mock.calls.find(
    ([url, init]) => `${init?.method ?? 'GET'} ${String(url).split('?')[0]}` === key,
  );
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
};

const rowOf = (label: string) =>
  screen.getAllByTestId('unit-row').find((r) => r.getAttribute('data-unit') === label) as HTMLElement;

// Several dialogs deep with typed input: generous limits so a busy machine does not fail them.
configure({ asyncUtilTimeout: 5_000 });

describe('AdminPage', { timeout: 20_000 }, () => {
  it('shows the first site with its units, residents, signed balances and the current dues', async () => {
    mockFetch(baseRoutes);
    renderPage();
    expect(screen.getByTestId('loading')).toBeInTheDocument();
    await screen.findByText('Mehmet Demir');
    expect(screen.getByRole('heading', { name: 'Yönetim Paneli' })).toBeInTheDocument();
    expect(screen.getByLabelText('Site')).toHaveValue('1');
    for (const title of ['Yeni Daire Ekle', 'Site Aylık Aidat', 'Daireler', 'Bildirim Gönder', 'Ek Bütçe']) {
      expect(screen.getByRole('heading', { name: new RegExp(title) })).toBeInTheDocument();
    }
    expect(within(rowOf('A-5')).getByText('-3.750,50 ₺')).toBeInTheDocument();
    expect(within(rowOf('A-5')).getByText('+90 (555) 000 00 03')).toBeInTheDocument();
    expect(within(rowOf('A-6')).getByText('+120,00 ₺')).toBeInTheDocument();
    expect(within(rowOf('A-6')).getByText('Sakin yok')).toBeInTheDocument();
    expect(within(screen.getByTestId('dues-card')).getByText('1.250,00 ₺')).toBeInTheDocument();
    expect(await screen.findByText('Çatı Onarımı')).toBeInTheDocument();
  });

  it("counts the site's overdue tickets and links to them, and says quietly when it cannot", async () => {
    mockFetch({ ...baseRoutes, 'GET /api/siteadmin/sites/1/tickets/stats': ticketStats(2) });
    const { unmount } = renderPage();
    const card = await screen.findByTestId('overdue-tickets-card');
    expect(await within(card).findByText('2 talep gecikti')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Gecikenleri gör' })).toHaveAttribute(
      'href',
      '/tickets?overdue=true',
    );
    unmount();
    mockFetch({
      ...baseRoutes,
      'GET /api/siteadmin/sites/1/tickets/stats': () =>
        envelopeResponse(null, { status: 500, message: 'Beklenmeyen bir hata oluştu.' }),
    });
    renderPage();
    expect(await screen.findByText('Talep sayısı alınamadı.')).toBeInTheDocument();
    // Quietly: no error state over the panel and no toast.
    await screen.findByText('Mehmet Demir');
    expect(screen.queryByTestId('error')).toBeNull();
    expect(screen.queryByText('Beklenmeyen bir hata oluştu.')).toBeNull();
  });

  it('loads the units of the site chosen in the selector', async () => {
    const fetchMock = mockFetch({
      ...baseRoutes,
      'GET /api/siteadmin/sites': [GUNES, DENIZ],
      'GET /api/siteadmin/units': (url: string) =>
        envelopeResponse(url.includes('siteId=2') ? [unit({ id: 30, siteId: 2, block: 'C', doorNumber: '3' })] : UNITS),
    });
    renderPage();
    await screen.findByText('Mehmet Demir');
    await userEvent.selectOptions(screen.getByLabelText('Site'), '2');
    await waitFor(() => expect(rowOf('C-3')).toBeDefined());
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/siteadmin/units?siteId=2'))).toBe(true);
  });

  it('shows the empty and error states of the site list', async () => {
    mockFetch({ 'GET /api/siteadmin/sites': [] });
    const { unmount } = renderPage();
    expect(await screen.findByText('Yönettiğiniz bir site bulunmuyor.')).toBeInTheDocument();
    unmount();
    mockFetch({
      'GET /api/siteadmin/sites': () =>
        envelopeResponse(null, { status: 500, message: 'Beklenmeyen bir hata oluştu.' }),
    });
    renderPage();
    expect(await screen.findByText('Siteler yüklenirken hata oluştu.')).toBeInTheDocument();
  });

  it('shows the empty state of a site without units', async () => {
    mockFetch({ ...baseRoutes, 'GET /api/siteadmin/units': [], 'GET /api/siteadmin/accounts': [] });
    renderPage();
    expect(await screen.findByText('Bu sitede kayıtlı daire bulunmuyor.')).toBeInTheDocument();
  });

  it('sends the new unit as typed, without checks of its own, and confirms it', async () => {
    const fetchMock = mockFetch({
      ...baseRoutes,
      'POST /api/siteadmin/units': unit({ id: 50, block: 'C', doorNumber: '7' }),
    });
    renderPage();
    await screen.findByText('Mehmet Demir');
    const card = screen.getByTestId('new-unit-card');
    await userEvent.type(within(card).getByLabelText('Blok'), 'C');
    await userEvent.type(within(card).getByLabelText('Kapı No'), '7');
    await userEvent.click(within(card).getByRole('button', { name: 'Daire Ekle' }));
    expect(await screen.findByText('Daire eklendi')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST /api/siteadmin/units')).toEqual({
      siteId: 1,
      block: 'C',
      doorNumber: '7',
      squareMeters: '',
      roomCount: '',
    });
    expect(within(card).getByLabelText('Blok')).toHaveValue('');
  });

  it("shows the server's reason when a unit is refused", async () => {
    mockFetch({
      ...baseRoutes,
      'POST /api/siteadmin/units': () =>
        envelopeResponse(null, { status: 409, code: 'Conflict', message: 'Bu blokta bu kapı numarası zaten kayıtlı.' }),
    });
    renderPage();
    await screen.findByText('Mehmet Demir');
    await userEvent.click(within(screen.getByTestId('new-unit-card')).getByRole('button', { name: 'Daire Ekle' }));
    expect(await screen.findByText('Bu blokta bu kapı numarası zaten kayıtlı.')).toBeInTheDocument();
  });

  it("sets the monthly dues from Turkish writing and shows 'Aidat oluşturuldu'", async () => {
    const fetchMock = mockFetch({
      ...baseRoutes,
      'PUT /api/siteadmin/sites/1/dues-rule': {
        ...duesRule(1, 1250),
        pending: { mode: 'perUnit', amount: 1500.5, effectiveFrom: '2026-12' },
        effectiveFrom: '2026-12',
        period: '2026-11',
        chargedUnits: 2,
      },
    });
    renderPage();
    await screen.findByText('Mehmet Demir');
    const card = screen.getByTestId('dues-card');
    await userEvent.type(await within(card).findByLabelText('Aylık aidat (daire başı)'), '1.500,50');
    await userEvent.click(within(card).getByRole('button', { name: 'Aidatı Kaydet' }));
    const alert = await screen.findByTestId('dues-success');
    expect(alert).toHaveTextContent('Aidat oluşturuldu');
    expect(alert).toHaveTextContent('Yeni aidat Aralık 2026 ayından itibaren geçerli.');
    expect(alert).toHaveTextContent('Bu ayın aidatı 2 daireye yansıtıldı.');
    expect(sentBody(fetchMock, 'PUT /api/siteadmin/sites/1/dues-rule')).toEqual({ mode: 'perUnit', amount: 1500.5 });
  });

  it("sends the 'Gecikme Tazminatı' settings as typed, with the Turkish decimal comma", async () => {
    const fetchMock = mockFetch({
      ...baseRoutes,
      'GET /api/siteadmin/sites': [
        { ...GUNES, lateFee: { dueDay: 10, lateFeeEnabled: false, lateFeeRatePercent: 5, lateFeeFrom: null } },
      ],
      'PUT /api/siteadmin/sites/1/late-fee': {
        siteId: 1,
        dueDay: 15,
        lateFeeEnabled: true,
        lateFeeRatePercent: 2.75,
        lateFeeFrom: '2026-01-01',
      },
    });
    renderPage();
    await screen.findByText('Mehmet Demir');
    const card = screen.getByTestId('late-fee-card');
    await userEvent.click(within(card).getByLabelText('Gecikme tazminatı uygula'));
    const day = within(card).getByLabelText('Son ödeme günü (1–28)');
    await userEvent.clear(day);
    await userEvent.type(day, '15');
    const rate = within(card).getByLabelText('Aylık oran (%)');
    await userEvent.clear(rate);
    await userEvent.type(rate, '2,75');
    await userEvent.type(within(card).getByLabelText('Tazminat başlangıç tarihi'), '2026-01-01');
    await userEvent.click(within(card).getByRole('button', { name: 'Ayarları Kaydet' }));
    await waitFor(() =>
      expect(sentBody(fetchMock, 'PUT /api/siteadmin/sites/1/late-fee')).toEqual({
        dueDay: 15,
        lateFeeEnabled: true,
        lateFeeRatePercent: 2.75,
        lateFeeFrom: '2026-01-01',
      }),
    );
  });

  it("requires title and message before sending a notification, then shows 'Bildirim gönderildi'", async () => {
    const fetchMock = mockFetch({ ...baseRoutes, 'POST /api/siteadmin/notifications': { id: 1 } });
    renderPage();
    await screen.findByText('Mehmet Demir');
    const card = screen.getByTestId('notification-card');
    await userEvent.type(within(card).getByLabelText('Başlık'), 'Asansör bakımı');
    await userEvent.click(within(card).getByRole('button', { name: 'Gönder' }));
    expect(within(card).getByTestId('notification-problem')).toHaveTextContent('Başlık ve mesaj alanları zorunludur');
    expect(sentBody(fetchMock, 'POST /api/siteadmin/notifications')).toBeUndefined();

    await userEvent.type(within(card).getByLabelText('Mesaj'), 'Yarın 10:00-12:00 arası.');
    await userEvent.click(within(card).getByRole('button', { name: 'Gönder' }));
    expect(await within(card).findByTestId('notification-success')).toHaveTextContent('Bildirim gönderildi');
    expect(sentBody(fetchMock, 'POST /api/siteadmin/notifications')).toEqual({
      siteId: 1,
      title: 'Asansör bakımı',
      message: 'Yarın 10:00-12:00 arası.',
    });
  });

  it('records an ek bütçe payment from the row menu', async () => {
    const fetchMock = mockFetch({
      ...baseRoutes,
      'POST /api/siteadmin/units/5/payments': entry({ type: 'ekbutce_payment' }),
    });
    renderPage();
    await screen.findByText('Mehmet Demir');
    await userEvent.click(screen.getByRole('button', { name: 'Blok A • Daire 5 işlemleri' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Ödeme Kaydet' }));
    const dialog = await screen.findByTestId('payment-dialog');
    await userEvent.selectOptions(within(dialog).getByLabelText('Ödeme türü'), 'Ek bütçe: Çatı Onarımı');
    await userEvent.type(within(dialog).getByLabelText('Tutar (₺)'), '250,75');
    await userEvent.clear(within(dialog).getByLabelText('Tarih'));
    await userEvent.type(within(dialog).getByLabelText('Açıklama (isteğe bağlı)'), '2. taksit');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Ödeme kaydedildi')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST /api/siteadmin/units/5/payments')).toEqual({
      kind: 'ekbutce',
      additionalChargeId: 9,
      amount: 250.75,
      description: '2. taksit',
    });
  });

  it('lists the ledger and reverses an entry with a reason, and the balance follows', async () => {
    let reversed = false;
    const fetchMock = mockFetch({
      ...baseRoutes,
      // After the reversal the list answers the unit's new balance.
      'GET /api/siteadmin/units': () =>
        envelopeResponse(reversed ? UNITS.map((u) => (u.id === 5 ? { ...u, outstanding: -4250.5 } : u)) : UNITS),
      'GET /api/siteadmin/units/5/transactions': [
        entry({ id: 101, description: 'Aidat ödemesi', receiptNo: '2026-000007' }),
        entry({
          id: 90,
          type: 'aidat_charge',
          description: 'Kasım 2026 Aidatı',
          amount: 1250,
          createdBy: null,
          date: '2026-10-31T21:00:00.000Z',
        }),
        entry({ id: 80, type: 'aidat_payment', description: 'Eski ödeme', amount: 10, reversed: true }),
      ],
      'POST /api/siteadmin/transactions/101/reverse': () => {
        reversed = true;
        return envelopeResponse(entry({ id: 102, amount: -500, reversesId: 101 }));
      },
    });
    renderPage();
    await screen.findByText('Mehmet Demir');
    await userEvent.click(screen.getByRole('button', { name: 'Blok A • Daire 5 işlemleri' }));
    // Beside the ledger, this year's statement opens as a PDF in a new tab.
    const statement = await screen.findByRole('link', { name: 'Ekstre (PDF)' });
    expect(statement).toHaveAttribute('href', '/api/siteadmin/units/5/statement.pdf');
    expect(statement).toHaveAttribute('target', '_blank');
    await userEvent.click(await screen.findByRole('button', { name: 'Hesap Hareketleri' }));
    const dialog = await screen.findByTestId('ledger-dialog');
    const items = await within(dialog).findAllByTestId('ledger-entry');
    expect(items).toHaveLength(3);
    expect(within(dialog).getByText('-3.750,50 ₺')).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('+500,00 ₺');
    expect(items[1]).toHaveTextContent('-1.250,00 ₺');
    // Local time; the web tests run with TZ=UTC.
    expect(items[1]).toHaveTextContent('31.10.2026');
    expect(items[1]).toHaveTextContent('Kaydeden: Sistem');
    expect(items[2]).toHaveTextContent('İptal edildi');
    // A payment's receipt opens in a new tab; a charge has none.
    const receipt = within(items[0]).getByRole('link', { name: '2026-000007 numaralı makbuzu yeni sekmede aç' });
    expect(receipt).toHaveAttribute('href', '/api/siteadmin/payments/101/receipt.pdf');
    expect(receipt).toHaveAttribute('target', '_blank');
    expect(within(items[1]).queryByTestId('receipt-link')).not.toBeInTheDocument();
    expect(within(items[2]).queryByRole('button', { name: /iptal et/ })).not.toBeInTheDocument();

    await userEvent.click(within(items[0]).getByRole('button', { name: 'Aidat ödemesi kaydını iptal et' }));
    await userEvent.type(within(items[0]).getByLabelText('İptal gerekçesi'), 'Yanlış daire');
    await userEvent.click(within(items[0]).getByRole('button', { name: 'İptali Kaydet' }));
    expect(await screen.findByText('Kayıt iptal edildi')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST /api/siteadmin/transactions/101/reverse')).toEqual({ reason: 'Yanlış daire' });
    expect(await within(dialog).findByText('-4.250,50 ₺')).toBeInTheDocument();
  });

  it('assigns a resident with the masked phone', async () => {
    const fetchMock = mockFetch({ ...baseRoutes, 'PUT /api/siteadmin/units/6/resident': unit({ id: 6 }) });
    renderPage();
    await screen.findByText('Mehmet Demir');
    await userEvent.click(screen.getByRole('button', { name: 'Blok A • Daire 6 işlemleri' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sakin Ata' }));
    const dialog = await screen.findByTestId('resident-dialog');
    await userEvent.type(within(dialog).getByLabelText('Ad Soyad'), 'Selin Yeni');
    await userEvent.type(within(dialog).getByLabelText('Cep telefonu'), '5559990001');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Sakin atandı')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'PUT /api/siteadmin/units/6/resident')).toEqual({
      fullName: 'Selin Yeni',
      phone: '+90 (555) 999 00 01',
    });
  });

  it('removes a resident after confirmation', async () => {
    const fetchMock = mockFetch({ ...baseRoutes, 'DELETE /api/siteadmin/units/5/resident': null });
    renderPage();
    await screen.findByText('Mehmet Demir');
    await userEvent.click(screen.getByRole('button', { name: 'Blok A • Daire 5 işlemleri' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sakini Kaldır' }));
    const confirm = await screen.findByTestId('confirm-dialog');
    expect(confirm).toHaveTextContent('Mehmet Demir, Blok A • Daire 5 dairesinden kaldırılacak.');
    await userEvent.click(within(confirm).getByTestId('confirm-dialog-confirm'));
    expect(await screen.findByText('Sakin kaldırıldı')).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => init?.method === 'DELETE' && String(url) === '/api/siteadmin/units/5/resident',
      ),
    ).toBe(true);
  });
});
