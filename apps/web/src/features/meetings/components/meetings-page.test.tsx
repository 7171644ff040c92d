import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse, mockFetch } from '../../../test/fetch-mock';
import { renderRoutes } from '../../../test/render';
import { GUNES, meeting, NOTICES, PREVIEW } from './meeting.fixtures';
import { MeetingPage } from './meeting-page';
import { MeetingsPage } from './meetings-page';
import { EditMeetingPage } from './edit-meeting-page';
import { NewMeetingPage } from './new-meeting-page';

const renderScreens = (path = '/meetings') =>
  renderRoutes(
    [
      { path: '/meetings', element: <MeetingsPage /> },
      { path: '/meetings/new', element: <NewMeetingPage /> },
      { path: '/meetings/:meetingId', element: <MeetingPage /> },
      { path: '/meetings/:meetingId/edit', element: <EditMeetingPage /> },
    ],
    path,
  );

const bodyOf = (fetchMock: ReturnType<typeof mockFetch>, key: string) => {
  const call = fetchMock.mock.calls.find(
    ([url, init]) => `${init?.method ?? 'GET'} ${String(url).split('?')[0]}` === key,
  );
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
};

beforeEach(() => {
  // Before the çağrı's last day (5 December): only the clock is fixed, timers run.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-20T09:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('MeetingsPage', { timeout: 20_000 }, () => {
  it("lists the site's meetings with their kind, sessions in Turkey's time and status", async () => {
    mockFetch({
      'GET /api/siteadmin/sites': [GUNES],
      'GET /api/siteadmin/meetings': [
        meeting(),
        meeting({
          id: 6,
          title: '2026 olağanüstü toplantı',
          kind: 'olaganustu',
          status: 'held',
          firstAt: '2026-03-01T08:00:00.000Z',
        }),
      ],
    });
    renderScreens();
    expect(screen.getByTestId('loading')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Kurul toplantıları' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('2027 olağan genel kurulu');
    expect(rows[0]).toHaveTextContent('Olağan');
    expect(rows[0]).toHaveTextContent('20.12.2026 14:00');
    expect(rows[0]).toHaveTextContent('27.12.2026 14:00');
    expect(rows[0]).toHaveTextContent('Taslak');
    expect(within(rows[0]).getByRole('link', { name: '2027 olağan genel kurulu' })).toHaveAttribute(
      'href',
      '/meetings/7',
    );
    expect(rows[1]).toHaveTextContent('Olağanüstü');
    expect(rows[1]).toHaveTextContent('Yapıldı');
    expect(screen.getByRole('link', { name: 'Yeni Toplantı' })).toHaveAttribute('href', '/meetings/new');
  });

  it('says when the site has no meeting, and shows a failed list with a retry', async () => {
    let calls = 0;
    mockFetch({
      'GET /api/siteadmin/sites': [GUNES],
      'GET /api/siteadmin/meetings': () => {
        calls += 1;
        return calls === 1 ? envelopeResponse(null, { status: 500, message: 'Sunucu hatası' }) : envelopeResponse([]);
      },
    });
    renderScreens();
    expect(await screen.findByTestId('error')).toHaveTextContent('Toplantılar yüklenirken hata oluştu.');
    await userEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByTestId('empty')).toHaveTextContent('Bu sitenin henüz bir kurul toplantısı yok.');
  });
});

