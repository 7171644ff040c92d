import type { FinalStatementDto, MyUnit, UnitAccountDto } from '@aidat/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelopeResponse, mockFetch } from '../../../test/fetch-mock';
import { renderRoutes } from '../../../test/render';
import { FinalStatementsPage } from './final-statements-page';
import { HomePage } from './home-page';
import { UnitDetailPage } from './unit-detail-page';

/** Mehmet lives in A5 and owns it; he owns B7 (a tenant lives there) and rents D2 at another site. */
const UNITS: MyUnit[] = [
  {
    unitId: 5,
    siteId: 1,
    siteName: 'Güneş Sitesi',
    block: 'A',
    doorNumber: '5',
    paymentReference: 'GNS-A5',
    relations: ['resident', 'owner'],
  },
  {
    unitId: 7,
    siteId: 1,
    siteName: 'Güneş Sitesi',
    block: 'B',
    doorNumber: '7',
    paymentReference: 'GNS-B7',
    relations: ['owner'],
  },
  {
    unitId: 21,
    siteId: 2,
    siteName: 'Deniz Sitesi',
    block: 'D',
    doorNumber: '2',
    paymentReference: 'DNZ-D2',
    relations: ['tenant'],
  },
];

const OWNER_ACCOUNT: UnitAccountDto = {
  unitId: 7,
  siteName: 'Güneş Sitesi',
  block: 'B',
  doorNumber: '7',
  relations: ['owner'],
  items: [
    {
      id: 501,
      type: 'aidat_charge',
      description: 'Kasım 2025 Aidatı',
      date: '2025-11-01',
      amount: 1250,
      payerRole: 'occupant',
      unpaid: 1250,
      tenantDebt: true,
    },
    {
      id: 502,
      type: 'ekbutce_charge',
      description: 'Asansör Yenileme',
      date: '2025-10-15',
      amount: 3000,
      payerRole: 'owner',
      unpaid: 0,
      tenantDebt: false,
    },
    {
      id: null,
      type: 'gecikme_charge',
      description: 'Gecikme tazminatı (bugüne kadar işleyen): Kasım 2025 Aidatı',
      date: '2025-12-01',
      amount: 12.5,
      payerRole: 'occupant',
      unpaid: 12.5,
      tenantDebt: true,
    },
  ],
  payments: [{ id: 601, type: 'ekbutce_payment', date: '2025-10-20', amount: 3000, settled: 3000 }],
  outstanding: -1262.5,
  enforcement: true,
  since: null,
  cardPayment: false,
};

const TENANT_ACCOUNT: UnitAccountDto = {
  ...OWNER_ACCOUNT,
  unitId: 21,
  siteName: 'Deniz Sitesi',
  block: 'D',
  doorNumber: '2',
  relations: ['tenant'],
  items: [{ ...OWNER_ACCOUNT.items[0], id: 701, tenantDebt: false }],
  payments: [],
  outstanding: -1250,
  enforcement: false,
  since: '2025-09-01',
  cardPayment: true,
};

const STATEMENTS: FinalStatementDto[] = [
  {
    id: 41,
    unitId: 9,
    siteName: 'Güneş Sitesi',
    block: 'C',
    doorNumber: '3',
    party: 'tenant',
    from: '2024-01-15',
    to: '2025-08-31',
    items: [
      {
        id: 801,
        type: 'aidat_charge',
        description: 'Ağustos 2025 Aidatı',
        date: '2025-08-01',
        amount: 1250,
        payerRole: 'occupant',
        unpaid: 250,
        tenantDebt: false,
      },
    ],
    payments: [{ id: 802, type: 'aidat_payment', date: '2025-08-10', amount: 1000, settled: 1000 }],
    balance: -250,
    createdAt: '2025-08-31T12:00:00.000Z',
  },
  {
    id: 40,
    unitId: 11,
    siteName: 'Deniz Sitesi',
    block: 'A',
    doorNumber: '1',
    party: 'owners',
    from: '2020-01-01',
    to: '2024-12-31',
    items: [],
    payments: [],
    balance: 0,
    createdAt: '2025-01-01T12:00:00.000Z',
  },
];

