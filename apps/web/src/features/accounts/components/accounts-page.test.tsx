import type { AccountDto, AccountMovementDto, AccountMovementsPage, AdminSiteDto, TransferDto } from '@aidat/shared';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelopeResponse, mockFetch } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';
import { AccountsPage } from './accounts-page';

const GUNES: AdminSiteDto = {
  id: 1,
  name: 'Güneş Sitesi',
  address: 'x',
  blockCount: 2,
  unitCount: 24,
  monthlyDuesAmount: 1250,
};
// A valid Turkish IBAN (mod-97 check), as people write it: grouped and in lower case.
const IBAN_TYPED = 'tr33 0006 1005 1978 6457 8413 26';
const IBAN = 'TR330006100519786457841326';

const account = (over: Partial<AccountDto>): AccountDto => ({
  id: 1,
  siteId: 1,
  name: 'Kasa',
  kind: 'kasa',
  iban: null,
  openingBalance: 1000,
  openingDate: '2026-01-01',
  isDefault: true,
  balance: 4250.5,
  ...over,
});
const KASA = account({});
const BANK = account({ id: 2, name: 'Ziraat', kind: 'banka', iban: IBAN, isDefault: false, balance: -20 });

const movement = (over: Partial<AccountMovementDto>): AccountMovementDto => ({
  date: '2026-03-10T09:00:00.000Z',
  kind: 'payment',
  description: 'Aidat ödemesi',
  amount: 1250,
  runningBalance: 2250,
  transactionId: 10,
  unitId: 5,
  unitLabel: 'A-5',
  expenseId: null,
  transferId: null,
  reversible: false,
  counterpartAccountId: null,
  counterpartAccountName: null,
  ...over,
});

const movementsPage = (over: Partial<AccountMovementsPage>): AccountMovementsPage => ({
  data: [
    movement({
      kind: 'transfer_out',
      description: 'Virman',
      amount: -500,
      runningBalance: 1750,
      transactionId: null,
      transferId: 4,
      unitId: null,
      unitLabel: null,
      counterpartAccountId: 2,
      counterpartAccountName: 'Ziraat',
    }),
    movement({}),
  ],
  page: 1,
  pageSize: 25,
  totalCount: 30,
  totalPages: 2,
  account: KASA,
  balanceBefore: 1000,
  balanceAfter: 1750,
  totals: { in: 1250, out: 500, net: 750 },
  pageTotals: { in: 1250, out: 500, net: 750 },
  ...over,
});

const baseRoutes = {
  'GET /api/siteadmin/sites': [GUNES],
  'GET /api/siteadmin/accounts': [KASA, BANK],
};