describe('NewMeetingPage', { timeout: 20_000 }, () => {
  it('drafts a meeting in two steps: the second session follows the first by 7 days, the agenda is reordered', async () => {
    const fetchMock = mockFetch({
      'GET /api/siteadmin/sites': [GUNES],
      'POST /api/siteadmin/meetings': () => envelopeResponse(meeting(), { status: 201 }),
      'GET /api/siteadmin/meetings/7': meeting(),
      'GET /api/siteadmin/meetings/7/notice-preview': PREVIEW,
    });
    const { router } = renderScreens('/meetings/new');
    await screen.findByText('Güneş Sitesi');
    // Nothing filled: each field says so and the wizard stays on its first step.
    await userEvent.click(screen.getByRole('button', { name: 'İleri' }));
    expect(screen.getByLabelText('Başlık')).toHaveClass('is-invalid');

    await userEvent.click(screen.getByLabelText('Olağanüstü'));
    await userEvent.type(screen.getByLabelText('Başlık'), 'Çatı onarımı');
    fireEvent.change(screen.getByLabelText('İlk toplantı: tarih ve saat'), { target: { value: '2026-12-20T14:00' } });
    await userEvent.type(screen.getByLabelText('İlk toplantı: yer'), 'Site toplantı salonu');
    expect(screen.getByLabelText('İkinci toplantı: tarih ve saat')).toHaveValue('2026-12-27T14:00');
    expect(screen.getByLabelText('İkinci toplantı: yer')).toHaveValue('Site toplantı salonu');
    // Sixteen days is too far (KMK 29–30).
    fireEvent.change(screen.getByLabelText('İkinci toplantı: tarih ve saat'), {
      target: { value: '2027-01-05T14:00' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'İleri' }));
    expect(screen.getByText('İkinci toplantı ilk toplantıdan en çok 15 gün sonra olmalıdır.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('İkinci toplantı: tarih ve saat'), {
      target: { value: '2026-12-28T15:30' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'İleri' }));

    // The agenda: three items, the last moved to the top, the middle one removed.
    await userEvent.type(screen.getByLabelText('1. madde'), 'Açılış');
    await userEvent.click(screen.getByRole('button', { name: 'Madde ekle' }));
    await userEvent.type(screen.getByLabelText('2. madde'), 'Silinecek');
    await userEvent.click(screen.getByRole('button', { name: 'Madde ekle' }));
    await userEvent.type(screen.getByLabelText('3. madde'), 'Çatı onarımı kararı');
    await userEvent.click(screen.getByRole('button', { name: '3. maddeyi yukarı taşı' }));
    await userEvent.click(screen.getByRole('button', { name: '3. maddeyi sil' }));
    expect(screen.getByLabelText('1. madde')).toHaveValue('Açılış');
    expect(screen.getByLabelText('2. madde')).toHaveValue('Çatı onarımı kararı');
    await userEvent.click(screen.getByRole('button', { name: 'Toplantıyı Kaydet' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/meetings/7'));
    expect(bodyOf(fetchMock, 'POST /api/siteadmin/meetings')).toEqual({
      siteId: 1,
      kind: 'olaganustu',
      title: 'Çatı onarımı',
      firstAt: '2026-12-20T14:00:00+03:00',
      firstPlace: 'Site toplantı salonu',
      secondAt: '2026-12-28T15:30:00+03:00',
      secondPlace: 'Site toplantı salonu',
      agenda: [{ title: 'Açılış' }, { title: 'Çatı onarımı kararı' }],
    });
  });

  it("goes back to the meeting's step with the server's refusal beside the field", async () => {
    mockFetch({
      'GET /api/siteadmin/sites': [GUNES],
      'POST /api/siteadmin/meetings': () =>
        envelopeResponse(null, {
          status: 400,
          code: 'ValidationError',
          message: 'İkinci toplantı ilk toplantıdan en az 7, en çok 15 gün sonra olmalıdır (KMK 29–30).',
          details: { field: 'secondAt' },
        }),
    });
    renderScreens('/meetings/new');
    await userEvent.type(await screen.findByLabelText('Başlık'), 'Olağan kurul');
    fireEvent.change(screen.getByLabelText('İlk toplantı: tarih ve saat'), { target: { value: '2026-12-20T14:00' } });
    await userEvent.type(screen.getByLabelText('İlk toplantı: yer'), 'Salon');
    await userEvent.click(screen.getByRole('button', { name: 'İleri' }));
    await userEvent.type(screen.getByLabelText('1. madde'), 'Açılış');
    await userEvent.click(screen.getByRole('button', { name: 'Toplantıyı Kaydet' }));
    expect(await screen.findByLabelText('İkinci toplantı: tarih ve saat')).toHaveClass('is-invalid');
    // The server's sentence, above the form and in the toast.
    await waitFor(() =>
      expect(screen.getAllByText(/en az 7, en çok 15 gün sonra olmalıdır \(KMK 29–30\)/)).toHaveLength(2),
    );
  });
});

describe('MeetingPage: a draft corrected or dropped before its çağrı', { timeout: 20_000 }, () => {
  it('opens the draft with its values, saves the changes over it and shows the meeting', async () => {
    const saved = meeting({ title: '2027 olağan genel kurulu (düzeltildi)' });
    const fetchMock = mockFetch({
      'GET /api/siteadmin/meetings/7': meeting(),
      'PUT /api/siteadmin/meetings/7': () => envelopeResponse(saved),
      'GET /api/siteadmin/meetings/7/notice-preview': PREVIEW,
    });
    const { router } = renderScreens('/meetings/7');
    await userEvent.click(await screen.findByRole('link', { name: 'Düzenle' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/meetings/7/edit'));
    const title = await screen.findByLabelText('Başlık');
    expect(title).toHaveValue('2027 olağan genel kurulu');
    // Turkey's clock, as the draft was typed; the second session stays as set.
    expect(screen.getByLabelText('İlk toplantı: tarih ve saat')).toHaveValue('2026-12-20T14:00');
    fireEvent.change(screen.getByLabelText('İlk toplantı: tarih ve saat'), { target: { value: '2026-12-19T14:00' } });
    expect(screen.getByLabelText('İkinci toplantı: tarih ve saat')).toHaveValue('2026-12-27T14:00');
    await userEvent.type(title, ' (düzeltildi)');
    await userEvent.click(screen.getByRole('button', { name: 'İleri' }));
    expect(screen.getByLabelText('2. madde')).toHaveValue('İşletme projesinin görüşülmesi');
    await userEvent.click(screen.getByRole('button', { name: 'Değişiklikleri Kaydet' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/meetings/7'));
    expect(bodyOf(fetchMock, 'PUT /api/siteadmin/meetings/7')).toEqual({
      kind: 'olagan',
      title: '2027 olağan genel kurulu (düzeltildi)',
      firstAt: '2026-12-19T14:00:00+03:00',
      firstPlace: 'Site toplantı salonu',
      secondAt: '2026-12-27T14:00:00+03:00',
      secondPlace: 'Site toplantı salonu',
      agenda: [{ title: 'Açılış ve divan seçimi' }, { title: 'İşletme projesinin görüşülmesi' }],
    });
  });

  it('deletes the draft once confirmed and goes back to the list; a called meeting offers neither', async () => {
    const fetchMock = mockFetch({
      'GET /api/siteadmin/sites': [GUNES],
      'GET /api/siteadmin/meetings': [],
      'GET /api/siteadmin/meetings/7': meeting(),
      'GET /api/siteadmin/meetings/7/notice-preview': PREVIEW,
      'DELETE /api/siteadmin/meetings/7': null,
    });
    const { router } = renderScreens('/meetings/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Taslağı Sil' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('“2027 olağan genel kurulu” taslağı gündemiyle birlikte silinecek.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Taslağı Sil' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/meetings'));
    expect(fetchMock.mock.calls.some(([url, init]) => init?.method === 'DELETE' && String(url).endsWith('/7'))).toBe(
      true,
    );
  });

  it('offers no edit or delete once the meeting is called, and says so on its edit address', async () => {
    mockFetch({
      'GET /api/siteadmin/meetings/7': meeting({ status: 'called' }),
      'GET /api/siteadmin/meetings/7/notice-preview': PREVIEW,
      'GET /api/siteadmin/meetings/7/notices': NOTICES,
    });
    renderScreens('/meetings/7');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: 'Düzenle' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Taslağı Sil' })).toBeNull();
    renderScreens('/meetings/7/edit');
    expect(await screen.findByText('Yalnızca çağrısı yapılmamış bir taslak düzenlenebilir.')).toBeInTheDocument();
  });
});

describe('MeetingPage: the çağrı', { timeout: 20_000 }, () => {
  it('previews who gets what by which channel and the last day, then sends the çağrı and lists the deliveries', async () => {
    const fetchMock = mockFetch({
      'GET /api/siteadmin/meetings/7': meeting(),
      'GET /api/siteadmin/meetings/7/notice-preview': PREVIEW,
      'POST /api/siteadmin/meetings/7/call': { meeting: meeting({ status: 'called' }), notices: NOTICES },
      'GET /api/siteadmin/meetings/7/notices': NOTICES,
      'GET /api/siteadmin/meetings': [meeting({ status: 'called' })],
    });
    renderScreens('/meetings/7');
    expect(await screen.findByTestId('call-by')).toHaveTextContent(
      'Çağrı en geç 05.12.2026 14:00 tarihinde yapılmalıdır (toplantıdan en az 15 gün önce, KMK 29).',
    );
    expect(screen.getByText('1 kat malikine SMS, 1 kat malikine e-posta gidecek.')).toBeInTheDocument();
    const owners = screen.getByRole('table', { name: 'Kat malikleri ve çağrı kanalları' });
    const [, ayse, mehmet] = within(owners).getAllByRole('row');
    expect(ayse).toHaveTextContent('Ayşe Yılmaz');
    expect(ayse).toHaveTextContent('A-1, A-2');
    expect(mehmet).toHaveTextContent('Yalnızca imzalı tebliğ');
    expect(screen.getByText('Kat maliki kayıtlı olmayan daireler: B-2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Çağrı Belgesi (PDF, imza sütunlu)' })).toHaveAttribute(
      'href',
      '/api/siteadmin/meetings/7/notice.pdf',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Çağrı Gönder' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('1 SMS ve 1 e-posta gönderilecek');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Çağrı Gönder' }));

    const deliveries = await screen.findByRole('table', { name: 'Gönderimler' });
    expect(
      fetchMock.mock.calls.some(([url, init]) => url === '/api/siteadmin/meetings/7/call' && init?.method === 'POST'),
    ).toBe(true);
    const rows = within(deliveries).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('A-1Ayşe YılmazSMSGönderildi20.11.2026 12:01');
    expect(rows[1]).toHaveTextContent('E-postaGönderilemedi');
    expect(screen.getByText('1 gönderildi · 1 gönderilemedi · 0 sırada')).toBeInTheDocument();
    expect(screen.getAllByText('Çağrı yapıldı').length).toBeGreaterThan(0);
  });

  it("shows the server's refusal when the çağrı is too late", async () => {
    vi.setSystemTime(new Date('2026-12-10T09:00:00Z'));
    mockFetch({
      'GET /api/siteadmin/meetings/7': meeting(),
      'GET /api/siteadmin/meetings/7/notice-preview': PREVIEW,
      'POST /api/siteadmin/meetings/7/call': () =>
        envelopeResponse(null, {
          status: 409,
          code: 'Conflict',
          message: 'Çağrı toplantıdan en az 15 gün önce yapılmalıdır (KMK 29).',
        }),
    });
    renderScreens('/meetings/7');
    expect(await screen.findByTestId('call-by')).toHaveTextContent('Çağrı için süre geçti');
    await userEvent.click(screen.getByRole('button', { name: 'Çağrı Gönder' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Çağrı Gönder' }));
    // The server's sentence, above the button and in the toast.
    await waitFor(() =>
      expect(screen.getAllByText('Çağrı toplantıdan en az 15 gün önce yapılmalıdır (KMK 29).')).toHaveLength(2),
    );
  });

  it('says a meeting that does not exist', async () => {
    mockFetch({
      'GET /api/siteadmin/meetings/8': () =>
        envelopeResponse(null, { status: 404, code: 'NotFound', message: 'Toplantı bulunamadı.' }),
    });
    renderScreens('/meetings/8');
    expect(await screen.findByTestId('empty')).toHaveTextContent('Toplantı bulunamadı.');
  });
});
