import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, type World } from '../../../test/factories/index.js';
import { createTestApp, type TestContext } from '../../../test/helper.js';
import { meetings, unitOwners, units } from '../../db/schema/index.js';

// The kurul's meetings (PRODUCT.md §18), drafted by the site's manager: both sessions 7–15 days
// apart (KMK 29, 30) and an agenda of 1–50 items; nobody else reaches them.

let t: TestContext;
let w: World;
let siteId: number;
let admin: string;
let other: string;

beforeAll(async () => {
  t = await createTestApp();
  w = buildWorld(t);
  siteId = await w.site({ name: 'Kurul Sitesi' });
  admin = (await w.siteAdmin(siteId)).cookie;
  other = (await w.siteAdmin(await w.site({ name: 'Başka Kurul Sitesi' }))).cookie;
});
afterAll(() => t.close());

const body = (over: object = {}) => ({
  siteId,
  kind: 'olagan',
  title: '2027 Olağan Kat Malikleri Kurulu',
  firstAt: '2027-01-16T14:00:00+03:00',
  firstPlace: 'A Blok sığınak toplantı salonu',
  secondAt: '2027-01-23T14:00:00+03:00',
  secondPlace: 'A Blok sığınak toplantı salonu',
  agenda: [{ title: 'Açılış ve divan seçimi' }, { title: '2027 işletme projesinin görüşülmesi' }],
  ...over,
});
const create = (as: string, over: object = {}) =>
  t.call({ method: 'POST', url: '/api/siteadmin/meetings', as, payload: body(over) });

