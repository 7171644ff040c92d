import type { AdminUnitDto, PartiesDto } from '@aidat/shared';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { todayInput } from '../../../lib/day-input';
import { envelopeResponse, mockFetch } from '../../../test/fetch-mock';
import { tryToLeaveAndStay, renderWithWayOut } from '../../../test/leave-guard';
import { renderAt } from '../../../test/render';
import { PartiesDialog } from './parties-dialog';
import { UnitsCard } from './units-card';

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
  shareDenominator: 2,
  since: '2024-03-01',
};
const DENIZ = {
  ...GUNES,
  id: 2,
  userId: 12,
  fullName: 'Deniz Yılmaz',
  phone: '+905550000002',
  email: 'deniz@example.com',
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
const ALI = {
  ...SELIN,
  id: 6,
  userId: 22,
  fullName: 'Ali Demir',
  since: '2023-01-15',
  until: '2025-08-31',
  monthlyRent: null,
};

const PARTIES: PartiesDto = { owners: [GUNES, DENIZ], tenant: SELIN, tenantOwed: 0, pastTenants: [ALI], events: [] };
const NO_TENANT: PartiesDto = { owners: [GUNES, DENIZ], tenant: null, tenantOwed: null, pastTenants: [], events: [] };

const GET = 'GET /api/siteadmin/units/5/parties';
const PUT = 'PUT /api/siteadmin/units/5/owners';
const POST = 'POST /api/siteadmin/units/5/tenant';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function open(routes: Record<string, unknown>) {
  const fetchMock = mockFetch(routes);
  renderAt('/admin', <PartiesDialog show unit={A5} onClose={vi.fn()} />);
  return fetchMock;
}

/** The bodies and Idempotency-Keys sent to `route` ("METHOD /path"). */
function sends(fetchMock: ReturnType<typeof mockFetch>, route: string) {
  return fetchMock.mock.calls
    .filter(([url, init]) => `${init?.method ?? 'GET'} ${String(url).split('?')[0]}` === route)
    .map(([, init]) => ({
      key: new Headers(init?.headers).get('Idempotency-Key'),
      body: JSON.parse(String(init?.body)),
    }));
}

const dialog = () => screen.findByTestId('parties-dialog');
const owner = (n: number) => screen.getByRole('group', { name: `${n}. malik` });

configure({ asyncUtilTimeout: 5_000 });

describe('PartiesDialog', { timeout: 20_000 }, () => {
  it('shows the owners with their shares, the tenant with the rent and the former tenants', async () => {
    open({ [GET]: PARTIES });
    const d = await dialog();
    expect(within(d).getByRole('heading', { name: 'Blok A • Daire 5 • Malikler ve Kiracı' })).toBeInTheDocument();

    const owners = await within(d).findByRole('table', { name: 'Malikler' });
    const ownerRows = within(owners).getAllByTestId('owner-row');
    expect(ownerRows).toHaveLength(2);
    expect(ownerRows[0]).toHaveTextContent('Güneş Yılmaz');
    expect(ownerRows[0]).toHaveTextContent('+90 (555) 000 00 01');
    expect(ownerRows[0]).toHaveTextContent('1/2');
    expect(ownerRows[0]).toHaveTextContent('01.03.2024');
    expect(ownerRows[1]).toHaveTextContent('Deniz Yılmaz');
    expect(ownerRows[1]).toHaveTextContent('deniz@example.com');

    const tenant = within(within(d).getByRole('table', { name: 'Kiracı' })).getByTestId('tenant-row');
    expect(tenant).toHaveTextContent('Selin Kaya');
    expect(tenant).toHaveTextContent('+90 (555) 000 00 03');
    expect(tenant).toHaveTextContent('01.09.2025');
    expect(tenant).toHaveTextContent('18.500,00 ₺');
    // One current tenant at most: no 'Kiracı Ekle' while Selin lives there.
    expect(within(d).queryByRole('button', { name: 'Kiracı Ekle' })).toBeNull();

    const past = within(within(d).getByRole('table', { name: 'Eski kiracılar' })).getAllByTestId('past-tenant-row');
    expect(past).toHaveLength(1);
    expect(past[0]).toHaveTextContent('Ali Demir');
    expect(past[0]).toHaveTextContent('15.01.2023');
    expect(past[0]).toHaveTextContent('31.08.2025');
    expect(past[0]).toHaveTextContent('-');
  });

  it("says 'Kiracı yok.' and offers 'Kiracı Ekle' when nobody rents the unit", async () => {
    open({ [GET]: { owners: [], tenant: null, pastTenants: [] } });
    const d = await dialog();
    expect(await within(d).findByText('Kiracı yok.')).toBeInTheDocument();
    expect(within(d).getByText('Malik girilmemiş.')).toBeInTheDocument();
    expect(within(d).getByText('Eski kiracı yok.')).toBeInTheDocument();
    expect(within(d).queryByRole('table')).toBeNull();
    expect(within(d).getByRole('button', { name: 'Kiracı Ekle' })).toBeInTheDocument();
  });

  it('shows the loading state, then an error with a retry', async () => {
    let fail = true;
    open({
      [GET]: () =>
        fail ? envelopeResponse(null, { status: 500, message: 'Sunucu hatası' }) : envelopeResponse(PARTIES),
    });
    const d = await dialog();
    expect(within(d).getByTestId('loading')).toBeInTheDocument();
    expect(await within(d).findByText('Malikler ve kiracı yüklenirken hata oluştu.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(d).getByRole('button', { name: 'Tekrar dene' }));
    expect(await within(d).findByRole('table', { name: 'Malikler' })).toBeInTheDocument();
  });

  it('sums the shares as typed and refuses shares that are not exactly 1 before sending', async () => {
    const fetchMock = open({ [GET]: PARTIES, [PUT]: PARTIES });
    const d = await dialog();
    await userEvent.click(await within(d).findByRole('button', { name: 'Malikleri Düzelt' }));
    expect(owner(1)).toBeInTheDocument();
    expect(within(owner(1)).getByLabelText('Ad Soyad')).toHaveValue('Güneş Yılmaz');
    expect(within(owner(2)).getByLabelText('Cep telefonu')).toHaveValue('+90 (555) 000 00 02');
    expect(screen.getByTestId('share-sum')).toHaveTextContent('Payların toplamı: 1');

    const denominator = within(owner(2)).getByLabelText('Payda');
    await userEvent.clear(denominator);
    await userEvent.type(denominator, '3');
    expect(screen.getByTestId('share-sum')).toHaveTextContent('Payların toplamı: 5/6');
    await userEvent.click(within(d).getByRole('button', { name: 'Kaydet' }));
    expect(await within(d).findByRole('alert')).toHaveTextContent(
      'Maliklerin payları toplamı tam 1 olmalıdır (ör. 1/2 + 1/2).',
    );
    expect(sends(fetchMock, PUT)).toHaveLength(0);

    // A third owner with the missing 1/6 makes the unit whole.
    await userEvent.click(within(d).getByRole('button', { name: 'Malik Ekle' }));
    expect(screen.getByTestId('share-sum')).toHaveTextContent('her malikin pay ve paydası tam sayı girildiğinde');
    await userEvent.type(within(owner(3)).getByLabelText('Pay'), '1');
    await userEvent.type(within(owner(3)).getByLabelText('Payda'), '6');
    expect(screen.getByTestId('share-sum')).toHaveTextContent('Payların toplamı: 1');
  });

  it('sends the corrected owners once with a key and shows the saved list', async () => {
    const saved: PartiesDto = { ...PARTIES, owners: [{ ...GUNES, shareNumerator: 1, shareDenominator: 1 }] };
    const fetchMock = open({ [GET]: PARTIES, [PUT]: saved });
    const d = await dialog();
    await userEvent.click(await within(d).findByRole('button', { name: 'Malikleri Düzelt' }));
    await userEvent.click(within(d).getByRole('button', { name: '2. maliki kaldır' }));
    expect(within(d).queryByRole('group', { name: '2. malik' })).toBeNull();
    const denominator = within(owner(1)).getByLabelText('Payda');
    await userEvent.clear(denominator);
    await userEvent.type(denominator, '1');
    fireEvent.click(within(d).getByRole('button', { name: 'Kaydet' }));
    fireEvent.click(within(d).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Malikler kaydedildi.')).toBeInTheDocument();
    const sent = sends(fetchMock, PUT);
    expect(sent).toHaveLength(1);
    expect(sent[0].key).toMatch(UUID);
    expect(sent[0].body).toEqual({
      owners: [
        {
          fullName: 'Güneş Yılmaz',
          phone: '+90 (555) 000 00 01',
          shareNumerator: 1,
          shareDenominator: 1,
        },
      ],
    });
    const rows = within(await within(d).findByRole('table', { name: 'Malikler' })).getAllByTestId('owner-row');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('1/1');
  });

  it("puts the server's field error on the row and field it names", async () => {
    const fetchMock = open({
      [GET]: PARTIES,
      [PUT]: () =>
        envelopeResponse(
          { errors: [{ field: 'owners.1.shareDenominator', message: 'Payda en fazla 1000000 olabilir.' }] },
          {
            status: 400,
            code: 'ValidationError',
            message: 'Payda en fazla 1000000 olabilir.',
            details: { field: 'owners.1.shareDenominator' },
          },
        ),
    });
    const d = await dialog();
    await userEvent.click(await within(d).findByRole('button', { name: 'Malikleri Düzelt' }));
    await userEvent.click(within(d).getByRole('button', { name: 'Kaydet' }));
    const denominator = within(owner(2)).getByLabelText('Payda');
    await waitFor(() => expect(denominator).toHaveAttribute('aria-invalid', 'true'));
    expect(denominator).toHaveAccessibleDescription('Payda en fazla 1000000 olabilir.');
    expect(within(owner(1)).getByLabelText('Payda')).not.toHaveAttribute('aria-invalid');
    expect(within(d).queryByRole('alert')).toBeNull();
    expect(sends(fetchMock, PUT)).toHaveLength(1);
    // Typing in the field takes its message away.
    await userEvent.type(denominator, '0');
    expect(denominator).not.toHaveAttribute('aria-invalid');
  });

  it("puts a server's phone error on the row's phone field", async () => {
    open({
      [GET]: PARTIES,
      [PUT]: () =>
        envelopeResponse(
          { errors: [{ field: 'owners.0.phone', message: 'Geçerli bir cep telefonu girin.' }] },
          { status: 400, code: 'ValidationError', message: 'Geçerli bir cep telefonu girin.' },
        ),
    });
    const d = await dialog();
    await userEvent.click(await within(d).findByRole('button', { name: 'Malikleri Düzelt' }));
    await userEvent.click(within(d).getByRole('button', { name: 'Kaydet' }));
    const phone = within(owner(1)).getByLabelText('Cep telefonu');
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    expect(phone).toHaveClass('is-invalid');
    expect(phone).toHaveAccessibleDescription('Geçerli bir cep telefonu girin.');
  });

  it('adds a tenant with the rent read the Turkish way, sent once with a key', async () => {
    const fetchMock = open({ [GET]: NO_TENANT, [POST]: { ...NO_TENANT, tenant: { ...SELIN, monthlyRent: 12500.5 } } });
    const d = await dialog();
    await userEvent.click(await within(d).findByRole('button', { name: 'Kiracı Ekle' }));
    const form = within(d).getByTestId('tenant-form');
    expect(within(form).getByLabelText('Başlangıç')).toHaveValue(todayInput());
    await userEvent.type(within(form).getByLabelText('Ad Soyad'), 'Selin Kaya');
    await userEvent.type(within(form).getByLabelText('Cep telefonu'), '5550000003');
    await userEvent.type(within(form).getByLabelText('Aylık kira (₺, isteğe bağlı)'), '12.500,50');
    fireEvent.click(within(form).getByRole('button', { name: 'Kaydet' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Kiracı eklendi.')).toBeInTheDocument();
    const sent = sends(fetchMock, POST);
    expect(sent).toHaveLength(1);
    expect(sent[0].key).toMatch(UUID);
    expect(sent[0].body).toEqual({
      fullName: 'Selin Kaya',
      phone: '+90 (555) 000 00 03',
      since: todayInput(),
      monthlyRent: 12500.5,
    });
    const tenant = within(await within(d).findByRole('table', { name: 'Kiracı' })).getByTestId('tenant-row');
    expect(tenant).toHaveTextContent('12.500,50 ₺');
  });

  it("shows the server's 409 when a tenant is current already, and refreshes the list", async () => {
    let current: PartiesDto = NO_TENANT;
    const fetchMock = open({
      [GET]: () => envelopeResponse(current),
      [POST]: () => {
        current = PARTIES;
        return envelopeResponse(null, {
          status: 409,
          code: 'Conflict',
          message: 'Dairede zaten bir kiracı var; önce çıkışını yapın.',
          details: { field: 'since' },
        });
      },
    });
    const d = await dialog();
    await userEvent.click(await within(d).findByRole('button', { name: 'Kiracı Ekle' }));
    const form = within(d).getByTestId('tenant-form');
    await userEvent.type(within(form).getByLabelText('Ad Soyad'), 'Selin Kaya');
    await userEvent.type(within(form).getByLabelText('Cep telefonu'), '5550000003');
    await userEvent.click(within(form).getByRole('button', { name: 'Kaydet' }));
    const since = within(form).getByLabelText('Başlangıç');
    await waitFor(() => expect(since).toHaveAttribute('aria-invalid', 'true'));
    expect(since).toHaveAccessibleDescription('Dairede zaten bir kiracı var; önce çıkışını yapın.');
    // The list is read again: back on it, the current tenant is shown.
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/parties'))).toHaveLength(2),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Vazgeç' }));
    expect(await within(d).findByText('Selin Kaya')).toBeInTheDocument();
    expect(within(d).queryByText('Kiracı yok.')).toBeNull();
  });

  it('shows a refusal that names no field above the tenant form', async () => {
    open({
      [GET]: NO_TENANT,
      [POST]: () =>
        envelopeResponse(null, {
          status: 409,
          code: 'Conflict',
          message: 'Dairede zaten bir kiracı var; önce çıkışını yapın.',
        }),
    });
    const d = await dialog();
    await userEvent.click(await within(d).findByRole('button', { name: 'Kiracı Ekle' }));
    const form = within(d).getByTestId('tenant-form');
    await userEvent.click(within(form).getByRole('button', { name: 'Kaydet' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Dairede zaten bir kiracı var; önce çıkışını yapın.',
    );
  });

  it('asks before a typed tenant or an owners correction is left', async () => {
    mockFetch({ [GET]: NO_TENANT });
    renderWithWayOut('/admin', <PartiesDialog show unit={A5} onClose={vi.fn()} />);
    const d = await dialog();
    await userEvent.click(await within(d).findByRole('button', { name: 'Kiracı Ekle' }));
    await userEvent.type(within(d).getByLabelText('Ad Soyad'), 'Selin');
    await tryToLeaveAndStay();
    await userEvent.click(within(d).getByRole('button', { name: 'Vazgeç' }));
    await userEvent.click(await within(d).findByRole('button', { name: 'Malikleri Düzelt' }));
    await userEvent.type(within(owner(1)).getByLabelText('Pay'), '0');
    await tryToLeaveAndStay();
  });
});

describe("the units list's 'Malikler ve Kiracı'", { timeout: 20_000 }, () => {
  it("opens from the unit's row in one click", async () => {
    mockFetch({
      'GET /api/siteadmin/units': [A5],
      'GET /api/siteadmin/sites/1/land-shares': {
        landShareTotal: { numerator: 1, denominator: 1 },
        complete: true,
        missing: 0,
      },
      [GET]: PARTIES,
    });
    renderAt('/admin', <UnitsCard siteId={1} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Blok A • Daire 5 malikleri ve kiracısı' }));
    const d = await dialog();
    expect(await within(d).findByRole('table', { name: 'Malikler' })).toBeInTheDocument();
  });
});
