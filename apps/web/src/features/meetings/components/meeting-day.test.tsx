import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse, mockFetch } from '../../../test/fetch-mock';
import { renderRoutes } from '../../../test/render';
import { hazirun, meeting, motion, PREVIEW, UNITS } from './meeting.fixtures';
import { MeetingPage } from './meeting-page';

const renderMeeting = () => renderRoutes([{ path: '/meetings/:meetingId', element: <MeetingPage /> }], '/meetings/7');

const bodiesOf = (fetchMock: ReturnType<typeof mockFetch>, key: string) =>
  fetchMock.mock.calls
    .filter(([url, init]) => `${init?.method ?? 'GET'} ${String(url).split('?')[0]}` === key)
    .map(([, init]) => JSON.parse(String(init?.body)));

const CALLED = meeting({ status: 'called' });
const NOTHING_RECORDED = hazirun({ presentOwners: 0, presentLandShare: 0, quorumMet: false, entries: [] });

/** The screen's calls; the hazirun read back is the last one saved, as on the server. */
const routes = (over: Record<string, unknown> = {}) => {
  const put = over['PUT /api/siteadmin/meetings/7/attendance'] ?? hazirun();
  let recorded = over['GET /api/siteadmin/meetings/7/attendance'] ?? NOTHING_RECORDED;
  return {
    'GET /api/siteadmin/meetings/7': CALLED,
    'GET /api/siteadmin/meetings/7/notice-preview': PREVIEW,
    'GET /api/siteadmin/units': UNITS,
    'GET /api/siteadmin/motions/90/votes': { motionId: 90, votes: [] },
    ...over,
    'PUT /api/siteadmin/meetings/7/attendance':
      typeof put === 'function'
        ? put
        : () => {
            recorded = put;
            return envelopeResponse(put);
          },
    'GET /api/siteadmin/meetings/7/attendance': () => envelopeResponse(recorded),
  };
};

beforeEach(() => {
  // The first session's day, after it began: the meeting opens on its hazirun.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-20T11:30:00Z'));
});
afterEach(() => vi.useRealTimers());