function sends(fetchMock: ReturnType<typeof mockFetch>, route: string) {
  return fetchMock.mock.calls
    .filter(([url, init]) => `${init?.method ?? 'GET'} ${String(url).split('?')[0]}` === route)
    .map(([, init]) => ({
      key: new Headers(init?.headers).get('Idempotency-Key'),
      body: JSON.parse(String(init?.body)),
    }));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const rowOf = (name: string) =>
  screen.getAllByTestId('account-row').find((r) => r.getAttribute('data-account') === name) as HTMLElement;

configure({ asyncUtilTimeout: 5_000 });

describe('AccountsPage', { timeout: 20_000 }, () => {
  it('lists the accounts with kind, IBAN and signed balances, the default marked', async () => {
    mockFetch(baseRoutes);
    renderAt('/accounts', <AccountsPage />);
    expect(screen.getByTestId('loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Hesaplar' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('account-row')).toHaveLength(2));
    expect(within(rowOf('Kasa')).getByText('Varsayılan')).toBeInTheDocument();
    expect(within(rowOf('Kasa')).getByTestId('account-balance')).toHaveTextContent('+4.250,50 ₺');
    expect(within(rowOf('Ziraat')).getByTestId('account-balance')).toHaveTextContent('-20,00 ₺');
    expect(within(rowOf('Ziraat')).getByText('TR33 0006 1005 1978 6457 8413 26')).toBeInTheDocument();
    expect(within(rowOf('Ziraat')).getByText('Banka')).toBeInTheDocument();
  });

  it("shows an account's movements with running balances, pages them and filters by date", async () => {
    const fetchMock = mockFetch({
      ...baseRoutes,
      'GET /api/siteadmin/accounts/1/movements': (url: string) =>
        envelopeResponse(
          url.includes('page=2')
            ? movementsPage({ page: 2, data: [movement({ description: 'Eski ödeme' })] })
            : movementsPage({}),
        ),
    });
    renderAt('/accounts', <AccountsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Kasa hesap hareketlerini göster' }));
    const card = await screen.findByTestId('movements-card');
    expect(within(card).getByRole('heading', { name: 'Kasa • Hesap Hareketleri' })).toBeInTheDocument();
    await waitFor(() => expect(within(card).getAllByTestId('movement-row')).toHaveLength(2));
    const [out] = within(card).getAllByTestId('movement-row');
    expect(out).toHaveTextContent('Giden virman');
    expect(out).toHaveTextContent('Karşı hesap: Ziraat');
    expect(out).toHaveTextContent('-500,00 ₺');
    expect(out).toHaveTextContent('+1.750,00 ₺');
    expect(within(card).getByTestId('movements-totals')).toHaveTextContent('Devreden bakiye+1.000,00 ₺');

    await userEvent.click(within(card).getByRole('button', { name: 'Sonraki sayfa' }));
    expect(await within(card).findByText('Eski ödeme')).toBeInTheDocument();
    expect(within(card).getByText('Sayfa 2 / 2')).toBeInTheDocument();

    fireEvent.change(within(card).getByLabelText('Başlangıç'), { target: { value: '2026-03-01' } });
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url]) => /movements\?page=1&pageSize=25&from=2026-03-01$/.test(String(url))),
      ).toBe(true),
    );
  });

  it('opens a banka account with the IBAN checked as typed and an Idempotency-Key', async () => {
    const fetchMock = mockFetch({
      ...baseRoutes,
      'POST /api/siteadmin/accounts': () => envelopeResponse(account({ id: 3, name: 'Vakıf' }), { status: 201 }),
    });
    renderAt('/accounts', <AccountsPage />);
    const card = await screen.findByTestId('new-account-card');
    await userEvent.type(within(card).getByLabelText('Hesap adı'), 'Vakıf');
    await userEvent.selectOptions(within(card).getByLabelText('Hesap türü'), 'banka');
    const iban = within(card).getByLabelText('IBAN');
    await userEvent.type(iban, 'TR12 3456');
    await userEvent.tab();
    expect(iban).toHaveAttribute('aria-invalid', 'true');
    expect(within(card).getByText('IBAN geçerli bir Türkiye IBAN’ı olmalıdır (TR ve 24 rakam).')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Hesap Aç' }));
    expect(sends(fetchMock, 'POST /api/siteadmin/accounts')).toHaveLength(0);
    // The right shape with one digit mistyped says so, not that it needs 'TR and 24 digits'.
    await userEvent.clear(iban);
    await userEvent.type(iban, IBAN_TYPED.replace(/6$/, '7'));
    await userEvent.tab();
    expect(
      within(card).getByText(
        'IBAN’ın kontrol basamakları tutmuyor; bir rakam yanlış yazılmış olabilir. IBAN’ı bankanın verdiği gibi yazın.',
      ),
    ).toBeInTheDocument();
    expect(within(card).queryByText(/TR ve 24 rakam/)).not.toBeInTheDocument();

    await userEvent.clear(iban);
    await userEvent.type(iban, IBAN_TYPED);
    await userEvent.type(within(card).getByLabelText('Açılış bakiyesi (₺)'), '12.500,75');
    await userEvent.click(within(card).getByRole('button', { name: 'Hesap Aç' }));
    expect(await screen.findByText('Hesap oluşturuldu')).toBeInTheDocument();
    const [sent] = sends(fetchMock, 'POST /api/siteadmin/accounts');
    expect(sent.key).toMatch(UUID);
    expect(sent.body).toEqual({
      siteId: 1,
      name: 'Vakıf',
      kind: 'banka',
      iban: IBAN_TYPED,
      openingBalance: 12500.75,
      openingDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      isDefault: false,
    });
    expect(within(card).getByLabelText('Hesap adı')).toHaveValue('');
  });

  it('says what is missing before sending an account', async () => {
    const fetchMock = mockFetch(baseRoutes);
    renderAt('/accounts', <AccountsPage />);
    const card = await screen.findByTestId('new-account-card');
    await userEvent.click(within(card).getByRole('button', { name: 'Hesap Aç' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Hesap adı');
    await userEvent.type(within(card).getByLabelText('Hesap adı'), 'Banka 2');
    await userEvent.selectOptions(within(card).getByLabelText('Hesap türü'), 'banka');
    await userEvent.click(within(card).getByRole('button', { name: 'Hesap Aç' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Banka hesabı için IBAN girilmelidir.');
    expect(sends(fetchMock, 'POST /api/siteadmin/accounts')).toHaveLength(0);
  });

  it('reverses a transfer from the movements with the reason, once, and keeps the dialog open when it is refused', async () => {
    let movementLoads = 0;
    let refuse = true;
    const reversible = movementsPage({
      data: [
        movement({
          kind: 'transfer_out',
          description: 'Bankaya yatırıldı',
          amount: -500,
          transactionId: null,
          transferId: 4,
          unitId: null,
          unitLabel: null,
          counterpartAccountId: 2,
          counterpartAccountName: 'Ziraat',
          reversible: true,
        }),
        movement({}),
      ],
    });
    const fetchMock = mockFetch({
      ...baseRoutes,
      'GET /api/siteadmin/accounts/1/movements': () => {
        movementLoads += 1;
        return envelopeResponse(reversible);
      },
      'POST /api/siteadmin/transfers/4/reverse': () =>
        refuse
          ? envelopeResponse(null, {
              status: 409,
              code: 'Conflict',
              message: 'Ziraat eksiye düşemez: bu tarihte ve sonrasında kasada en fazla 100,00 ₺ var.',
            })
          : envelopeResponse({ id: 9, siteId: 1, amount: -500, reversesId: 4 }, { status: 201 }),
    });
    renderAt('/accounts', <AccountsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Kasa hesap hareketlerini göster' }));
    const card = await screen.findByTestId('movements-card');
    await waitFor(() => expect(within(card).getAllByTestId('movement-row')).toHaveLength(2));
    // Only the transfer offers it: a payment is reversed from the unit's ledger.
    expect(within(card).getAllByRole('button', { name: /için ters kayıt$/ })).toHaveLength(1);
    await userEvent.click(within(card).getByRole('button', { name: 'Bankaya yatırıldı için ters kayıt' }));
    const dialog = await screen.findByTestId('reverse-transfer-dialog');
    expect(dialog).toHaveTextContent('Karşı hesap: Ziraat');
    expect(dialog).toHaveTextContent('500,00 ₺');
    await userEvent.type(within(dialog).getByLabelText('İptal nedeni'), 'Yanlış hesap');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ters Kaydı Yap' }));
    expect(await screen.findByText(/eksiye düşemez/)).toBeInTheDocument();
    expect(screen.getByTestId('reverse-transfer-dialog')).toBeInTheDocument();

    refuse = false;
    const loadsBefore = movementLoads;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ters Kaydı Yap' }));
    expect(await screen.findByText('Transfer iptal edildi')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('reverse-transfer-dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(movementLoads).toBeGreaterThan(loadsBefore));
    const sent = sends(fetchMock, 'POST /api/siteadmin/transfers/4/reverse');
    expect(sent).toHaveLength(2);
    expect(sent.map((s) => s.body)).toEqual([{ reason: 'Yanlış hesap' }, { reason: 'Yanlış hesap' }]);
    expect(sent[0].key).toMatch(UUID);
  });

  it('records a transfer once on a double click and refreshes the balances', async () => {
    let accountLoads = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const TRANSFER: TransferDto = {
      reversesId: null,
      reversalReason: null,
      id: 4,
      siteId: 1,
      fromAccountId: 1,
      fromAccountName: 'Kasa',
      toAccountId: 2,
      toAccountName: 'Ziraat',
      amount: 2000,
      date: '2026-03-10T09:00:00.000Z',
      description: 'Virman',
      createdBy: 'Ayşe Yılmaz',
    };
    const fetchMock = mockFetch({
      ...baseRoutes,
      'GET /api/siteadmin/accounts': () => {
        accountLoads += 1;
        return envelopeResponse([KASA, BANK]);
      },
      'POST /api/siteadmin/transfers': () => gate.then(() => envelopeResponse(TRANSFER, { status: 201 })),
    });
    renderAt('/accounts', <AccountsPage />);
    const card = await screen.findByTestId('transfer-card');
    await waitFor(() => expect(within(card).getByLabelText('Gönderen hesap')).toHaveValue('1'));
    expect(within(card).getByLabelText('Alan hesap')).toHaveValue('2');
    expect(
      within(card).getByRole('option', { name: 'Kasa (+4.250,50 ₺)', hidden: false, selected: true }),
    ).toBeInTheDocument();
    await userEvent.type(within(card).getByLabelText('Tutar (₺)'), '2.000');
    const save = within(card).getByRole('button', { name: 'Virmanı Kaydet' });
    fireEvent.click(save);
    fireEvent.click(save);
    release();
    expect(await screen.findByText('Transfer kaydedildi')).toBeInTheDocument();
    const sent = sends(fetchMock, 'POST /api/siteadmin/transfers');
    expect(sent).toHaveLength(1);
    expect(sent[0].key).toMatch(UUID);
    expect(sent[0].body).toEqual({
      fromAccountId: 1,
      toAccountId: 2,
      amount: 2000,
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      description: 'Virman',
    });
    await waitFor(() => expect(accountLoads).toBe(2));
  });

  it('refuses a transfer from an account to itself before sending it', async () => {
    const fetchMock = mockFetch(baseRoutes);
    renderAt('/accounts', <AccountsPage />);
    const card = await screen.findByTestId('transfer-card');
    await waitFor(() => expect(within(card).getByLabelText('Alan hesap')).toHaveValue('2'));
    await userEvent.selectOptions(within(card).getByLabelText('Alan hesap'), '1');
    await userEvent.type(within(card).getByLabelText('Tutar (₺)'), '10');
    await userEvent.click(within(card).getByRole('button', { name: 'Virmanı Kaydet' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Gönderen ve alan hesap aynı olamaz.');
    expect(sends(fetchMock, 'POST /api/siteadmin/transfers')).toHaveLength(0);
  });

  it('shows the empty and error states', async () => {
    mockFetch({ ...baseRoutes, 'GET /api/siteadmin/accounts': [] });
    const first = renderAt('/accounts', <AccountsPage />);
    expect(await screen.findByText('Bu sitede hesap bulunmuyor.')).toBeInTheDocument();
    expect(screen.getByText('Virman için sitede en az iki hesap olmalıdır.')).toBeInTheDocument();
    first.unmount();

    mockFetch({
      ...baseRoutes,
      'GET /api/siteadmin/accounts': () =>
        envelopeResponse(null, { status: 500, message: 'Beklenmeyen bir hata oluştu.' }),
      'GET /api/siteadmin/accounts/1/movements': movementsPage({ data: [], totalCount: 0, totalPages: 0 }),
    });
    const second = renderAt('/accounts', <AccountsPage />);
    expect(await screen.findByText('Hesaplar yüklenirken hata oluştu.')).toBeInTheDocument();
    second.unmount();

    mockFetch({
      ...baseRoutes,
      'GET /api/siteadmin/accounts/1/movements': movementsPage({ data: [], totalCount: 0, totalPages: 0 }),
    });
    renderAt('/accounts', <AccountsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Kasa hesap hareketlerini göster' }));
    expect(await screen.findByText('Bu tarih aralığında hareket bulunmuyor.')).toBeInTheDocument();
  });
});
