import type { AdminUnitDto, FinalStatementDto, PartiesDto } from '@aidat/shared';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { todayInput } from '../../../lib/day-input';
import { envelopeResponse, mockFetch } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';
import { dayBefore } from './owners-form';
import { PartiesDialog } from './parties-dialog';

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

const GUNES = {
  id: 1,
  userId: 11,
  fullName: 'Güneş Yılmaz',
  phone: '+905550000001',
  email: null,
  shareNumerator: 1,
  shareDenominator: 1,
  since: '2024-03-01',
};
const SELIN = {
  id: 7,
  userId: 21,
  fullName: 'Selin Kaya',
  phone: '+905550000003',
  email: null,
  since: '2025-09-01',
  until: null,
  monthlyRent: 18500,
};

const STATEMENT: FinalStatementDto = {
  id: 41,
  unitId: 5,
  siteName: 'Güneş Sitesi',
  block: 'A',
  doorNumber: '5',
  party: 'tenant',
  from: '2025-09-01',
  to: '2025-11-30',
  items: [
    {
      id: 301,
      type: 'aidat_charge',
      description: 'Eylül 2025 Aidatı',
      date: '2025-09-01',
      amount: 1250,
      payerRole: 'occupant',
      unpaid: 0,
      tenantDebt: false,
    },
    {
      id: 302,
      type: 'aidat_charge',
      description: 'Ekim 2025 Aidatı',
      date: '2025-10-01',
      amount: 1250,
      payerRole: 'occupant',
      unpaid: 750,
      tenantDebt: false,
    },
  ],
  payments: [{ id: 401, type: 'aidat_payment', date: '2025-09-10', amount: 1750, settled: 1750 }],
  balance: -750,
  createdAt: '2025-11-30T09:00:00.000Z',
};

const PARTIES: PartiesDto = {
  owners: [GUNES],
  tenant: SELIN,
  tenantOwed: 2500,
  pastTenants: [],
  events: [
    {
      id: 3,
      kind: 'sale',
      day: '2025-08-01',
      by: 'Ayşe Yönetici',
      at: '2025-08-01T10:00:00.000Z',
      names: ['Ali Demir'],
      balance: -1200.5,
      finalStatementId: 40,
    },
    {
      id: 2,
      kind: 'clearance',
      day: '2025-07-15',
      by: 'Ayşe Yönetici',
      at: '2025-07-15T10:00:00.000Z',
      names: [],
      balance: 0,
      finalStatementId: null,
    },
  ],
};
const MOVED_OUT: PartiesDto = {
  ...PARTIES,
  tenant: null,
  tenantOwed: null,
  pastTenants: [{ ...SELIN, until: todayInput() }],
};

const GET = 'GET /api/siteadmin/units/5/parties';
const MOVE_OUT = 'POST /api/siteadmin/units/5/tenant/move-out';
const SALE = 'POST /api/siteadmin/units/5/sale';
const CLEARANCE = 'GET /api/siteadmin/units/5/clearance.pdf';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function open(routes: Record<string, unknown>) {
  const fetchMock = mockFetch(routes);
  renderAt('/admin', <PartiesDialog show unit={A5} onClose={vi.fn()} />);
  return fetchMock;
}

function sends(fetchMock: ReturnType<typeof mockFetch>, route: string) {
  return fetchMock.mock.calls
    .filter(([url, init]) => `${init?.method ?? 'GET'} ${String(url).split('?')[0]}` === route)
    .map(([, init]) => ({
      key: new Headers(init?.headers).get('Idempotency-Key'),
      body: JSON.parse(String(init?.body)),
    }));
}

const dialog = () => screen.findByTestId('parties-dialog');

configure({ asyncUtilTimeout: 5_000 });

afterEach(() => vi.restoreAllMocks());

