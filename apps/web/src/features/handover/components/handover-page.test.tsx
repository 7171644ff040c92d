import type { AccountDto, AdminSiteDto, HandoverDto, MeetingDto, MotionDto } from '@aidat/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelopeResponse, mockFetch } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';
import { HandoverPage } from './handover-page';

const GUNES: AdminSiteDto = {
  id: 1,
  name: 'Güneş Sitesi',
  address: 'x',
  blockCount: 2,
  unitCount: 4,
  monthlyDuesAmount: 1250,
};
const DENIZ: AdminSiteDto = { ...GUNES, id: 2, name: 'Deniz Sitesi' };

const account = (over: Partial<AccountDto>): AccountDto => ({
  id: 1,
  siteId: 1,
  name: 'Kasa',
  kind: 'kasa',
  iban: null,
  openingBalance: 0,
  openingDate: '2026-01-01',
  isDefault: true,
  balance: 1250.5,
  ...over,
});

const ACCOUNTS = [
  account({}),
  account({ id: 2, name: 'Ziraat', kind: 'banka', isDefault: false, balance: 48200 }),
  account({ id: 3, name: 'Sanal POS', kind: 'pos', isDefault: false, balance: 310 }),
];

const HANDOVER: HandoverDto = {
  id: 9,
  siteId: 1,
  at: '2026-11-20T09:30:00.000Z',
  by: { userId: 2, fullName: 'Ayşe Yılmaz' },
  fromManagers: [{ userId: 2, fullName: 'Ayşe Yılmaz' }],
  toManager: { userId: 30, fullName: 'Cem Demir' },
  decisionNo: '2026/4',
  decidedAt: '2026-11-15',
  decisionId: null,
  cashCount: [{ accountId: 1, accountName: 'Kasa', bookBalance: 1250.5, countedAmount: 1200, difference: -50.5 }],
  accounts: [{ accountId: 2, accountName: 'Ziraat', kind: 'banka', bookBalance: 48200 }],
  note: null,
  archiveSha256: null,
};

const motion = (over: Partial<MotionDto>): MotionDto => ({
  id: 40,
  meetingId: 5,
  session: 'first',
  agendaItemId: null,
  title: 'Yönetici seçimi',
  text: null,
  threshold: 'countAndLandShare',
  status: 'passed',
  result: null,
  ...over,
});

const MEETING: MeetingDto = {
  id: 5,
  siteId: 1,
  kind: 'olagan',
  title: '2026 olağan kurulu',
  firstAt: '2026-11-10T11:00:00.000Z',
  firstPlace: 'Salon',
  secondAt: '2026-11-17T11:00:00.000Z',
  secondPlace: 'Salon',
  status: 'held',
  agenda: [],
  motions: [
    motion({}),
    motion({ id: 41, title: 'Bütçe', threshold: 'majority' }),
    motion({ id: 42, title: 'Denetçi', status: 'rejected' }),
    motion({ id: 43, title: 'İkinci oturumda yönetici', session: 'second' }),
  ],
};

const routes = (over: Record<string, unknown> = {}) => ({
  'GET /api/siteadmin/sites': [GUNES, DENIZ],
  'GET /api/siteadmin/accounts': ACCOUNTS,
  'GET /api/siteadmin/meetings': [],
  'GET /api/siteadmin/sites/1/handovers': [],
  ...over,
});

const calls = (fetchMock: ReturnType<typeof mockFetch>, key: string) =>
  fetchMock.mock.calls.filter(([url, init]) => `${init?.method ?? 'GET'} ${String(url).split('?')[0]}` === key);

async function fillManager(email = 'cem@example.com') {
  await userEvent.type(await screen.findByLabelText('Ad soyad'), 'Cem Demir');
  await userEvent.type(screen.getByLabelText('E-posta'), email);
  await userEvent.type(screen.getByLabelText('Cep telefonu (isteğe bağlı)'), '5321234567');
  await userEvent.type(screen.getByLabelText('Şifre'), 'Yonetici.2026');
  await userEvent.click(screen.getByRole('button', { name: /İleri/ }));
}

