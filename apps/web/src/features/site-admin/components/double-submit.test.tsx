import type { AdminSiteDto, AdminUnitDto, LedgerEntryDto } from '@aidat/shared';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ConfirmProvider } from '../../../components/ui/app-modal/confirm-provider';
import { envelopeResponse, mockFetch } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';
import { AdminPage } from './admin-page';

// A double click on a money form sends one request with an Idempotency-Key (PRODUCT.md §10).

const GUNES: AdminSiteDto = {
  id: 1,
  name: 'Güneş Sitesi',
  address: 'x',
  blockCount: 2,
  unitCount: 24,
  monthlyDuesAmount: 1250,
};
const A5: AdminUnitDto = {
  id: 5,
  siteId: 1,
  paymentReference: 'GNS-A5',
  block: 'A',
  doorNumber: '5',
  squareMeters: 100,
  roomCount: 3,
  resident: null,
  outstanding: 0,
  lateFeeAccrued: 0,
};
const PAYMENT: LedgerEntryDto = {
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
};

const baseRoutes = {
  'GET /api/siteadmin/sites': [GUNES],
  'GET /api/siteadmin/sites/1/tickets/stats': {
    open: 0,
    closed: 0,
    rejected: 0,
    overdue: 0,
    byCategory: [],
    averageResolutionDays: null,
  },
  'GET /api/siteadmin/sites/1/land-shares': {
    landShareTotal: { numerator: 1, denominator: 1 },
    complete: true,
    missing: 0,
  },
  'GET /api/siteadmin/sites/1/dues-rule': {
    siteId: 1,
    rule: { mode: 'perUnit', amount: 1250, effectiveFrom: null },
    pending: null,
    chargedThrough: '2026-11',
    defaultEffectiveFrom: '2026-12',
    budgets: [],
  },
  'GET /api/siteadmin/units': [A5],
  'GET /api/siteadmin/additional-charges': [],
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** An answer the test releases when it likes, so the second click lands while the first is in flight. */
function held(data: unknown) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { handler: () => gate.then(() => envelopeResponse(data)), release };
}

/** Sends of `route` ("METHOD /path") with their Idempotency-Key. */
function sends(fetchMock: ReturnType<typeof mockFetch>, route: string) {
  return fetchMock.mock.calls
    .filter(([url, init]) => `${init?.method ?? 'GET'} ${String(url).split('?')[0]}` === route)
    .map(([, init]) => ({
      key: new Headers(init?.headers).get('Idempotency-Key'),
      body: JSON.parse(String(init?.body)),
    }));
}

/**
 * Both clicks before React renders again: the worst case of a real double click, where the
 * button's disabled state arrives too late to stop the second one.
 */
function doubleClick(button: HTMLElement) {
  fireEvent.click(button);
  fireEvent.click(button);
}

function renderPage() {
  return renderAt(
    '/admin',
    <ConfirmProvider>
      <AdminPage />
    </ConfirmProvider>,
  );
}

configure({ asyncUtilTimeout: 5_000 });

