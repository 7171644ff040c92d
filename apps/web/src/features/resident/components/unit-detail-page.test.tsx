import type { UnitDetail } from '@aidat/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { envelopeResponse, mockFetch } from '../../../test/fetch-mock';
import { renderRoutes } from '../../../test/render';
import { UnitDetailPage } from './unit-detail-page';

const detail: UnitDetail = {
  unit: { siteName: 'Güneş Sitesi', block: 'A', doorNumber: '5', paymentReference: 'GNS-A5' },
  totalOutstanding: -5250,
  // Dues: 1.050,10 opening + the two months' 2.499,90; ek bütçe 1.700,00: 5.250,00 in all.
  currentOutstanding: -3550,
  lateFeeOutstanding: 0,
  additionalCharges: [
    { id: 3, title: 'Çatı Onarımı', outstanding: -1500 },
    { id: 4, title: 'Boya Badana', outstanding: 0 },
    { id: 5, title: 'Çatı', outstanding: -200 },
  ],
  unpaidMonths: [
    { period: '2025-10', charged: 1250, unpaid: 1249.9 },
    { period: '2025-11', charged: 1250, unpaid: 1250 },
  ],
  openingDebt: 1050.1,
  owedToday: { total: 5250, lateFee: 0, lateFeeAccrued: 0 },
  bankAccount: { name: 'Ziraat Bankası', iban: 'TR330006100519786457841326' },
  cardPayment: true,
  transactions: [
    {
      id: 101,
      type: 'aidat_charge',
      description: 'Kasım 2025 Aidatı',
      date: '2025-10-31T21:00:00.000Z',
      amount: 1250,
      additionalChargeId: null,
      receiptNo: null,
      runningBalance: -5250,
    },
    {
      id: 102,
      type: 'aidat_charge',
      description: 'İptal: Ekim 2025 Aidatı',
      date: '2025-10-15T09:00:00.000Z',
      amount: -1250,
      additionalChargeId: null,
      receiptNo: null,
      runningBalance: -4000,
    },
    {
      id: 103,
      type: 'ekbutce_charge',
      description: 'Çatı ek bütçesi',
      date: '2025-09-20T00:00:00.000Z',
      amount: 200,
      additionalChargeId: 5,
      receiptNo: null,
      runningBalance: -5250,
    },
    {
      id: 104,
      type: 'ekbutce_payment',
      description: 'Çatı Onarımı ödemesi (1. taksit)',
      date: '2025-08-11T09:00:00.000Z',
      amount: 1000,
      additionalChargeId: 3,
      receiptNo: '2025-000041',
      runningBalance: -5050,
    },
    {
      id: 105,
      type: 'aidat_payment',
      description: 'Eylül 2025 Aidatı ödemesi',
      date: '2025-09-08T09:00:00.000Z',
      amount: 1250.1,
      additionalChargeId: null,
      receiptNo: '2025-000057',
      runningBalance: -6050,
    },
    {
      id: 106,
      type: 'ekbutce_charge',
      description: 'Çatı Onarımı ek bütçesi',
      date: '2025-08-01T00:00:00.000Z',
      amount: 2500,
      additionalChargeId: 3,
      receiptNo: null,
      runningBalance: -7300.1,
    },
  ],
  nextCursor: null,
};

function renderDetail(path: string, answers: Record<string, unknown>) {
  const fetch = mockFetch(answers);
  const utils = renderRoutes(
    [
      { path: '/', element: <p>home page</p> },
      { path: '/units/:unitId', element: <UnitDetailPage /> },
    ],
    path,
  );
  return { ...utils, fetch };
}