/** Marks present, B-1 by a proxy, and saves the first session's hazirun. */
async function recordHazirun() {
  const table = await screen.findByRole('table', { name: 'İlk toplantı: hazirun' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['A-1', 'A-2', 'B-1', 'B-2']);
  await waitFor(() => expect(rows[0]).toHaveTextContent('Ayşe Yılmaz'));
  await userEvent.click(screen.getByRole('button', { name: 'Tümü Asaleten' }));
  await userEvent.click(within(screen.getByRole('radiogroup', { name: 'B-2' })).getByLabelText('Katılmadı'));
  await userEvent.click(within(screen.getByRole('radiogroup', { name: 'B-1' })).getByLabelText('Vekâleten'));
  expect(screen.getByTestId('quorum')).toHaveTextContent('Şu an işaretli: 3 / 4 daire, arsa payı %75');
  expect(screen.getByTestId('quorum')).toHaveTextContent('Kaydedilmemiş değişiklikler var');
  // A proxy without a name is said before it travels.
  await userEvent.click(screen.getByRole('button', { name: 'Hazirunu Kaydet' }));
  expect(screen.getByText('Vekilin adını yazın.')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('B-1 vekilinin adı'), 'Zeynep Kaya');
  await userEvent.click(screen.getByRole('button', { name: 'Hazirunu Kaydet' }));
  await waitFor(() => expect(screen.getByTestId('quorum')).toHaveTextContent('Katılan kat maliki: 2 / 2'));
}

describe('MeetingPage: on the day', { timeout: 30_000 }, () => {
  it("records the first session's hazirun and shows the quorum the server counted", async () => {
    const fetchMock = mockFetch(routes());
    renderMeeting();
    await recordHazirun();
    expect(bodiesOf(fetchMock, 'PUT /api/siteadmin/meetings/7/attendance')).toEqual([
      {
        session: 'first',
        entries: [
          { unitId: 11, present: true },
          { unitId: 12, present: true },
          { unitId: 13, present: true, proxyName: 'Zeynep Kaya' },
          { unitId: 14, present: false },
        ],
      },
    ]);
    const quorum = screen.getByTestId('quorum');
    expect(quorum).toHaveTextContent('Katılan arsa payı: %75');
    expect(quorum).toHaveTextContent('Sayıca çoğunluk: Sağlandı');
    expect(quorum).toHaveTextContent('Toplantı yeter sayısı sağlandı (KMK 30).');
    expect(quorum).not.toHaveTextContent('Kaydedilmemiş');
    expect(screen.getByRole('link', { name: 'İlk toplantı: Hazirun Cetveli (PDF)' })).toHaveAttribute(
      'href',
      '/api/siteadmin/meetings/7/hazirun.pdf?session=first',
    );
  });

  it('says before the votes that a first session without its quorum decides nothing', async () => {
    mockFetch(
      routes({
        'GET /api/siteadmin/meetings/7': meeting({ status: 'called', motions: [motion()] }),
        'PUT /api/siteadmin/meetings/7/attendance': hazirun({
          presentOwners: 1,
          presentLandShare: 0.25,
          quorumByCount: false,
          quorumByLandShare: false,
          quorumMet: false,
          entries: [{ unitId: 13, present: true, proxyName: null }],
        }),
      }),
    );
    renderMeeting();
    await screen.findByRole('table', { name: 'İlk toplantı: hazirun' });
    await userEvent.click(screen.getByRole('button', { name: 'Hazirunu Kaydet' }));
    const quorum = screen.getByTestId('quorum');
    await waitFor(() => expect(quorum).toHaveTextContent('Toplantı yeter sayısı sağlanamadı (KMK 30).'));
    expect(quorum).toHaveTextContent('Sayıca çoğunluk: Sağlanamadı');
    await userEvent.click(screen.getByRole('button', { name: '3. Kararlar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Oyları Gir: İşletme projesi onaylansın' }));
    expect(
      await screen.findByText('İlk toplantıda yeter sayı sağlanmadı; karar alınamaz (KMK 30).'),
    ).toBeInTheDocument();
    expect(screen.getAllByTestId(/^vote-/).map((r) => r.dataset.testid)).toEqual(['vote-B-1']);
  });

  it('opens on the hazirun and the votes recorded before, as after a reload', async () => {
    mockFetch(
      routes({
        'GET /api/siteadmin/meetings/7': meeting({ status: 'called', motions: [motion()] }),
        'GET /api/siteadmin/meetings/7/attendance': hazirun(),
        'GET /api/siteadmin/motions/90/votes': {
          motionId: 90,
          votes: [
            { unitId: 11, vote: 'yes' },
            { unitId: 12, vote: 'no' },
          ],
        },
      }),
    );
    renderMeeting();
    const table = await screen.findByRole('table', { name: 'İlk toplantı: hazirun' });
    expect(within(screen.getByRole('radiogroup', { name: 'B-1' })).getByLabelText('Vekâleten')).toBeChecked();
    expect(within(table).getByLabelText('B-1 vekilinin adı')).toHaveValue('Zeynep Kaya');
    expect(within(screen.getByRole('radiogroup', { name: 'B-2' })).getByLabelText('Katılmadı')).toBeChecked();
    expect(screen.getByTestId('quorum')).toHaveTextContent('Katılan kat maliki: 2 / 2');
    await userEvent.click(screen.getByRole('button', { name: '3. Kararlar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Oyları Gir: İşletme projesi onaylansın' }));
    // A-1 yes and A-2 no as recorded, B-1 not yet.
    expect(await screen.findByTestId('tally')).toHaveTextContent('Kabul 1 · Ret 1 · Çekimser 0 · Oy verilmedi 1');
  });

  it("shows the server's refusal of a proxy over the cap", async () => {
    mockFetch(
      routes({
        'PUT /api/siteadmin/meetings/7/attendance': () =>
          envelopeResponse(null, {
            status: 409,
            code: 'Conflict',
            message: 'Bir kişi en fazla 2 kat malikine vekâlet edebilir (KMK 31).',
          }),
      }),
    );
    renderMeeting();
    await screen.findByRole('table', { name: 'İlk toplantı: hazirun' });
    await userEvent.click(screen.getByRole('button', { name: 'Hazirunu Kaydet' }));
    await waitFor(() =>
      expect(screen.getAllByText('Bir kişi en fazla 2 kat malikine vekâlet edebilir (KMK 31).')).toHaveLength(2),
    );
    expect(screen.getByTestId('quorum')).toHaveTextContent('Bu oturumun hazirunu henüz kaydedilmedi.');
  });

  it("adds a motion for an agenda item and records the votes: 'Tümü Kabul', then one owner's units changed together", async () => {
    let current = CALLED;
    const put = motion({ threshold: 'countAndLandShare' });
    const voted = {
      ...put,
      status: 'rejected' as const,
      result: { yes: 1, no: 2, abstain: 0, yesLandShare: 0.25, passed: false },
    };
    const fetchMock = mockFetch(
      routes({
        'GET /api/siteadmin/meetings/7': () => envelopeResponse(current),
        'POST /api/siteadmin/meetings/7/motions': () => {
          current = meeting({ status: 'called', motions: [put] });
          return envelopeResponse(put, { status: 201 });
        },
        'POST /api/siteadmin/motions/90/votes': () => {
          current = meeting({ status: 'called', motions: [voted] });
          return envelopeResponse(voted);
        },
      }),
    );
    renderMeeting();
    await recordHazirun();
    await userEvent.click(screen.getByRole('button', { name: '3. Kararlar' }));

    const form = screen.getByRole('form', { name: 'Önerge Ekle' });
    await userEvent.selectOptions(within(form).getByLabelText('Gündem maddesi'), '72');
    expect(within(form).getByLabelText('Önerge')).toHaveValue('İşletme projesinin görüşülmesi');
    await userEvent.clear(within(form).getByLabelText('Önerge'));
    await userEvent.type(within(form).getByLabelText('Önerge'), 'İşletme projesi onaylansın');
    await userEvent.selectOptions(within(form).getByLabelText('Karar yeter sayısı'), 'countAndLandShare');
    await userEvent.click(within(form).getByRole('button', { name: 'Önergeyi Ekle' }));
    expect(bodiesOf(fetchMock, 'POST /api/siteadmin/meetings/7/motions')).toEqual([
      { session: 'first', title: 'İşletme projesi onaylansın', agendaItemId: 72, threshold: 'countAndLandShare' },
    ]);

    const item = await screen.findByTestId('motion-90');
    expect(item).toHaveTextContent('Oylanmadı');
    await userEvent.click(within(item).getByRole('button', { name: 'Oyları Gir: İşletme projesi onaylansın' }));
    // Only the units present vote: B-2 stayed away.
    const panel = screen.getByRole('region', { name: 'İşletme projesi onaylansın: oylar' });
    expect(within(panel).queryByTestId('vote-B-2')).toBeNull();
    await userEvent.click(await within(panel).findByRole('button', { name: 'Tümü Kabul' }));
    expect(within(panel).getByTestId('tally')).toHaveTextContent('Kabul 3 · Ret 0 · Çekimser 0 · Oy verilmedi 0');
    // Ayşe owns: her 'Ret' on one is her 'Ret' on both (KMK 31).
    await userEvent.click(within(within(panel).getByRole('radiogroup', { name: 'A-2 oyu' })).getByLabelText('Ret'));
    expect(within(within(panel).getByRole('radiogroup', { name: 'A-1 oyu' })).getByLabelText('Ret')).toBeChecked();
    expect(within(panel).getByTestId('tally')).toHaveTextContent('Kabul 1 · Ret 2 · Çekimser 0');
    await userEvent.click(within(panel).getByRole('button', { name: 'Oyları Kaydet' }));

    expect(bodiesOf(fetchMock, 'POST /api/siteadmin/motions/90/votes')).toEqual([
      {
        votes: [
          { unitId: 11, vote: 'no' },
          { unitId: 12, vote: 'no' },
          { unitId: 13, vote: 'yes' },
        ],
      },
    ]);
    await waitFor(() => expect(screen.getByTestId('motion-90')).toHaveTextContent('RED'));
    expect(screen.getByTestId('motion-90')).toHaveTextContent('Kabul 1 · Ret 2 · Çekimser 0');
    expect(screen.getByTestId('motion-90')).toHaveTextContent('Kabul edenlerin arsa payı: %25');
    expect(screen.getByTestId('motion-90')).toHaveTextContent('Kat maliklerinin sayı ve arsa payı çoğunluğu');
  });

  it('opens a held meeting on its tutanak and shows the recorded hazirun, nothing to change', async () => {
    mockFetch(
      routes({
        'GET /api/siteadmin/meetings/7': meeting({ status: 'held', motions: [motion()] }),
        'GET /api/siteadmin/meetings/7/attendance': hazirun(),
      }),
    );
    renderMeeting();
    expect(await screen.findByText(/Toplantı yapıldı. Karar metnini yazdırıp/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Toplantı Yapıldı' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '2. Hazirun' }));
    expect(await screen.findByText('Toplantı yapıldı; hazirun ve oylar kayıtlı hâliyle kalır.')).toBeInTheDocument();
    expect(screen.getByTestId('quorum')).toHaveTextContent('Katılan kat maliki: 2 / 2');
    expect(screen.queryByRole('button', { name: 'Hazirunu Kaydet' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '3. Kararlar' }));
    expect(screen.queryByRole('button', { name: /Oyları Gir/ })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Önerge Ekle' })).toBeNull();
  });

  it('asks for the hazirun before votes when none was saved on this screen', async () => {
    mockFetch(routes({ 'GET /api/siteadmin/meetings/7': meeting({ status: 'called', motions: [motion()] }) }));
    renderMeeting();
    await userEvent.click(await screen.findByRole('button', { name: '3. Kararlar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Oyları Gir: İşletme projesi onaylansın' }));
    expect(await screen.findByText(/Bu oturumun hazirunu kaydedilmedi/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hazirun adımına git' }));
    expect(await screen.findByRole('table', { name: 'İlk toplantı: hazirun' })).toBeInTheDocument();
  });

  it("marks the meeting held and offers the karar text; the server's refusal before the day is shown", async () => {
    let calls = 0;
    const fetchMock = mockFetch(
      routes({
        'POST /api/siteadmin/meetings/7/held': () => {
          calls += 1;
          return calls === 1
            ? envelopeResponse(null, {
                status: 409,
                code: 'Conflict',
                message: 'İlk toplantının saati gelmeden toplantı yapıldı olarak işaretlenemez.',
              })
            : envelopeResponse(meeting({ status: 'held' }));
        },
        'GET /api/siteadmin/meetings': [meeting({ status: 'held' })],
      }),
    );
    renderMeeting();
    await userEvent.click(await screen.findByRole('button', { name: '4. Tutanak' }));
    expect(screen.getByRole('link', { name: 'Karar Metni (PDF)' })).toHaveAttribute(
      'href',
      '/api/siteadmin/meetings/7/minutes.pdf',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Toplantı Yapıldı' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Toplantı Yapıldı' }));
    await waitFor(() =>
      expect(screen.getAllByText('İlk toplantının saati gelmeden toplantı yapıldı olarak işaretlenemez.')).toHaveLength(
        2,
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Toplantı Yapıldı' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Toplantı Yapıldı' }));
    expect(await screen.findByText(/Toplantı yapıldı. Karar metnini yazdırıp/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Toplantı Yapıldı' })).toBeNull();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/siteadmin/meetings/7/held')).toHaveLength(2);
  });
});