describe('POST /api/siteadmin/meetings', () => {
  it('drafts a meeting with both sessions and its agenda in order, listed for the site', async () => {
    const res = await create(admin);
    expect(res.statusCode).toBe(201);
    expect(res.body.data).toMatchObject({
      siteId,
      kind: 'olagan',
      status: 'draft',
      firstAt: '2027-01-16T11:00:00.000Z',
      secondAt: '2027-01-23T11:00:00.000Z',
      firstPlace: 'A Blok sığınak toplantı salonu',
      agenda: [
        { order: 1, title: 'Açılış ve divan seçimi' },
        { order: 2, title: '2027 işletme projesinin görüşülmesi' },
      ],
    });
    const list = await t.call({ method: 'GET', url: `/api/siteadmin/meetings?siteId=${siteId}`, as: admin });
    expect(list.body.data.map((m: { id: number }) => m.id)).toContain(res.body.data.id);
    const one = await t.call({ method: 'GET', url: `/api/siteadmin/meetings/${res.body.data.id}`, as: admin });
    expect(one.body.data).toEqual(res.body.data);
  });

  it('refuses a second session under 7 or over 15 days after the first, and bad input naming the field', async () => {
    const before = await t.db.select({ id: meetings.id }).from(meetings).where(eq(meetings.siteId, siteId));
    for (const secondAt of ['2027-01-23T13:59:00+03:00', '2027-01-31T14:01:00+03:00', '2027-01-10T14:00:00+03:00']) {
      const res = await create(admin, { secondAt });
      expect([res.statusCode, res.body.details?.field]).toEqual([400, 'secondAt']);
      expect(res.body.message).toBe(
        'İkinci toplantı, ilk toplantıdan en az 7, en çok 15 gün sonra olmalıdır (KMK 29, 30).',
      );
    }
    expect((await create(admin, { secondAt: '2027-01-31T14:00:00+03:00' })).statusCode).toBe(201);
    const cases: Array<[object, string]> = [
      [{ kind: 'acil' }, 'kind'],
      [{ firstAt: '16.01.2027 14:00' }, 'firstAt'],
      [{ title: ' ' }, 'title'],
      [{ agenda: [] }, 'agenda'],
      [{ agenda: Array.from({ length: 51 }, (_, i) => ({ title: `Madde ${i}` })) }, 'agenda'],
      [{ agenda: [{ title: 'x'.repeat(501) }] }, 'agenda.0.title'],
    ];
    for (const [over, field] of cases) {
      const res = await create(admin, over);
      expect([res.statusCode, res.body.details?.field]).toEqual([400, field]);
    }
    const after = await t.db.select({ id: meetings.id }).from(meetings).where(eq(meetings.siteId, siteId));
    expect(after.length).toBe(before.length + 1);
  });

  it('is for the site’s managers only', async () => {
    expect((await create(other)).statusCode).toBe(403);
    const id = (await create(admin)).body.data.id;
    expect((await t.call({ method: 'GET', url: `/api/siteadmin/meetings/${id}`, as: other })).statusCode).toBe(403);
    const mehmet = await t.login('mehmet');
    expect((await t.call({ method: 'GET', url: `/api/siteadmin/meetings/${id}`, as: mehmet })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/siteadmin/meetings/99999999', as: admin })).statusCode).toBe(404);
  });
});

/** Four units of a quarter of the arsa payı each: A1 and A2 one person's, A3 two people's, A4 one. */
async function calledMeetingOnFourUnits() {
  const site = await w.site({ name: `Hazirun Sitesi ${Date.now()}` });
  const manager = (await w.siteAdmin(site)).cookie;
  const people = await Promise.all([1, 2, 3, 4].map(() => w.user()));
  const owned: Array<[string, number[]]> = [
    ['1', [people[0].id]],
    ['2', [people[0].id]],
    ['3', [people[1].id, people[2].id]],
    ['4', [people[3].id]],
  ];
  const unitIds: number[] = [];
  for (const [door, owners] of owned) {
    const unitId = await w.unit({ siteId: site, block: 'A', doorNumber: door });
    await t.db.update(units).set({ landShareNumerator: 1, landShareDenominator: 4 }).where(eq(units.id, unitId));
    for (const userId of owners)
      await t.db.insert(unitOwners).values({
        unitId,
        userId,
        fullName: `Malik ${userId}`,
        shareNumerator: 1,
        shareDenominator: owners.length,
        since: '2020-01-01',
      });
    unitIds.push(unitId);
  }
  const created = await t.call({
    method: 'POST',
    url: '/api/siteadmin/meetings',
    as: manager,
    payload: body({ siteId: site }),
  });
  const meetingId = created.body.data.id as number;
  return { site, manager, unitIds, meetingId };
}
const put = (as: string, id: number, payload: object) =>
  t.call({ method: 'PUT', url: `/api/siteadmin/meetings/${id}/attendance`, as, payload });

describe('PUT /api/siteadmin/meetings/:id/attendance', () => {
  it('gives the hazirun with the quorum by number and by arsa payı, owners counted as the law counts them', async () => {
    const m = await calledMeetingOnFourUnits();
    // Attendance is taken at the meeting: not before the çağrı.
    const early = await put(m.manager, m.meetingId, { session: 'first', entries: [] });
    expect([early.statusCode, early.body.message]).toEqual([409, 'Toplantı çağrısı yapılmadan hazirun tutulamaz.']);
    await t.db.update(meetings).set({ status: 'called' }).where(eq(meetings.id, m.meetingId));
    const [a1, a2, a3, a4] = m.unitIds;
    const one = await put(m.manager, m.meetingId, {
      session: 'first',
      entries: [
        { unitId: a1, present: true },
        { unitId: a2, present: true },
        { unitId: a3, present: false },
      ],
    });
    expect(one.statusCode).toBe(200);
    // A1 and A2 are one owner's: 1 of 3 owners, half the arsa payı (not more than half).
    expect(one.body.data).toMatchObject({
      session: 'first',
      totalOwners: 3,
      presentOwners: 1,
      presentLandShare: 0.5,
      quorumByCount: false,
      quorumByLandShare: false,
      quorumRequired: true,
      quorumMet: false,
    });
    const two = await put(m.manager, m.meetingId, {
      session: 'first',
      entries: [
        { unitId: a1, present: true },
        { unitId: a2, present: true },
        { unitId: a4, present: true, proxyName: 'Ayşe Kaya' },
      ],
    });
    expect(two.body.data).toMatchObject({ presentOwners: 2, presentLandShare: 0.75, quorumMet: true });
    expect(two.body.data.entries).toEqual([
      { unitId: a1, present: true, proxyName: null },
      { unitId: a2, present: true, proxyName: null },
      { unitId: a4, present: true, proxyName: 'Ayşe Kaya' },
    ]);
    const second = await put(m.manager, m.meetingId, { session: 'second', entries: [{ unitId: a3, present: true }] });
    expect(second.body.data).toMatchObject({
      session: 'second',
      presentOwners: 1,
      quorumRequired: false,
      quorumMet: true,
    });
  });

  it('refuses a proxy for more owners than KMK 31 allows (409), a unit of another site, and writes nothing', async () => {
    const m = await calledMeetingOnFourUnits();
    await t.db.update(meetings).set({ status: 'called' }).where(eq(meetings.id, m.meetingId));
    const [a1, , a3, a4] = m.unitIds;
    const over = await put(m.manager, m.meetingId, {
      session: 'first',
      entries: [
        { unitId: a3, present: true, proxyName: 'Ali Veli' },
        { unitId: a4, present: true, proxyName: 'ali  veli' },
        { unitId: a1, present: true, proxyName: 'ALİ VELİ' },
      ],
    });
    expect([over.statusCode, over.body.message, over.body.details?.field]).toEqual([
      409,
      'Bir kişi en fazla 2 kat malikine vekâlet edebilir (KMK 31).',
      'entries.2.proxyName',
    ]);
    const foreign = await put(m.manager, m.meetingId, {
      session: 'first',
      entries: [{ unitId: await w.unit({ siteId, block: 'Z', doorNumber: '9' }), present: true }],
    });
    expect([foreign.statusCode, foreign.body.details?.field]).toEqual([400, 'entries.0.unitId']);
    const badSession = await put(m.manager, m.meetingId, { session: 'third', entries: [] });
    expect([badSession.statusCode, badSession.body.details?.field]).toEqual([400, 'session']);
    expect((await put(other, m.meetingId, { session: 'first', entries: [] })).statusCode).toBe(403);
    const fine = await put(m.manager, m.meetingId, { session: 'first', entries: [] });
    expect(fine.body.data).toMatchObject({ presentOwners: 0, entries: [] });
  });
});

describe('POST /api/siteadmin/meetings/:id/motions and /api/siteadmin/motions/:id/votes', () => {
  async function withFirstSessionQuorum() {
    const m = await calledMeetingOnFourUnits();
    await t.db.update(meetings).set({ status: 'called' }).where(eq(meetings.id, m.meetingId));
    const [a1, a2, a3, a4] = m.unitIds;
    await put(m.manager, m.meetingId, {
      session: 'first',
      entries: [
        { unitId: a1, present: true },
        { unitId: a2, present: true },
        { unitId: a3, present: true },
        { unitId: a4, present: false },
      ],
    });
    return m;
  }
  const motion = (m: { manager: string; meetingId: number }, payload: object) =>
    t.call({ method: 'POST', url: `/api/siteadmin/meetings/${m.meetingId}/motions`, as: m.manager, payload });
  const vote = (as: string, motionId: number, votes: object[]) =>
    t.call({ method: 'POST', url: `/api/siteadmin/motions/${motionId}/votes`, as, payload: { votes } });

  it('counts a motion’s votes by its threshold, replaces them when recorded again, and lists it on the meeting', async () => {
    const m = await withFirstSessionQuorum();
    const [a1, a2, a3, a4] = m.unitIds;
    const agenda = (await t.call({ method: 'GET', url: `/api/siteadmin/meetings/${m.meetingId}`, as: m.manager })).body
      .data.agenda;
    const created = await motion(m, {
      session: 'first',
      title: '2027 işletme projesinin onaylanması',
      agendaItemId: agenda[1].id,
      threshold: 'majority',
    });
    expect(created.statusCode).toBe(201);
    expect(created.body.data).toMatchObject({ status: 'open', result: null, agendaItemId: agenda[1].id });
    const id = created.body.data.id;
    // A1 and A2 are one owner's: one way for both, and one vote, a third of 4 units (KMK 31). With
    // A3's yes: 2 yes of 2 present votes, passed.
    const first = await vote(m.manager, id, [
      { unitId: a1, vote: 'yes' },
      { unitId: a2, vote: 'yes' },
      { unitId: a3, vote: 'yes' },
    ]);
    expect(first.statusCode).toBe(200);
    expect(first.body.data).toMatchObject({
      status: 'passed',
      result: { yes: 2, no: 0, abstain: 0, yesLandShare: 0.75, passed: true },
    });
    const again = await vote(m.manager, id, [
      { unitId: a1, vote: 'no' },
      { unitId: a2, vote: 'no' },
      { unitId: a3, vote: 'yes' },
    ]);
    expect(again.body.data).toMatchObject({ status: 'rejected', result: { yes: 1, no: 1, passed: false } });
    // By number and arsa payı of all owners: 1 of 3 owners, a quarter: rejected.
    const land = await motion(m, { session: 'first', title: 'Yönetici seçimi', threshold: 'countAndLandShare' });
    const counted = await vote(m.manager, land.body.data.id, [
      { unitId: a1, vote: 'abstain' },
      { unitId: a2, vote: 'abstain' },
      { unitId: a3, vote: 'yes' },
    ]);
    expect(counted.body.data).toMatchObject({ status: 'rejected', result: { yes: 1, abstain: 1, yesLandShare: 0.25 } });
    const listed = (await t.call({ method: 'GET', url: `/api/siteadmin/meetings/${m.meetingId}`, as: m.manager })).body
      .data.motions;
    expect(listed.map((x: { status: string }) => x.status)).toEqual(['rejected', 'rejected']);
    const absent = await vote(m.manager, id, [{ unitId: a4, vote: 'yes' }]);
    expect([absent.statusCode, absent.body.message, absent.body.details?.field]).toEqual([
      400,
      'Toplantıda bulunmayan daire oy kullanamaz.',
      'votes.0.unitId',
    ]);
    const split = await vote(m.manager, id, [
      { unitId: a1, vote: 'yes' },
      { unitId: a2, vote: 'no' },
    ]);
    expect([split.statusCode, split.body.details?.field]).toEqual([400, 'votes.1.unitId']);
    // Refused recordings changed nothing.
    const kept = (await t.call({ method: 'GET', url: `/api/siteadmin/meetings/${m.meetingId}`, as: m.manager })).body
      .data.motions[0];
    expect(kept.result).toMatchObject({ yes: 1, no: 1 });
  });

  it('takes no decision in a first session without its quorum (409), and refuses bad input and strangers', async () => {
    const m = await calledMeetingOnFourUnits();
    await t.db.update(meetings).set({ status: 'called' }).where(eq(meetings.id, m.meetingId));
    const [a1] = m.unitIds;
    await put(m.manager, m.meetingId, { session: 'first', entries: [{ unitId: a1, present: true }] });
    const id = (await motion(m, { session: 'first', title: 'Çatı onarımı', threshold: 'fourFifths' })).body.data.id;
    const noQuorum = await vote(m.manager, id, [{ unitId: a1, vote: 'yes' }]);
    expect([noQuorum.statusCode, noQuorum.body.message]).toEqual([
      409,
      'İlk toplantıda yeter sayı sağlanmadı; karar alınamaz (KMK 30).',
    ]);
    const badThreshold = await motion(m, { session: 'first', title: 'x', threshold: 'salt' });
    expect([badThreshold.statusCode, badThreshold.body.details?.field]).toEqual([400, 'threshold']);
    const badVote = await vote(m.manager, id, [{ unitId: a1, vote: 'evet' }]);
    expect([badVote.statusCode, badVote.body.details?.field]).toEqual([400, 'votes.0.vote']);
    const otherMeeting = await calledMeetingOnFourUnits();
    const otherItem = (
      await t.call({
        method: 'GET',
        url: `/api/siteadmin/meetings/${otherMeeting.meetingId}`,
        as: otherMeeting.manager,
      })
    ).body.data.agenda[0].id;
    const wrongItem = await motion(m, { session: 'first', title: 'x', threshold: 'majority', agendaItemId: otherItem });
    expect([wrongItem.statusCode, wrongItem.body.details?.field]).toEqual([400, 'agendaItemId']);
    expect((await vote(other, id, [])).statusCode).toBe(403);
    expect((await vote(m.manager, 99_999_999, [])).statusCode).toBe(404);
  });
});

describe('POST /api/siteadmin/meetings/:id/held', () => {
  it('marks a called meeting held, after which its hazirun and votes stand; a draft or held one is 409', async () => {
    const m = await calledMeetingOnFourUnits();
    const hold = () => t.call({ method: 'POST', url: `/api/siteadmin/meetings/${m.meetingId}/held`, as: m.manager });
    const early = await hold();
    expect([early.statusCode, early.body.message]).toEqual([
      409,
      'Çağrısı yapılmamış bir toplantı yapıldı olarak işaretlenemez.',
    ]);
    await t.db.update(meetings).set({ status: 'called' }).where(eq(meetings.id, m.meetingId));
    const held = await hold();
    expect([held.statusCode, held.body.data.status]).toEqual([200, 'held']);
    expect((await hold()).statusCode).toBe(409);
    const late = await put(m.manager, m.meetingId, { session: 'second', entries: [] });
    expect([late.statusCode, late.body.message]).toEqual([409, 'Yapılmış bir toplantının kayıtları değiştirilemez.']);
    expect(
      (await t.call({ method: 'POST', url: `/api/siteadmin/meetings/${m.meetingId}/held`, as: other })).statusCode,
    ).toBe(403);
  });
});