describe('money forms on a double click', { timeout: 20_000 }, () => {
  it("'Daire Ekle' sends one request with a key and shows one success toast", async () => {
    const answer = held({ ...A5, id: 50, block: 'C', doorNumber: '7' });
    const fetchMock = mockFetch({ ...baseRoutes, 'POST /api/siteadmin/units': answer.handler });
    renderPage();
    const card = await screen.findByTestId('new-unit-card');
    await userEvent.type(within(card).getByLabelText('Blok'), 'C');
    await userEvent.type(within(card).getByLabelText('Kapı No'), '7');
    doubleClick(within(card).getByRole('button', { name: 'Daire Ekle' }));
    answer.release();
    expect(await screen.findByText('Daire eklendi')).toBeInTheDocument();
    const sent = sends(fetchMock, 'POST /api/siteadmin/units');
    expect(sent).toHaveLength(1);
    expect(sent[0].key).toMatch(UUID);
    expect(screen.getAllByText('Daire eklendi')).toHaveLength(1);
  });

  it("'Ek Bütçe Oluştur' sends one request with a key and shows one success toast", async () => {
    const answer = held({
      id: 9,
      siteId: 1,
      title: 'Bahçe',
      amountPerUnit: 100,
      date: '2026-11-20T00:00:00.000Z',
      createdAt: '2026-11-20T00:00:00.000Z',
      chargedUnits: 24,
    });
    const fetchMock = mockFetch({ ...baseRoutes, 'POST /api/siteadmin/additional-charges': answer.handler });
    renderPage();
    const button = await screen.findByRole('button', { name: 'Ek Bütçe Oluştur' });
    const form = button.closest('form') as HTMLElement;
    await userEvent.type(within(form).getByLabelText('Başlık'), 'Bahçe');
    await userEvent.type(within(form).getByLabelText('Daire başı tutar (₺)'), '100');
    // The form opens the confirmation; its 'Borç Yaz' is the money button.
    await userEvent.click(button);
    doubleClick(await screen.findByTestId('charge-confirm-submit'));
    answer.release();
    expect(await screen.findByText('Ek bütçe oluşturuldu (24 daire)')).toBeInTheDocument();
    const sent = sends(fetchMock, 'POST /api/siteadmin/additional-charges');
    expect(sent).toHaveLength(1);
    expect(sent[0].key).toMatch(UUID);
    expect(screen.getAllByText('Ek bütçe oluşturuldu (24 daire)')).toHaveLength(1);
  });

  it("'Aidatı Kaydet' sends one request with a key and shows one confirmation", async () => {
    const answer = held({
      siteId: 1,
      rule: { mode: 'perUnit', amount: 1250, effectiveFrom: null },
      pending: { mode: 'perUnit', amount: 1500, effectiveFrom: '2026-12' },
      chargedThrough: '2026-11',
      defaultEffectiveFrom: '2026-12',
      budgets: [],
      effectiveFrom: '2026-12',
      period: '2026-11',
      chargedUnits: 0,
    });
    const fetchMock = mockFetch({ ...baseRoutes, 'PUT /api/siteadmin/sites/1/dues-rule': answer.handler });
    renderPage();
    const card = await screen.findByTestId('dues-card');
    await userEvent.type(await within(card).findByLabelText('Aylık aidat (daire başı)'), '1.500');
    doubleClick(within(card).getByRole('button', { name: 'Aidatı Kaydet' }));
    answer.release();
    expect(await screen.findByTestId('dues-success')).toHaveTextContent('Aidat oluşturuldu');
    const sent = sends(fetchMock, 'PUT /api/siteadmin/sites/1/dues-rule');
    expect(sent).toHaveLength(1);
    expect(sent[0].key).toMatch(UUID);
  });

  it("the payment dialog's 'Kaydet' records one payment, and a retry after a failure keeps the key", async () => {
    let calls = 0;
    const answer = held(PAYMENT);
    const fetchMock = mockFetch({
      ...baseRoutes,
      'POST /api/siteadmin/units/5/payments': () => {
        calls += 1;
        // The first attempt fails as a lost answer would; the retry is held until both clicks landed.
        if (calls === 1) return envelopeResponse(null, { status: 503, code: 'ServiceUnavailable', message: 'Hata' });
        return answer.handler();
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Blok A • Daire 5 işlemleri' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Ödeme Kaydet' }));
    const dialog = await screen.findByTestId('payment-dialog');
    await userEvent.type(within(dialog).getByLabelText('Tutar (₺)'), '500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Kaydet' })).toBeEnabled());

    doubleClick(within(dialog).getByRole('button', { name: 'Kaydet' }));
    answer.release();
    expect(await screen.findByText('Ödeme kaydedildi')).toBeInTheDocument();
    const sent = sends(fetchMock, 'POST /api/siteadmin/units/5/payments');
    expect(sent).toHaveLength(2);
    expect(sent[0].key).toMatch(UUID);
    expect(sent[1].key).toBe(sent[0].key);
    expect(screen.getAllByText('Ödeme kaydedildi')).toHaveLength(1);
  });

  it('a changed payment after a failure gets a new key', async () => {
    let calls = 0;
    const fetchMock = mockFetch({
      ...baseRoutes,
      'POST /api/siteadmin/units/5/payments': () => {
        calls += 1;
        if (calls === 1)
          return envelopeResponse(null, { status: 400, code: 'ValidationError', message: 'Tutar hatalı' });
        return envelopeResponse(PAYMENT);
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Blok A • Daire 5 işlemleri' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Ödeme Kaydet' }));
    const dialog = await screen.findByTestId('payment-dialog');
    await userEvent.type(within(dialog).getByLabelText('Tutar (₺)'), '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Kaydet' })).toBeEnabled());
    await userEvent.type(within(dialog).getByLabelText('Tutar (₺)'), '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Ödeme kaydedildi')).toBeInTheDocument();
    const sent = sends(fetchMock, 'POST /api/siteadmin/units/5/payments');
    expect(sent.map((s) => s.body.amount)).toEqual([5, 50]);
    expect(sent[1].key).not.toBe(sent[0].key);
  });

  it("the reversal form's 'İptali Kaydet' sends one request with a key", async () => {
    const answer = held({ ...PAYMENT, id: 102, amount: -500, reversesId: 100 });
    const fetchMock = mockFetch({
      ...baseRoutes,
      'GET /api/siteadmin/units/5/transactions': [PAYMENT],
      'POST /api/siteadmin/transactions/100/reverse': answer.handler,
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Blok A • Daire 5 işlemleri' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Hesap Hareketleri' }));
    const dialog = await screen.findByTestId('ledger-dialog');
    const [item] = await within(dialog).findAllByTestId('ledger-entry');
    await userEvent.click(within(item).getByRole('button', { name: 'Aidat ödemesi kaydını iptal et' }));
    await userEvent.type(within(item).getByLabelText('İptal gerekçesi'), 'Yanlış daire');
    doubleClick(within(item).getByRole('button', { name: 'İptali Kaydet' }));
    answer.release();
    expect(await screen.findByText('Kayıt iptal edildi')).toBeInTheDocument();
    const sent = sends(fetchMock, 'POST /api/siteadmin/transactions/100/reverse');
    expect(sent).toHaveLength(1);
    expect(sent[0].key).toMatch(UUID);
    expect(screen.getAllByText('Kayıt iptal edildi')).toHaveLength(1);
  });
});