describe("'Malikler ve Kiracı' actions", { timeout: 20_000 }, () => {
  it("shows the tenant's debt today beside the rent, and 'Geçmiş' with a statement to open", async () => {
    const fetchMock = open({
      [GET]: PARTIES,
      'GET /api/siteadmin/units/5/final-statements/40': { ...STATEMENT, id: 40, party: 'owners' },
    });
    const d = await dialog();
    const tenant = within(await within(d).findByRole('table', { name: 'Kiracı' })).getByTestId('tenant-row');
    expect(tenant).toHaveTextContent('18.500,00 ₺');
    expect(within(tenant).getByTestId('tenant-owed')).toHaveTextContent('-2.500,00 ₺');
    expect(within(d).getByRole('columnheader', { name: 'Bugünkü borcu' })).toBeInTheDocument();

    const events = within(within(d).getByTestId('history-section')).getAllByTestId('party-event');
    expect(events).toHaveLength(2);
    expect(events[0]).toHaveTextContent('Satış');
    expect(events[0]).toHaveTextContent('01.08.2025');
    expect(events[0]).toHaveTextContent('Ali Demir');
    expect(events[0]).toHaveTextContent('İşlemi yapan: Ayşe Yönetici');
    expect(events[0]).toHaveTextContent('-1.200,50 ₺');
    expect(events[1]).toHaveTextContent('Borcu yoktur yazısı');
    expect(within(events[1]).queryByRole('button', { name: 'Son hesap özetini aç' })).toBeNull();

    await userEvent.click(within(events[0]).getByRole('button', { name: 'Son hesap özetini aç' }));
    const panel = await within(d).findByTestId('final-statement');
    expect(panel).toHaveTextContent('Maliklik');
    expect(panel).toHaveTextContent('01.09.2025 – 30.11.2025');
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/final-statements/40'))).toBe(true);
    await userEvent.click(within(d).getByRole('button', { name: 'Listeye Dön' }));
    expect(await within(d).findByTestId('history-section')).toBeInTheDocument();
  });

  it("says 'Kayıtlı işlem yok.' without history, and an error with a retry when a statement fails", async () => {
    open({
      [GET]: { ...PARTIES, events: [{ ...PARTIES.events[0], id: 9 }] },
      'GET /api/siteadmin/units/5/final-statements/40': () =>
        envelopeResponse(null, { status: 500, message: 'Sunucu hatası' }),
    });
    const d = await dialog();
    await userEvent.click(await within(d).findByRole('button', { name: 'Son hesap özetini aç' }));
    expect(await within(d).findByText('Son hesap özeti yüklenirken hata oluştu.')).toBeInTheDocument();
    expect(within(d).getByRole('button', { name: 'Tekrar dene' })).toBeInTheDocument();
  });

  it('moves the tenant out after a confirmation that says what happens, then shows the final statement', async () => {
    let current: PartiesDto = PARTIES;
    const fetchMock = open({
      [GET]: () => envelopeResponse(current),
      [MOVE_OUT]: () => {
        current = MOVED_OUT;
        return envelopeResponse({ tenancy: MOVED_OUT.pastTenants[0], finalStatement: STATEMENT });
      },
    });
    const d = await dialog();
    await userEvent.click(await within(d).findByRole('button', { name: 'Kiracı Çıkışı' }));
    const form = within(d).getByTestId('move-out-form');
    const date = within(form).getByLabelText('Çıkış günü (kiracılığın son günü)');
    expect(date).toHaveValue(todayInput());
    fireEvent.change(date, { target: { value: '2025-11-30' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Devam' }));
    const confirm = within(d).getByTestId('confirm-step');
    expect(confirm).toHaveTextContent('Kiracı çıkışı yapılsın mı?');
    expect(confirm).toHaveTextContent(
      'Selin Kaya adlı kiracının kiracılığı 30.11.2025 günü sona erecek ve bu kiracılığın son hesap özeti verilecek.',
    );
    expect(sends(fetchMock, MOVE_OUT)).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Çıkışı Yap' }));
    fireEvent.click(within(confirm).getByRole('button', { name: 'Çıkışı Yap' }));

    expect(await screen.findByText('Kiracının çıkışı yapıldı; son hesap özeti hazır.')).toBeInTheDocument();
    const statement = await within(d).findByTestId('final-statement');
    expect(statement).toHaveTextContent('Kiracılık');
    const items = within(statement).getAllByTestId('party-item');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Eylül 2025 Aidatı');
    expect(items[0]).toHaveTextContent('Ödendi');
    expect(items[1]).toHaveTextContent('Ödenmemiş: 750,00 ₺');
    expect(within(statement).getByTestId('party-payment')).toHaveTextContent('Aidat ödemesi');
    expect(within(statement).getByTestId('party-payment')).toHaveTextContent('+1.750,00 ₺');
    expect(within(statement).getByTestId('party-balance')).toHaveTextContent('-750,00 ₺');
    // The statement came with the answer: nothing more is read for it.
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/final-statements/'))).toBe(false);

    const sent = sends(fetchMock, MOVE_OUT);
    expect(sent).toHaveLength(1);
    expect(sent[0].key).toMatch(UUID);
    expect(sent[0].body).toEqual({ date: '2025-11-30' });

    await userEvent.click(within(d).getByRole('button', { name: 'Listeye Dön' }));
    expect(await within(d).findByText('Kiracı yok.')).toBeInTheDocument();
  });

  it("shows the server's refusal of the day under the day", async () => {
    open({
      [GET]: PARTIES,
      [MOVE_OUT]: () =>
        envelopeResponse(null, {
          status: 400,
          code: 'ValidationError',
          message: 'Tarih bugünden sonra olamaz.',
          details: { field: 'date' },
        }),
    });
    const d = await dialog();
    await userEvent.click(await within(d).findByRole('button', { name: 'Kiracı Çıkışı' }));
    await userEvent.click(within(d).getByRole('button', { name: 'Devam' }));
    await userEvent.click(within(d).getByRole('button', { name: 'Çıkışı Yap' }));
    const date = await within(d).findByLabelText('Çıkış günü (kiracılığın son günü)');
    await waitFor(() => expect(date).toHaveAttribute('aria-invalid', 'true'));
    expect(date).toHaveAccessibleDescription('Tarih bugünden sonra olamaz.');
  });

  it('records a sale of the new owners after a confirmation, and shows the previous owners’ statement', async () => {
    const fetchMock = open({
      [GET]: PARTIES,
      [SALE]: () =>
        envelopeResponse(
          { previousOwners: [GUNES], owners: [], finalStatement: { ...STATEMENT, id: 42, party: 'owners' } },
          { status: 201 },
        ),
    });
    const d = await dialog();
    await userEvent.click(await within(d).findByRole('button', { name: 'Satış' }));
    const form = within(d).getByTestId('sale-form');
    fireEvent.change(within(form).getByLabelText('Satış günü (yeni maliklerin ilk günü)'), {
      target: { value: '2025-12-01' },
    });
    const first = within(form).getByRole('group', { name: '1. malik' });
    expect(within(first).getByLabelText('Ad Soyad')).toHaveValue('');
    expect(within(first).getByLabelText('Pay')).toHaveValue('1');
    await userEvent.type(within(first).getByLabelText('Ad Soyad'), 'Kemal Aydın');
    await userEvent.type(within(first).getByLabelText('Cep telefonu'), '5550000009');
    await userEvent.click(within(form).getByRole('button', { name: 'Devam' }));

    const confirm = within(d).getByTestId('confirm-step');
    expect(confirm).toHaveTextContent(
      'Mevcut malikler (Güneş Yılmaz) 30.11.2025 günü sonunda maliklikten çıkar ve son hesap özetleri verilir.',
    );
    expect(confirm).toHaveTextContent('01.12.2025 gününden önceki borçlar dairenin hesabında kalır');
    expect(confirm).toHaveTextContent('yeni maliklerin (Kemal Aydın) hesabı 01.12.2025 günü başlar.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Satışı Kaydet' }));

    expect(await screen.findByText('Satış kaydedildi; önceki maliklerin son hesap özeti hazır.')).toBeInTheDocument();
    expect(await within(d).findByTestId('final-statement')).toHaveTextContent('Maliklik');
    const sent = sends(fetchMock, SALE);
    expect(sent).toHaveLength(1);
    expect(sent[0].key).toMatch(UUID);
    expect(sent[0].body).toEqual({
      date: '2025-12-01',
      owners: [{ fullName: 'Kemal Aydın', phone: '+90 (555) 000 00 09', shareNumerator: 1, shareDenominator: 1 }],
    });
  });

  it("puts a sale's refusal on the day and keeps what was typed", async () => {
    open({
      [GET]: PARTIES,
      [SALE]: () =>
        envelopeResponse(null, {
          status: 400,
          code: 'ValidationError',
          message: 'Satış günü, mevcut maliklerin başladığı 01.03.2024 gününden sonra olmalıdır.',
          details: { field: 'date' },
        }),
    });
    const d = await dialog();
    await userEvent.click(await within(d).findByRole('button', { name: 'Satış' }));
    const form = within(d).getByTestId('sale-form');
    await userEvent.type(within(form).getByLabelText('Ad Soyad'), 'Kemal Aydın');
    await userEvent.type(within(form).getByLabelText('Cep telefonu'), '5550000009');
    await userEvent.click(within(form).getByRole('button', { name: 'Devam' }));
    await userEvent.click(within(d).getByRole('button', { name: 'Satışı Kaydet' }));
    const date = within(form).getByLabelText('Satış günü (yeni maliklerin ilk günü)');
    await waitFor(() => expect(date).toHaveAttribute('aria-invalid', 'true'));
    expect(date).toHaveAccessibleDescription(
      'Satış günü, mevcut maliklerin başladığı 01.03.2024 gününden sonra olmalıdır.',
    );
    expect(within(form).getByLabelText('Cep telefonu')).toHaveValue('+90 (555) 000 00 09');
  });

  it("downloads the 'borcu yoktur' letter, and shows the server's 409 when the unit owes", async () => {
    let owes = true;
    const createObjectURL = vi.fn(() => 'blob:letter');
    // jsdom has no object URLs: given for this test only.
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    onTestFinished(() => {
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    open({
      [GET]: PARTIES,
      [CLEARANCE]: () =>
        owes
          ? envelopeResponse(null, {
              status: 409,
              code: 'Conflict',
              message: 'Dairenin 2.000,00 ₺ borcu var; borcu yoktur yazısı verilemez.',
            })
          : new Response(new Blob(['%PDF-1.4']), {
              status: 200,
              headers: {
                'Content-Type': 'application/pdf',
                'Content-Disposition': 'attachment; filename="borcu-yoktur-A-5-2025-12-01.pdf"',
              },
            }),
    });
    const d = await dialog();
    const button = await within(d).findByRole('button', { name: 'Borcu Yoktur Yazısı' });
    await userEvent.click(button);
    expect(await within(d).findByRole('alert')).toHaveTextContent(
      'Dairenin 2.000,00 ₺ borcu var; borcu yoktur yazısı verilemez.',
    );
    expect(createObjectURL).not.toHaveBeenCalled();

    owes = false;
    await userEvent.click(button);
    expect(await screen.findByText('Borcu yoktur yazısı indirildi.')).toBeInTheDocument();
    expect(within(d).queryByRole('alert')).toBeNull();
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toBe('borcu-yoktur-A-5-2025-12-01.pdf');
  });
});

describe('dayBefore', () => {
  it('gives the previous day across months and years', () => {
    expect(dayBefore('2025-12-01')).toBe('2025-11-30');
    expect(dayBefore('2024-03-01')).toBe('2024-02-29');
    expect(dayBefore('2025-01-01')).toBe('2024-12-31');
  });
});
