import type { MeetingDto, MyUnit } from '@aidat/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelopeResponse, mockFetch } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';
import { MyMeetingsPage } from './my-meetings-page';

const unit = (unitId: number, siteId: number, siteName: string, relations: MyUnit['relations']): MyUnit => ({
  unitId,
  siteId,
  siteName,
  block: 'A',
  doorNumber: String(unitId),
  paymentReference: `X-${unitId}`,
  relations,
});

const HELD: MeetingDto = {
  id: 7,
  siteId: 1,
  kind: 'olagan',
  title: '2027 olağan genel kurulu',
  firstAt: '2026-12-20T11:00:00.000Z',
  firstPlace: 'Site toplantı salonu',
  secondAt: '2026-12-27T11:00:00.000Z',
  secondPlace: 'Kapalı otopark',
  status: 'held',
  agenda: [
    { id: 72, order: 2, title: 'İşletme projesinin görüşülmesi' },
    { id: 71, order: 1, title: 'Açılış ve divan seçimi' },
  ],
  motions: [
    {
      id: 90,
      meetingId: 7,
      session: 'second',
      agendaItemId: 72,
      title: 'İşletme projesi onaylansın',
      text: null,
      threshold: 'majority',
      status: 'passed',
      result: { yes: 12, no: 3, abstain: 1, yesLandShare: 0.625, passed: true },
    },
    {
      id: 91,
      meetingId: 7,
      session: 'second',
      agendaItemId: null,
      title: 'Havuz kapatılsın',
      text: null,
      threshold: 'fourFifths',
      status: 'rejected',
      result: { yes: 4, no: 12, abstain: 0, yesLandShare: 0.2, passed: false },
    },
  ],
};

const CALLED: MeetingDto = {
  ...HELD,
  id: 8,
  title: 'Olağanüstü toplantı: çatı',
  kind: 'olaganustu',
  status: 'called',
  firstAt: '2027-02-10T16:00:00.000Z',
  secondAt: '2027-02-17T16:00:00.000Z',
  motions: [],
};

describe('MyMeetingsPage', { timeout: 20_000 }, () => {
  it("shows an owner's called and held meetings with the agenda, both sessions, the decisions and the karar text of a held one", async () => {
    mockFetch({
      'GET /api/me/units': [unit(5, 1, 'Güneş Sitesi', ['owner', 'resident'])],
      'GET /api/me/sites/1/meetings': [HELD, CALLED],
    });
    renderAt('/my-meetings', <MyMeetingsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Toplantılar' })).toBeInTheDocument();
    const held = await screen.findByTestId('meeting-7');
    expect(held).toHaveTextContent('Yapıldı');
    expect(held).toHaveTextContent('İlk toplantı: 20.12.2026 14:00, Site toplantı salonu');
    expect(held).toHaveTextContent('İkinci toplantı: 27.12.2026 14:00, Kapalı otopark');
    expect(within(held).getAllByRole('listitem')[0]).toHaveTextContent('Açılış ve divan seçimi');
    expect(held).toHaveTextContent('KABULİşletme projesi onaylansın');
    expect(held).toHaveTextContent('Kabul 12 · Ret 3 · Çekimser 1 · kabul edenlerin arsa payı %62,5');
    expect(held).toHaveTextContent('REDHavuz kapatılsın');
    expect(held).toHaveTextContent('Kat maliklerinin beşte dört çoğunluğu');
    expect(within(held).getByRole('link', { name: 'Karar Metni (PDF)' })).toHaveAttribute(
      'href',
      '/api/me/meetings/7/minutes.pdf',
    );
    // The newest first; a called meeting has no karar text yet.
    const cards = screen.getAllByTestId(/^meeting-/);
    expect(cards[0]).toBe(screen.getByTestId('meeting-8'));
    expect(cards[0]).toHaveTextContent('Çağrı yapıldı');
    expect(cards[0]).toHaveTextContent('Olağanüstü');
    expect(cards[0]).toHaveTextContent('Henüz oylanmış karar yok.');
    expect(within(cards[0]).queryByRole('link', { name: 'Karar Metni (PDF)' })).toBeNull();
  });

  it("shows the server's refusal in place of a site where the user owns nothing, without a toast", async () => {
    mockFetch({
      'GET /api/me/units': [unit(5, 1, 'Güneş Sitesi', ['owner']), unit(9, 2, 'Deniz Sitesi', ['tenant', 'resident'])],
      'GET /api/me/sites/1/meetings': [],
      'GET /api/me/sites/2/meetings': () =>
        envelopeResponse(null, {
          status: 403,
          code: 'Forbidden',
          message: 'Toplantıları ve kararları yalnızca sitenin kat malikleri görebilir.',
        }),
    });
    renderAt('/my-meetings', <MyMeetingsPage />);
    const deniz = await screen.findByRole('region', { name: 'Deniz Sitesi' });
    await waitFor(() =>
      expect(within(deniz).getByTestId('not-owner')).toHaveTextContent(
        'Toplantıları ve kararları yalnızca sitenin kat malikleri görebilir.',
      ),
    );
    expect(screen.getAllByText('Toplantıları ve kararları yalnızca sitenin kat malikleri görebilir.')).toHaveLength(1);
    const gunes = screen.getByRole('region', { name: 'Güneş Sitesi' });
    expect(within(gunes).getByTestId('empty')).toHaveTextContent('Bu sitede çağrısı yapılmış bir toplantı yok.');
  });

  it('says when the user has no unit, and retries a failed list', async () => {
    let calls = 0;
    mockFetch({
      'GET /api/me/units': () => {
        calls += 1;
        return calls === 1 ? envelopeResponse(null, { status: 500, message: 'Sunucu hatası' }) : envelopeResponse([]);
      },
    });
    renderAt('/my-meetings', <MyMeetingsPage />);
    expect(await screen.findByTestId('error')).toHaveTextContent('Siteleriniz yüklenirken hata oluştu.');
    await userEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByTestId('empty')).toHaveTextContent(
      'Kayıtlı daireniz olmadığı için görebileceğiniz bir toplantı bulunmuyor.',
    );
  });
});