const HOME = {
  'GET /api/me/units': UNITS,
  // unit-debts answers the resident's units only.
  'GET /api/me/unit-debts': [{ unitId: 5, outstanding: -100, lateFeeAccrued: 0 }],
  'GET /api/me/notifications': [],
  'GET /api/me/units/7/account': OWNER_ACCOUNT,
  'GET /api/me/units/21/account': TENANT_ACCOUNT,
};

function render(path: string, answers: Record<string, unknown>) {
  // The home's tickets part asks for the unread ticket notices (home-tickets.test.tsx).
  const fetch = mockFetch({ 'GET /api/me/ticket-notices': [], ...answers });
  const utils = renderRoutes(
    [
      { path: '/', element: <HomePage /> },
      { path: '/units/:unitId', element: <UnitDetailPage /> },
      { path: '/final-statements', element: <FinalStatementsPage /> },
    ],
    path,
  );
  return { ...utils, fetch };
}

const calls = (fetch: ReturnType<typeof mockFetch>) => fetch.mock.calls.map(([url]) => String(url).split('?')[0]);

describe("the resident's home with owned and rented units (PRODUCT.md §16)", () => {
  it('labels each unit with the relation and shows the balance of units not lived in from their account', async () => {
    const { fetch } = render('/', HOME);
    const rows = await screen.findAllByTestId('unit-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]).getByText('Sakin • Malik')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('-100,00 ₺');
    expect(within(rows[1]).getByText('Malik')).toBeInTheDocument();
    await waitFor(() => expect(rows[1]).toHaveTextContent('-1.262,50 ₺'));
    expect(within(rows[2]).getByText('Kiracı')).toBeInTheDocument();
    await waitFor(() => expect(rows[2]).toHaveTextContent('-1.250,00 ₺'));
    // The resident's own unit asks nothing more.
    expect(calls(fetch)).not.toContain('/api/me/units/5/account');
    expect(screen.getByRole('link', { name: 'Geçmiş Hesap Özetlerim' })).toHaveAttribute('href', '/final-statements');
  });

  it("leads a former tenant with no unit left to 'Geçmiş Hesap Özetlerim'", async () => {
    render('/', {
      'GET /api/me/units': [],
      'GET /api/me/unit-debts': [],
      'GET /api/me/notifications': [],
      'GET /api/me/final-statements': STATEMENTS,
    });
    expect(await screen.findByText('Kayıtlı daire bulunmuyor.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: /Geçmiş Hesap Özetlerim/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Geçmiş Hesap Özetlerim' })).toBeInTheDocument();
    expect(await screen.findAllByTestId('final-statement-card')).toHaveLength(2);
  });
});