const visibleStep = (name: string) => screen.getByRole('form', { name });

describe('HandoverPage', { timeout: 30_000 }, () => {
  it('hands the site over in four steps: the count’s difference live, what will happen said, sent once with a key, the tutanak linked through /api/me', async () => {
    let sites = [GUNES, DENIZ];
    const fetchMock = mockFetch(
      routes({
        'GET /api/siteadmin/sites': () => envelopeResponse(sites),
        'POST /api/siteadmin/sites/1/handover': () => {
          sites = [DENIZ];
          return envelopeResponse(HANDOVER, { status: 201 });
        },
        'GET /api/siteadmin/sites/2/handovers': [],
      }),
    );
    renderAt('/handover', <HandoverPage />);
    expect(screen.getByTestId('loading')).toBeInTheDocument();

    // (a) Nothing typed: each required field says so and the wizard stays.
    await userEvent.click(await screen.findByRole('button', { name: /İleri/ }));
    expect(screen.getByLabelText('Ad soyad')).toHaveClass('is-invalid');
    expect(screen.getByLabelText('Şifre')).toHaveClass('is-invalid');
    await fillManager();

    // (b) No decision of a held kurul: the number and the day are typed.
    const decision = visibleStep('Kurul kararı');
    expect(within(decision).getByLabelText('Genel kurulda alınan bir karar')).toBeDisabled();
    await userEvent.type(within(decision).getByLabelText('Karar numarası'), '2026/4');
    fireEvent.change(within(decision).getByLabelText('Karar tarihi'), { target: { value: '2026-11-15' } });
    await userEvent.click(within(decision).getByRole('button', { name: /İleri/ }));

    // (c) The kasa counted, the difference as typed; bank and POS read only.
    const cash = visibleStep('Kasa sayımı');
    const field = await within(cash).findByLabelText('Kasa: sayılan tutar (₺)');
    const others = within(cash).getByRole('table', { name: 'Banka ve POS hesapları' });
    expect(others).toHaveTextContent('Ziraat');
    expect(others).toHaveTextContent('Sanal POS');
    expect(within(others).queryByRole('textbox')).toBeNull();
    await userEvent.click(within(cash).getByRole('button', { name: /İleri/ }));
    expect(field).toHaveClass('is-invalid');
    await userEvent.type(field, '1.200');
    expect(within(cash).getByTestId('handover-kasa-difference')).toHaveTextContent('-50,50');
    await userEvent.click(within(cash).getByRole('button', { name: /İleri/ }));

    // (d) What will happen, in words.
    const confirm = within(visibleStep('Not ve onay')).getByTestId('handover-confirm');
    expect(confirm).toHaveTextContent('Güneş Sitesi, Cem Demir adlı yeni yöneticiye devredilecek.');
    expect(confirm).toHaveTextContent('Siz dahil bu sitenin bütün yöneticileri siteye erişimini hemen kaybeder.');
    expect(confirm).toHaveTextContent('2026/4 sayılı, 15.11.2026 tarihli karar');
    await userEvent.type(screen.getByLabelText('Not (isteğe bağlı)'), 'Anahtarlar teslim edildi.');
    await userEvent.click(screen.getByRole('button', { name: 'Siteyi Devret' }));

    const result = await screen.findByTestId('handover-result');
    expect(result).toHaveTextContent('Güneş Sitesi artık Cem Demir tarafından yönetiliyor.');
    expect(within(result).getByTestId('handover-tutanak')).toHaveAttribute('href', '/api/me/handovers/9/tutanak.pdf');
    const [post] = calls(fetchMock, 'POST /api/siteadmin/sites/1/handover');
    expect(new Headers(post[1]?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(String(post[1]?.body))).toEqual({
      newManager: {
        fullName: 'Cem Demir',
        email: 'cem@example.com',
        phone: '+90 (532) 123 45 67',
        password: 'Yonetici.2026',
      },
      decisionNo: '2026/4',
      decidedAt: '2026-11-15',
      cashCount: [{ accountId: 1, countedAmount: 1200 }],
      note: 'Anahtarlar teslim edildi.',
    });

    // The site's list is read again; 'Tamam' goes on with the site left, nothing of the old one asked again.
    await waitFor(() => expect(calls(fetchMock, 'GET /api/siteadmin/sites')).toHaveLength(2));
    expect(calls(fetchMock, 'GET /api/siteadmin/sites/1/handovers')).toHaveLength(1);
    await userEvent.click(within(result).getByRole('button', { name: 'Tamam' }));
    expect(await screen.findByLabelText('Site')).toHaveDisplayValue('Deniz Sitesi');
    expect(calls(fetchMock, 'GET /api/siteadmin/sites/1/handovers')).toHaveLength(1);
  });

  it('offers to link a registered user on the 409, and sends the same handover again with linkExisting', async () => {
    const bodies: unknown[] = [];
    mockFetch(
      routes({
        'POST /api/siteadmin/sites/1/handover': (_url: string, init?: RequestInit) => {
          const body = JSON.parse(String(init?.body));
          bodies.push(body);
          return body.linkExisting
            ? envelopeResponse(HANDOVER, { status: 201 })
            : envelopeResponse(null, {
                status: 409,
                code: 'Conflict',
                message: 'Bu e-posta/telefon kayıtlı bir kullanıcıya ait.',
                details: { field: 'newManager.email' },
              });
        },
      }),
    );
    renderAt('/handover', <HandoverPage />);
    await fillManager('mehmet@aidat.local');
    await userEvent.type(screen.getByLabelText('Karar numarası'), '2026/4');
    fireEvent.change(screen.getByLabelText('Karar tarihi'), { target: { value: '2026-11-15' } });
    await userEvent.click(within(visibleStep('Kurul kararı')).getByRole('button', { name: /İleri/ }));
    await userEvent.type(await screen.findByLabelText('Kasa: sayılan tutar (₺)'), '1250,50');
    await userEvent.click(within(visibleStep('Kasa sayımı')).getByRole('button', { name: /İleri/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Siteyi Devret' }));

    const refusal = await screen.findByTestId('handover-error');
    expect(refusal).toHaveTextContent('Bu e-posta/telefon kayıtlı bir kullanıcıya ait.');
    // Still on the last step: the choice is made here.
    expect(visibleStep('Not ve onay')).toBeVisible();
    await userEvent.click(within(refusal).getByRole('button', { name: 'Mevcut kullanıcıyı yönetici yap' }));
    expect(await screen.findByTestId('handover-result')).toBeInTheDocument();
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).not.toHaveProperty('linkExisting');
    expect(bodies[1]).toMatchObject({ linkExisting: true, newManager: { email: 'mehmet@aidat.local' } });
  });

  it('marks the field a 400 names, on its own step', async () => {
    let answer = 0;
    mockFetch(
      routes({
        'POST /api/siteadmin/sites/1/handover': () => {
          answer += 1;
          return answer === 1
            ? envelopeResponse(
                { errors: [{ field: 'cashCount.0.countedAmount', message: 'Sayılan tutar negatif olamaz.' }] },
                { status: 400, code: 'ValidationError', message: 'Sayılan tutar negatif olamaz.' },
              )
            : envelopeResponse(null, {
                status: 400,
                code: 'ValidationError',
                message: 'Karar tarihi (decidedAt) bugünden sonra olamaz.',
                details: { field: 'decidedAt' },
              });
        },
      }),
    );
    renderAt('/handover', <HandoverPage />);
    await fillManager();
    await userEvent.type(screen.getByLabelText('Karar numarası'), '2026/4');
    fireEvent.change(screen.getByLabelText('Karar tarihi'), { target: { value: '2026-11-15' } });
    await userEvent.click(within(visibleStep('Kurul kararı')).getByRole('button', { name: /İleri/ }));
    const count = await screen.findByLabelText('Kasa: sayılan tutar (₺)');
    await userEvent.type(count, '-5');
    await userEvent.click(within(visibleStep('Kasa sayımı')).getByRole('button', { name: /İleri/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Siteyi Devret' }));
    await waitFor(() => expect(visibleStep('Kasa sayımı')).toBeVisible());
    expect(count).toHaveClass('is-invalid');
    expect(within(visibleStep('Kasa sayımı')).getByText('Sayılan tutar negatif olamaz.')).toBeInTheDocument();

    await userEvent.clear(count);
    await userEvent.type(count, '5');
    await userEvent.click(within(visibleStep('Kasa sayımı')).getByRole('button', { name: /İleri/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Siteyi Devret' }));
    await waitFor(() => expect(visibleStep('Kurul kararı')).toBeVisible());
    expect(screen.getByLabelText('Karar tarihi')).toHaveClass('is-invalid');
  });

  it('offers only the passed decisions of held meetings taken by number and arsa payı', async () => {
    mockFetch(
      routes({
        'GET /api/siteadmin/meetings': [
          MEETING,
          { ...MEETING, id: 6, status: 'called', motions: [motion({ id: 50 })] },
        ],
      }),
    );
    renderAt('/handover', <HandoverPage />);
    await fillManager();
    const decision = visibleStep('Kurul kararı');
    const pick = await within(decision).findByLabelText('Karar');
    expect(within(decision).getByLabelText('Genel kurulda alınan bir karar')).toBeChecked();
    const options = within(pick)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual([
      'Karar seçin',
      '2026 olağan kurulu: İkinci oturumda yönetici (17.11.2026)',
      '2026 olağan kurulu: Yönetici seçimi (10.11.2026)',
    ]);
    await userEvent.click(within(decision).getByRole('button', { name: /İleri/ }));
    expect(pick).toHaveClass('is-invalid');
    await userEvent.selectOptions(pick, '40');
    await userEvent.click(within(decision).getByRole('button', { name: /İleri/ }));
    expect(visibleStep('Kasa sayımı')).toBeVisible();
  });

  it('shows the states: no site, a failed site list, a failed account list, the past handovers with their files', async () => {
    mockFetch({ 'GET /api/siteadmin/sites': [] });
    const first = renderAt('/handover', <HandoverPage />);
    expect(await screen.findByTestId('empty')).toHaveTextContent('Yönettiğiniz bir site bulunmuyor.');
    first.unmount();

    mockFetch({ 'GET /api/siteadmin/sites': () => envelopeResponse(null, { status: 500, message: 'Sunucu hatası' }) });
    const second = renderAt('/handover', <HandoverPage />);
    expect(await screen.findByTestId('error')).toHaveTextContent('Siteler yüklenirken hata oluştu.');
    second.unmount();

    mockFetch(
      routes({
        'GET /api/siteadmin/accounts': () => envelopeResponse(null, { status: 500, message: 'Sunucu hatası' }),
        'GET /api/siteadmin/sites/1/handovers': [HANDOVER],
      }),
    );
    renderAt('/handover', <HandoverPage />);
    const history = await screen.findByTestId('handover-history');
    const table = await within(history).findByRole('table', { name: 'Devir-teslim kayıtları' });
    expect(table).toHaveTextContent('Cem Demir');
    expect(within(table).getByRole('link', { name: 'Tutanak' })).toHaveAttribute(
      'href',
      '/api/siteadmin/handovers/9/tutanak.pdf',
    );
    expect(within(table).getByRole('link', { name: 'Arşiv' })).toHaveAttribute(
      'href',
      '/api/siteadmin/handovers/9/archive.zip',
    );
    expect(within(history).getByRole('link', { name: 'Bugünkü arşivi indir' })).toHaveAttribute(
      'href',
      '/api/siteadmin/sites/1/archive.zip',
    );
    await fillManager();
    await userEvent.type(screen.getByLabelText('Karar numarası'), '2026/4');
    fireEvent.change(screen.getByLabelText('Karar tarihi'), { target: { value: '2026-11-15' } });
    await userEvent.click(within(visibleStep('Kurul kararı')).getByRole('button', { name: /İleri/ }));
    expect(await within(visibleStep('Kasa sayımı')).findByTestId('error')).toHaveTextContent(
      'Hesaplar yüklenirken hata oluştu.',
    );
  });
});