describe('UnitDetailPage', () => {
  it("shows 'Yükleniyor...', then the site, the unit label and the total balance", async () => {
    renderDetail('/units/5', { 'GET /api/me/unit-detail/5': detail });
    expect(screen.getByText('Yükleniyor...')).toBeInTheDocument();
    const title = await screen.findByRole('heading', { level: 1, name: 'Güneş Sitesi' });
    const header = title.closest('header') as HTMLElement;
    expect(within(header).getByText('Blok A • Daire 5')).toBeInTheDocument();
    expect(within(header).getByText('-5.250,00 ₺')).toHaveClass('text-danger');
  });

  it("lists dues entries in the collapsible 'Aidat' section with its balance", async () => {
    renderDetail('/units/5', { 'GET /api/me/unit-detail/5': detail });
    const sections = await screen.findAllByTestId('ledger-section');
    expect(sections).toHaveLength(4);
    const dues = sections[0];
    const toggle = within(dues).getByRole('button', { name: /Aidat/ });
    expect(toggle).toHaveTextContent('-3.550,00 ₺');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const rows = within(dues).getAllByTestId('transaction');
    expect(rows.map((r) => within(r).getByText(/Aidat/).textContent)).toEqual([
      'Kasım 2025 Aidatı',
      'İptal: Ekim 2025 Aidatı',
      'Eylül 2025 Aidatı ödemesi',
    ]);
    // Local dates (TZ=UTC in tests), amounts as their effect on the balance.
    expect(rows[0]).toHaveTextContent('31.10.2025');
    expect(within(rows[0]).getByText('-1.250,00 ₺')).toHaveClass('text-danger');
    expect(within(rows[1]).getByText('+1.250,00 ₺')).toHaveClass('text-success');
    expect(rows[1]).toHaveTextContent('İptal');
    expect(within(rows[2]).getByText('+1.250,10 ₺')).toHaveClass('text-success');
  });

  it('gives each additional charge a section with its own entries and an empty text when it has none', async () => {
    renderDetail('/units/5', { 'GET /api/me/unit-detail/5': detail });
    const [, roofRepair, paint, roof] = await screen.findAllByTestId('ledger-section');
    const descriptions = (section: HTMLElement) =>
      within(section)
        .getAllByTestId('transaction')
        .map((r) => r.firstElementChild?.firstElementChild?.textContent);
    expect(within(roofRepair).getByRole('button', { name: /Çatı Onarımı/ })).toHaveTextContent('-1.500,00 ₺');
    expect(descriptions(roofRepair)).toEqual(['Çatı Onarımı ödemesi (1. taksit)', 'Çatı Onarımı ek bütçesi']);
    // 'Çatı' is part of 'Çatı Onarımı': its section lists only the entries posted to it.
    expect(within(roof).getByRole('button', { name: /Çatı/ })).toHaveTextContent('-200,00 ₺');
    expect(descriptions(roof)).toEqual(['Çatı ek bütçesi']);
    expect(within(paint).getByRole('button', { name: /Boya Badana/ })).toHaveTextContent('0,00 ₺');
    expect(within(paint).getByText('Boya Badana kaydı bulunmuyor.')).toBeInTheDocument();
  });

  it("shows a 'Gecikme Tazminatı' section with the unit's late fees only while it has some", async () => {
    const fee = {
      id: 107,
      type: 'gecikme_charge' as const,
      description: 'Gecikme tazminatı: Kasım 2025 Aidatı',
      date: '2025-11-30T21:00:00.000Z',
      amount: 93.75,
      additionalChargeId: null,
      receiptNo: null,
      runningBalance: -5343.75,
    };
    renderDetail('/units/5', {
      'GET /api/me/unit-detail/5': {
        ...detail,
        lateFeeOutstanding: -93.75,
        transactions: [fee, ...detail.transactions],
      },
    });
    const sections = await screen.findAllByTestId('ledger-section');
    expect(sections).toHaveLength(5);
    const toggle = within(sections[1]).getByRole('button', { name: /Gecikme Tazminatı/ });
    expect(toggle).toHaveTextContent('-93,75 ₺');
    expect(within(sections[1]).getAllByTestId('transaction')).toHaveLength(1);
    expect(
      within(sections[0])
        .getAllByTestId('transaction')
        .map((r) => r.textContent),
    ).not.toContain(expect.stringContaining('Gecikme'));
  });

  it("says 'Aidat kaydı bulunmuyor.' when there are no dues entries", async () => {
    renderDetail('/units/5', { 'GET /api/me/unit-detail/5': { ...detail, additionalCharges: [], transactions: [] } });
    const [dues] = await screen.findAllByTestId('ledger-section');
    expect(within(dues).getByText('Aidat kaydı bulunmuyor.')).toBeInTheDocument();
  });

  it("lists the unit's receipts under 'Makbuzlarım', newest first, each a PDF link", async () => {
    renderDetail('/units/5', { 'GET /api/me/unit-detail/5': detail });
    const receipts = await screen.findByTestId('receipts-section');
    await userEvent.click(within(receipts).getByRole('button', { name: 'Makbuzlarım' }));
    const links = within(receipts).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Makbuz 2025-000041', '/api/me/payments/104/receipt.pdf'],
      ['Makbuz 2025-000057', '/api/me/payments/105/receipt.pdf'],
    ]);
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(within(receipts).getByText('+1.250,10 ₺')).toBeInTheDocument();
  });

  it("says there are no receipts yet, and 'Ekstre indir' opens this year's statement or refuses a reversed range", async () => {
    renderDetail('/units/5', { 'GET /api/me/unit-detail/5': { ...detail, transactions: [] } });
    const receipts = await screen.findByTestId('receipts-section');
    expect(within(receipts).getByText('Bu daireye ait makbuz bulunmuyor.')).toBeInTheDocument();
    const year = new Date().getFullYear();
    const download = screen.getByRole('link', { name: 'Ekstre indir' });
    expect(download.getAttribute('href')).toMatch(
      new RegExp(`^/api/me/units/5/statement\\.pdf\\?from=${year}-01-01&to=${year}-\\d\\d-\\d\\d$`),
    );
    const from = screen.getByLabelText('Başlangıç');
    await userEvent.clear(from);
    await userEvent.type(from, `${year + 1}-01-01`);
    expect(screen.queryByRole('link', { name: 'Ekstre indir' })).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Başlangıç tarihi bitiş tarihinden sonra olamaz.');
  });

  it('loads older entries on request through the cursor and files them under their sections', async () => {
    const older = {
      id: 90,
      type: 'aidat_charge' as const,
      description: 'Temmuz 2025 Aidatı',
      date: '2025-06-30T21:00:00.000Z',
      amount: 1250,
      additionalChargeId: null,
      receiptNo: null,
      runningBalance: -1000,
    };
    const { fetch } = renderDetail('/units/5', {
      'GET /api/me/unit-detail/5': (url: string) =>
        envelopeResponse(
          url.includes('before=100')
            ? { ...detail, transactions: [older], nextCursor: null }
            : { ...detail, nextCursor: '100' },
        ),
    });
    const more = await screen.findByRole('button', { name: 'Daha eski hareketleri göster' });
    await userEvent.click(more);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Daha eski hareketleri göster' })).not.toBeInTheDocument(),
    );
    expect(fetch.mock.calls.map(([url]) => String(url))).toContain('/api/me/unit-detail/5?before=100');
    const [dues] = screen.getAllByTestId('ledger-section');
    await userEvent.click(within(dues).getByRole('button', { name: /Aidat/ }));
    expect(within(dues).getAllByTestId('transaction').at(-1)).toHaveTextContent('Temmuz 2025 Aidatı');
  });

  it("shows a 'no permission' error without retry for someone else's unit", async () => {
    renderDetail('/units/7', {
      'GET /api/me/unit-detail/7': () =>
        envelopeResponse(null, { status: 403, code: 'Forbidden', message: 'Bu işlem için yetkiniz yok.' }),
    });
    const error = await screen.findByTestId('error');
    expect(error).toHaveTextContent('Bu dairenin bilgilerini görme yetkiniz yok.');
    expect(within(error).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByTestId('ledger-section')).not.toBeInTheDocument();
  });

  it('shows a not-found error for an unknown unit', async () => {
    renderDetail('/units/999', {
      'GET /api/me/unit-detail/999': () =>
        envelopeResponse(null, { status: 404, code: 'NotFound', message: 'Daire bulunamadı.' }),
      // Not the user's as resident: then maybe as owner or tenant; not that either.
      'GET /api/me/units/999/account': () =>
        envelopeResponse(null, { status: 404, code: 'NotFound', message: 'Daire bulunamadı.' }),
    });
    expect(await screen.findByTestId('error')).toHaveTextContent('Daire bulunamadı.');
  });

  it('asks nothing for an address that cannot hold a unit id', async () => {
    const { fetch } = renderDetail('/units/abc', {});
    expect(await screen.findByTestId('error')).toHaveTextContent('Daire bulunamadı.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('goes home with the back button when the page was opened directly', async () => {
    const { router } = renderDetail('/units/5', { 'GET /api/me/unit-detail/5': detail });
    await screen.findByText('Güneş Sitesi');
    await userEvent.click(screen.getByRole('button', { name: 'Geri' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it("puts 'Ödenmemiş Aylar' first: each month owed oldest first, since when and the total", async () => {
    renderDetail('/units/5', { 'GET /api/me/unit-detail/5': detail });
    const unpaid = await screen.findByTestId('unpaid-months');
    expect(screen.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent('Ödenmemiş Aylar');
    expect(unpaid).toHaveTextContent('Ekim 2025 ayından bu yana 2 ay ödenmemiş aidat');
    const months = within(unpaid).getAllByTestId('unpaid-month');
    expect(months.map((m) => m.textContent)).toEqual([
      'Ekim 20251.250,00 ₺ aidatın kalanı1.249,90 ₺',
      'Kasım 20251.250,00 ₺',
    ]);
    // The opening debt first and each ek bütçe owed: the lines add up to the total.
    expect(within(unpaid).getByTestId('unpaid-opening')).toHaveTextContent('Devreden borç');
    expect(within(unpaid).getByTestId('unpaid-opening')).toHaveTextContent('1.050,10 ₺');
    expect(
      within(unpaid)
        .getAllByTestId('unpaid-charge')
        .map((c) => c.textContent),
    ).toEqual(['Ek bütçe: Çatı Onarımı1.500,00 ₺', 'Ek bütçe: Çatı200,00 ₺']);
    expect(within(unpaid).queryByTestId('unpaid-late-fee')).not.toBeInTheDocument();
    expect(within(unpaid).getByTestId('unpaid-total')).toHaveTextContent('5.250,00 ₺');
  });

  it('shows the late fees owed today with the part accrued to today, in the header and the total', async () => {
    const withFees: UnitDetail = {
      ...detail,
      lateFeeOutstanding: -40,
      totalOutstanding: -5290,
      owedToday: { total: 5302.5, lateFee: 52.5, lateFeeAccrued: 12.5 },
    };
    renderDetail('/units/5', { 'GET /api/me/unit-detail/5': withFees });
    const unpaid = await screen.findByTestId('unpaid-months');
    expect(within(unpaid).getByTestId('unpaid-late-fee')).toHaveTextContent(
      'Gecikme tazminatı12,50 ₺ bugüne kadar işleyen; ödemenizle kaydedilir52,50 ₺',
    );
    expect(within(unpaid).getByTestId('unpaid-total')).toHaveTextContent('5.302,50 ₺');
    const header = screen.getByRole('banner');
    expect(within(header).getByText('-5.302,50 ₺')).toBeInTheDocument();
    expect(header).toHaveTextContent('bugüne kadar işleyen gecikme tazminatı dahil');
  });

  it('says so when no dues month is owed', async () => {
    renderDetail('/units/5', {
      'GET /api/me/unit-detail/5': {
        ...detail,
        unpaidMonths: [],
        openingDebt: 0,
        additionalCharges: [],
        owedToday: { total: 0, lateFee: 0, lateFeeAccrued: 0 },
      },
    });
    const unpaid = await screen.findByTestId('unpaid-months');
    expect(unpaid).toHaveTextContent('Ödenmemiş aidat ayınız bulunmuyor.');
    expect(within(unpaid).queryByTestId('unpaid-month')).not.toBeInTheDocument();
    expect(within(unpaid).queryByTestId('unpaid-total')).not.toBeInTheDocument();
  });

  it("shows the site's IBAN in groups of four and copies it and the payment reference, saying 'Kopyalandı'", async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    renderDetail('/units/5', { 'GET /api/me/unit-detail/5': detail });
    const info = await screen.findByTestId('payment-info');
    expect(within(info).getByTestId('iban')).toHaveTextContent('TR33 0006 1005 1978 6457 8413 26');
    expect(info).toHaveTextContent('Ziraat Bankası');
    expect(info).toHaveTextContent('açıklamaya ödeme kodunuzu yazın');
    expect(within(info).getByTestId('payment-reference')).toHaveTextContent('GNS-A5');
    await user.click(within(info).getByRole('button', { name: 'Ödeme kodu (açıklamaya yazın) kopyala' }));
    expect(writeText).toHaveBeenLastCalledWith('GNS-A5');
    expect(await within(info).findAllByText('Kopyalandı')).not.toHaveLength(0);
    await user.click(within(info).getByRole('button', { name: 'IBAN kopyala' }));
    expect(writeText).toHaveBeenLastCalledWith('TR330006100519786457841326');
  });

  it('copies by selection where the Clipboard API refuses, and says when neither works', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    renderDetail('/units/5', { 'GET /api/me/unit-detail/5': { ...detail, bankAccount: null } });
    const info = await screen.findByTestId('payment-info');
    expect(within(info).queryByTestId('iban')).not.toBeInTheDocument();
    expect(info).toHaveTextContent('banka hesabı henüz tanımlanmamış');
    const button = within(info).getByRole('button', { name: /kopyala$/ });
    await user.click(button);
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(button).toHaveTextContent('Kopyalandı');
    execCommand.mockReturnValue(false);
    await waitFor(() => expect(button).toHaveTextContent('Kopyala'), { timeout: 4000 });
    await user.click(button);
    expect(await within(info).findAllByText('Kopyalanamadı; lütfen elle seçip kopyalayın.')).not.toHaveLength(0);
  });

  it("lists every entry under 'Hesap Hareketleri' with the balance after it", async () => {
    renderDetail('/units/5', { 'GET /api/me/unit-detail/5': detail });
    const all = await screen.findByTestId('all-entries');
    await userEvent.click(within(all).getByRole('button', { name: 'Hesap Hareketleri' }));
    const balances = within(all).getAllByTestId('balance-after');
    expect(balances.map((b) => b.textContent)).toEqual([
      'Bakiye -5.250,00 ₺',
      'Bakiye -4.000,00 ₺',
      'Bakiye -5.250,00 ₺',
      'Bakiye -5.050,00 ₺',
      'Bakiye -6.050,00 ₺',
      'Bakiye -7.300,10 ₺',
    ]);
    // The sections of one kind leave the running balance out: it is the whole unit's.
    expect(within(screen.getAllByTestId('ledger-section')[0]).queryByTestId('balance-after')).not.toBeInTheDocument();
  });

  it("says when the balances were fetched ('Son güncelleme'), and links to the site's books", async () => {
    renderDetail('/units/5', {
      'GET /api/me/unit-detail/5': () => {
        const kept = envelopeResponse(detail);
        kept.headers.set('Date', 'Wed, 25 Nov 2026 21:30:00 GMT');
        return kept;
      },
    });
    expect(await screen.findByTestId('last-updated')).toHaveTextContent('Son güncelleme: 25.11.2026 21:30');
    expect(screen.getByRole('link', { name: /Sitemizin Hesapları/ })).toHaveAttribute('href', '/site-books');
  });

  it("offers 'Kartla Öde' only while the unit owes and its site takes card payments", async () => {
    renderDetail('/units/5', { 'GET /api/me/unit-detail/5': detail });
    expect(await screen.findByTestId('card-pay-link')).toHaveAttribute('href', '/card-pay/5');
  });

  it.each([
    ['card payment is off', { cardPayment: false }],
    ['nothing is owed', { totalOutstanding: 0, owedToday: { total: 0, lateFee: 0, lateFeeAccrued: 0 } }],
  ])("offers no 'Kartla Öde' when %s", async (_, change) => {
    renderDetail('/units/5', { 'GET /api/me/unit-detail/5': { ...detail, ...change } });
    await screen.findByRole('heading', { level: 1, name: 'Güneş Sitesi' });
    expect(screen.queryByTestId('card-pay-link')).toBeNull();
  });

  it("offers 'Arıza / Talep Bildir' for this unit", async () => {
    renderDetail('/units/5', { 'GET /api/me/unit-detail/5': detail });
    expect(await screen.findByRole('link', { name: /Arıza \/ Talep Bildir/ })).toHaveAttribute(
      'href',
      '/my-tickets/new?unitId=5',
    );
  });
});