describe("the unit page of an owner's or tenant's unit", () => {
  it("shows an owner's account from the home's list without asking for the resident's detail", async () => {
    const { fetch } = render('/', HOME);
    await userEvent.click((await screen.findAllByTestId('unit-row'))[1]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Güneş Sitesi' })).toBeInTheDocument();
    expect(screen.getByText(/Blok B • Daire 7/)).toHaveTextContent('Blok B • Daire 7 • Malik');
    expect(screen.getByTestId('enforcement')).toHaveTextContent('İcra takibinde');
    expect(screen.getByText(/Malik olduğunuz günden bu yana/)).toBeInTheDocument();
    const items = screen.getAllByTestId('party-item');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Kasım 2025 Aidatı');
    expect(items[0]).toHaveTextContent('Ödenmemiş: 1.250,00 ₺');
    expect(within(items[0]).getByTestId('tenant-debt')).toHaveTextContent('Kiracı borcu (KMK 22: malik de sorumludur)');
    expect(items[1]).toHaveTextContent('Ödendi');
    expect(within(items[1]).queryByTestId('tenant-debt')).toBeNull();
    expect(items[2]).toHaveTextContent('bugüne kadar işleyen');
    expect(screen.getByTestId('party-payment')).toHaveTextContent('Ek bütçe ödemesi');
    expect(screen.getByTestId('party-balance')).toHaveTextContent('-1.262,50 ₺');
    expect(calls(fetch)).not.toContain('/api/me/unit-detail/7');
    // The site takes no card payments: 'Kartla Öde' is not offered.
    expect(screen.queryByTestId('card-pay-link')).toBeNull();
  });

  it("shows a tenant's account when the page is opened directly and the resident's detail is not theirs", async () => {
    render('/units/21', {
      'GET /api/me/unit-detail/21': () =>
        envelopeResponse(null, { status: 404, code: 'NotFound', message: 'Daire bulunamadı.' }),
      'GET /api/me/units/21/account': TENANT_ACCOUNT,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Deniz Sitesi' })).toBeInTheDocument();
    expect(screen.getByText(/Kiracılığınızın başladığı 01.09.2025 gününden bu yana/)).toBeInTheDocument();
    expect(screen.queryByTestId('enforcement')).toBeNull();
    expect(screen.queryByTestId('tenant-debt')).toBeNull();
    expect(screen.getByText('Ödeme kaydı yok.')).toBeInTheDocument();
    expect(screen.getByTestId('party-balance')).toHaveTextContent('-1.250,00 ₺');
    // The tenant owes and the site takes card payments (PRODUCT.md §20).
    expect(screen.getByTestId('card-pay-link')).toHaveAttribute('href', '/card-pay/21');
    // A tenant may report an arıza for the flat they rent (PRODUCT.md §17).
    expect(screen.getByRole('link', { name: /Arıza \/ Talep Bildir/ })).toHaveAttribute(
      'href',
      '/my-tickets/new?unitId=21',
    );
  });

  it('shows a retryable error when the account fails to load', async () => {
    let fail = true;
    render('/units/21', {
      'GET /api/me/unit-detail/21': () =>
        envelopeResponse(null, { status: 404, code: 'NotFound', message: 'Daire bulunamadı.' }),
      'GET /api/me/units/21/account': () =>
        fail ? envelopeResponse(null, { status: 500, message: 'Sunucu hatası' }) : envelopeResponse(TENANT_ACCOUNT),
    });
    expect(await screen.findByText('Daire hesabı yüklenirken hata oluştu.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByTestId('party-balance')).toHaveTextContent('-1.250,00 ₺');
  });
});

describe("'Geçmiş Hesap Özetlerim'", () => {
  it('lists each statement with its unit, party, period and balance, and opens its items and payments on tap', async () => {
    render('/final-statements', { 'GET /api/me/final-statements': STATEMENTS });
    expect(screen.getByTestId('loading')).toBeInTheDocument();
    const cards = await screen.findAllByTestId('final-statement-card');
    expect(cards[0]).toHaveTextContent('Güneş Sitesi');
    expect(cards[0]).toHaveTextContent('Blok C • Daire 3');
    expect(cards[0]).toHaveTextContent('Kiracılık • 15.01.2024 – 31.08.2025');
    expect(cards[0]).toHaveTextContent('-250,00 ₺');
    expect(cards[1]).toHaveTextContent('Maliklik • 01.01.2020 – 31.12.2024');
    expect(cards[1]).toHaveTextContent('0,00 ₺');
    expect(within(cards[0]).queryByTestId('party-item')).toBeNull();

    const toggle = within(cards[0]).getByRole('button', { expanded: false });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(cards[0]).getByTestId('party-item')).toHaveTextContent('Ödenmemiş: 250,00 ₺');
    expect(within(cards[0]).getByTestId('party-payment')).toHaveTextContent('+1.000,00 ₺');
    expect(within(cards[0]).getByTestId('party-balance')).toHaveTextContent('-250,00 ₺');
    await userEvent.click(within(cards[1]).getByRole('button', { expanded: false }));
    expect(within(cards[1]).getByText('Borç kaydı yok.')).toBeInTheDocument();
  });

  it('says so when there is none, and shows an error with a retry', async () => {
    let fail = true;
    const first = render('/final-statements', {
      'GET /api/me/final-statements': () =>
        fail ? envelopeResponse(null, { status: 500, message: 'Sunucu hatası' }) : envelopeResponse([]),
    });
    expect(await screen.findByText('Hesap özetleri yüklenirken hata oluştu.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByText('Geçmiş hesap özetiniz bulunmuyor.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Dairelerim' }));
    expect(first.router.state.location.pathname).toBe('/');
  });
});
