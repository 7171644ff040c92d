import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeSmtpServer, startFakeSmtpServer } from '../../../test/fake-smtp-server.js';
import { buildWorld, type World } from '../../../test/factories/index.js';
import { createTestApp, type TestContext } from '../../../test/helper.js';
import { addMonths, istanbulDay, MEETING_TEXTS, periodOf } from '@aidat/shared';
import { sql } from 'drizzle-orm';
import { readMessage } from '../../../test/fake-smtp-server.js';
import { pdfText } from '../../../test/fixtures/pdf-text.js';
import {
  budgetLines,
  budgets,
  expenseCategories,
  meetingAgendaItems,
  meetings,
  unitOwners,
  units,
} from '../../db/schema/index.js';
import { meetingMailSenderOf } from './meeting-mail-sender.js';

const DAY_MS = 86_400_000;

// The kurul's meetings (PRODUCT.md §18), drafted by the site's manager: both sessions 7–15 days
// apart (KMK 29, 30) and an agenda of 1–50 items; nobody else reaches them.

let t: TestContext;
let w: World;
let siteId: number;
let admin: string;
let other: string;
let smtp: FakeSmtpServer;

beforeAll(async () => {
  // A real SMTP server in-process: the çağrı's e-mails are read as they arrived.
  smtp = await startFakeSmtpServer();
  t = await createTestApp({
    config: { mailProvider: 'smtp', mail: { smtpUrl: smtp.url, from: 'yonetim@aidat.local', timeoutMs: 5_000 } },
  });
  w = buildWorld(t);
  siteId = await w.site({ name: 'Kurul Sitesi' });
  admin = (await w.siteAdmin(siteId)).cookie;
  other = (await w.siteAdmin(await w.site({ name: 'Başka Kurul Sitesi' }))).cookie;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

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

describe('PUT and DELETE /api/siteadmin/meetings/:id', () => {
  const edit = (as: string, id: number, over: object = {}) => {
    const { siteId: _, ...fields } = body(over);
    return t.call({ method: 'PUT', url: `/api/siteadmin/meetings/${id}`, as, payload: fields });
  };
  const drop = (as: string, id: number) => t.call({ method: 'DELETE', url: `/api/siteadmin/meetings/${id}`, as });

  it('corrects a draft before its çağrı, the agenda replaced, and refuses bad input naming the field', async () => {
    const id = (await create(admin)).body.data.id;
    const res = await edit(admin, id, {
      kind: 'olaganustu',
      firstAt: '2027-02-06T11:00:00+03:00',
      secondAt: '2027-02-13T11:00:00+03:00',
      agenda: [{ title: 'Çatı onarımı' }, { title: 'Dilek ve temenniler' }, { title: 'Kapanış' }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe('Toplantı güncellendi.');
    expect(res.body.data).toMatchObject({
      id,
      siteId,
      kind: 'olaganustu',
      status: 'draft',
      firstAt: '2027-02-06T08:00:00.000Z',
      secondAt: '2027-02-13T08:00:00.000Z',
      agenda: [
        { order: 1, title: 'Çatı onarımı' },
        { order: 2, title: 'Dilek ve temenniler' },
        { order: 3, title: 'Kapanış' },
      ],
    });
    const read = await t.call({ method: 'GET', url: `/api/siteadmin/meetings/${id}`, as: admin });
    expect(read.body.data).toEqual(res.body.data);
    for (const [over, field] of [
      [{ secondAt: '2027-02-20T11:00:01+03:00', firstAt: '2027-02-05T11:00:00+03:00' }, 'secondAt'],
      [{ agenda: [] }, 'agenda'],
      [{ title: ' ' }, 'title'],
    ] as Array<[object, string]>) {
      const refused = await edit(admin, id, over);
      expect([refused.statusCode, refused.body.details?.field]).toEqual([400, field]);
    }
    expect((await t.call({ method: 'GET', url: `/api/siteadmin/meetings/${id}`, as: admin })).body.data).toEqual(
      res.body.data,
    );
  });

  it('deletes a draft with its agenda; a called meeting is neither changed nor deleted (409); strangers are refused', async () => {
    const id = (await create(admin)).body.data.id;
    expect((await edit(other, id)).statusCode).toBe(403);
    expect((await drop(other, id)).statusCode).toBe(403);
    expect((await drop(await t.login('mehmet'), id)).statusCode).toBe(403);
    const dropped = await drop(admin, id);
    expect([dropped.statusCode, dropped.body.message]).toEqual([200, 'Toplantı silindi.']);
    expect((await t.call({ method: 'GET', url: `/api/siteadmin/meetings/${id}`, as: admin })).statusCode).toBe(404);
    expect(await t.db.select().from(meetingAgendaItems).where(eq(meetingAgendaItems.meetingId, id))).toEqual([]);
    expect((await drop(admin, id)).statusCode).toBe(404);

    const called = (await create(admin)).body.data.id;
    await t.db.update(meetings).set({ status: 'called' }).where(eq(meetings.id, called));
    for (const res of [await edit(admin, called, { title: 'Başka' }), await drop(admin, called)]) {
      expect([res.statusCode, res.body.message]).toEqual([
        409,
        'Çağrısı yapılmış bir toplantı değiştirilemez ve silinemez.',
      ]);
    }
    const [kept] = await t.db.select().from(meetings).where(eq(meetings.id, called));
    expect([kept.title, kept.status]).toEqual(['2027 Olağan Kat Malikleri Kurulu', 'called']);
  });
});

/** Four units of a quarter of the arsa payı each: A1 and A2 one person's, A3 two people's, A4 one. */
async function calledMeetingOnFourUnits(over: object = {}) {
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
    payload: body({ siteId: site, ...over }),
  });
  const meetingId = created.body.data.id as number;
  return { site, manager, unitIds, meetingId, people };
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
    const before = await hold();
    expect([before.statusCode, before.body.message]).toEqual([409, MEETING_TEXTS.heldBeforeFirst]);
    await t.db
      .update(meetings)
      .set({ firstAt: new Date(Date.now() - 3_600_000), secondAt: new Date(Date.now() + 7 * DAY_MS) })
      .where(eq(meetings.id, m.meetingId));
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

/** Both sessions from now: the first in `days` days at 14:00 UTC, the second a week later. */
const fromNow = (days: number) => {
  const first = new Date(Date.now() + days * DAY_MS);
  first.setUTCHours(11, 0, 0, 0);
  return { firstAt: first.toISOString(), secondAt: new Date(first.getTime() + 7 * DAY_MS).toISOString() };
};
const get = (as: string, url: string) => t.call({ method: 'GET', url, as });
const post = (as: string, url: string, payload?: object) => t.call({ method: 'POST', url, as, payload });

describe('the çağrı: POST …/call, GET …/notices, …/notice-preview and …/notice.pdf', () => {
  it('calls every current owner by SMS and by e-mail, once per person, and records each delivery', async () => {
    const m = await calledMeetingOnFourUnits(fromNow(30));
    smtp.refuse(m.people[3].email);
    const preview = await get(m.manager, `/api/siteadmin/meetings/${m.meetingId}/notice-preview`);
    expect(preview.statusCode).toBe(200);
    expect(preview.body.data).toMatchObject({ noticeDays: 15, smsCount: 4, emailCount: 4, unitsWithoutOwner: [] });
    expect(preview.body.data.owners[0]).toMatchObject({ unitLabels: ['A-1', 'A-2'], sms: true, email: true });
    expect(preview.body.data.smsText.length).toBeLessThanOrEqual(160);
    expect(preview.body.data.smsText).toContain('Yeter sayi olmazsa');
    expect(preview.body.data.smsText).toContain('ayni yerde');

    const called = await post(m.manager, `/api/siteadmin/meetings/${m.meetingId}/call`);
    expect(called.statusCode).toBe(200);
    expect(called.body.message).toBe(MEETING_TEXTS.called(4, 4));
    expect(called.body.data.meeting.status).toBe('called');
    // Per unit, owner and channel: A-1 and A-2's one owner, A-3's two, A-4's one; SMS and e-mail each.
    const notices = called.body.data.notices as Array<{ unitId: number; channel: string; ownerName: string }>;
    expect(notices).toHaveLength(10);
    expect(notices.filter((n) => n.unitId === m.unitIds[2]).map((n) => n.ownerName)).toEqual([
      `Malik ${m.people[1].id}`,
      `Malik ${m.people[1].id}`,
      `Malik ${m.people[2].id}`,
      `Malik ${m.people[2].id}`,
    ]);
    // The SMS are one campaign of the site, one message per phone, through the throttled sender.
    const sms = await t.db.execute(sql`select r.phone, r.text from sms_campaign_recipients r
      join sms_campaigns c on c.id = r.campaign_id where c.site_id = ${m.site} and c.kind = 'meetingNotice'`);
    const smsRows = (sms as unknown as { rows: Array<{ phone: string; text: string }> }).rows;
    expect(smsRows.map((r) => r.phone).sort()).toEqual(m.people.map((p) => p.phone).sort());

    await meetingMailSenderOf(t.app).idle();
    const mails = smtp.received.filter((r) => m.people.some((p) => r.rcptTo.includes(p.email)));
    expect(mails).toHaveLength(3);
    const first = readMessage(mails.find((r) => r.rcptTo.includes(m.people[0].email))!.raw);
    expect(first.headers.subject).toContain('kat malikleri kurulu olağan toplantı çağrısı');
    const text = first.parts['text/plain'];
    expect(text).toContain('A-1, A-2');
    expect(text).toContain('2027 işletme projesinin görüşülmesi');
    expect(text).toContain(MEETING_TEXTS.secondMeetingSentence);

    const listed = await get(m.manager, `/api/siteadmin/meetings/${m.meetingId}/notices`);
    const mailsOf = (unitId: number) =>
      listed.body.data.filter((n: { unitId: number; channel: string }) => n.unitId === unitId && n.channel === 'email');
    expect(mailsOf(m.unitIds[3])).toMatchObject([{ status: 'failed', sentAt: expect.any(String) }]);
    expect(mailsOf(m.unitIds[0])).toMatchObject([{ status: 'sent', sentAt: expect.any(String) }]);

    const again = await post(m.manager, `/api/siteadmin/meetings/${m.meetingId}/call`);
    expect([again.statusCode, again.body.message]).toEqual([409, MEETING_TEXTS.alreadyCalled]);
    expect((await post(other, `/api/siteadmin/meetings/${m.meetingId}/call`)).statusCode).toBe(403);
    expect((await get(other, `/api/siteadmin/meetings/${m.meetingId}/notices`)).statusCode).toBe(403);
  });

  it('refuses a çağrı with fewer than MeetingNoticeDays full days left (KMK 29), writing nothing', async () => {
    const m = await calledMeetingOnFourUnits(fromNow(10));
    const late = await post(m.manager, `/api/siteadmin/meetings/${m.meetingId}/call`);
    expect([late.statusCode, late.body.message]).toEqual([
      409,
      'Çağrı toplantıdan en az 15 gün önce yapılmalıdır (KMK 29).',
    ]);
    const [row] = await t.db.select({ status: meetings.status }).from(meetings).where(eq(meetings.id, m.meetingId));
    expect(row.status).toBe('draft');
    expect((await get(m.manager, `/api/siteadmin/meetings/${m.meetingId}/notices`)).body.data).toEqual([]);
  });

  it('prints the çağrı with a line per unit and owner to sign', async () => {
    const m = await calledMeetingOnFourUnits(fromNow(30));
    const res = await get(m.manager, `/api/siteadmin/meetings/${m.meetingId}/notice.pdf`);
    expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'application/pdf']);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('KAT MALİKLERİ KURULU TOPLANTI ÇAĞRISI');
    expect(text).toContain('Açılış ve divan seçimi');
    expect(text).toContain('İlk toplantıda yeter sayı sağlanamazsa');
    expect(text).toContain('İmza');
    for (const p of m.people) expect(text).toContain(`Malik ${p.id}`);
    expect((await get(other, `/api/siteadmin/meetings/${m.meetingId}/notice.pdf`)).statusCode).toBe(403);
  });
});

describe('the hazirun list, the karar text, decisions and the owners’ side', () => {
  it('prints the hazirun and the karar text, and lets a passed motion of a held meeting decide an ek bütçe and a budget', async () => {
    const m = await calledMeetingOnFourUnits(fromNow(30));
    expect((await post(m.manager, `/api/siteadmin/meetings/${m.meetingId}/call`)).statusCode).toBe(200);
    const [a1, a2, a3, a4] = m.unitIds;
    await put(m.manager, m.meetingId, {
      session: 'first',
      entries: [
        { unitId: a1, present: true },
        { unitId: a2, present: true },
        { unitId: a3, present: true, proxyName: 'Av. Deniz Kaya' },
        { unitId: a4, present: false },
      ],
    });
    const agenda = (await get(m.manager, `/api/siteadmin/meetings/${m.meetingId}`)).body.data.agenda;
    const motion = async (payload: object, votes: object[]) => {
      const created = await post(m.manager, `/api/siteadmin/meetings/${m.meetingId}/motions`, payload);
      await post(m.manager, `/api/siteadmin/motions/${created.body.data.id}/votes`, { votes });
      return created.body.data.id as number;
    };
    const yesAll = [a1, a2, a3].map((unitId) => ({ unitId, vote: 'yes' }));
    const passed = await motion(
      { session: 'first', title: 'Çatı onarımı ek bütçesi', threshold: 'majority', agendaItemId: agenda[1].id },
      yesAll,
    );
    const rejected = await motion(
      { session: 'first', title: 'Yönetim planı değişikliği', threshold: 'unanimous' },
      yesAll,
    );

    // The chair's screen reads back what it recorded: the hazirun of each session and a motion's votes.
    const saved = await get(m.manager, `/api/siteadmin/meetings/${m.meetingId}/attendance?session=first`);
    expect(saved.body.data).toMatchObject({ session: 'first', presentOwners: 2, totalOwners: 3, quorumMet: true });
    expect(saved.body.data.entries).toContainEqual({ unitId: a3, present: true, proxyName: 'Av. Deniz Kaya' });
    expect(saved.body.data.entries).toHaveLength(4);
    const second = await get(m.manager, `/api/siteadmin/meetings/${m.meetingId}/attendance?session=second`);
    expect([second.body.data.entries, second.body.data.quorumRequired]).toEqual([[], false]);
    const recorded = await get(m.manager, `/api/siteadmin/motions/${passed}/votes`);
    expect(recorded.body.data).toEqual({ motionId: passed, votes: yesAll });
    expect((await get(other, `/api/siteadmin/meetings/${m.meetingId}/attendance?session=first`)).statusCode).toBe(403);
    expect((await get(other, `/api/siteadmin/motions/${passed}/votes`)).statusCode).toBe(403);

    const hazirunPdf = await get(m.manager, `/api/siteadmin/meetings/${m.meetingId}/hazirun.pdf?session=first`);
    expect(hazirunPdf.statusCode).toBe(200);
    const hazirunText = pdfText(hazirunPdf.rawPayload);
    for (const fragment of [
      'HAZİRUN CETVELİ',
      'A-1',
      'A-4',
      '1/4',
      'Asaleten',
      'Vekâleten: Av. Deniz Kaya',
      'Katılmadı',
    ])
      expect(hazirunText).toContain(fragment);
    expect(hazirunText).toContain('Katılan kat maliki: 2 / 3');
    expect(hazirunText).toContain(MEETING_TEXTS.quorumMet);
    const badSession = await get(m.manager, `/api/siteadmin/meetings/${m.meetingId}/hazirun.pdf?session=third`);
    expect([badSession.statusCode, badSession.body.details?.field]).toEqual([400, 'session']);

    const charge = (decisionId: number, title: string) =>
      post(m.manager, '/api/siteadmin/additional-charges', { siteId: m.site, title, amountPerUnit: 100, decisionId });
    const notHeld = await charge(passed, 'Çatı onarımı');
    expect([notHeld.statusCode, notHeld.body.message]).toEqual([409, MEETING_TEXTS.decisionNotFinal]);

    // The first session took place two days ago.
    await t.db
      .update(meetings)
      .set({ firstAt: new Date(Date.now() - 2 * DAY_MS), secondAt: new Date(Date.now() + 5 * DAY_MS) })
      .where(eq(meetings.id, m.meetingId));
    expect((await post(m.manager, `/api/siteadmin/meetings/${m.meetingId}/held`)).statusCode).toBe(200);

    const minutes = await get(m.manager, `/api/siteadmin/meetings/${m.meetingId}/minutes.pdf`);
    expect(minutes.statusCode).toBe(200);
    const minutesText = pdfText(minutes.rawPayload).replace(/\s+/g, ' ');
    for (const fragment of [
      'KAT MALİKLERİ KURULU KARAR METNİ',
      '2. 2027 işletme projesinin görüşülmesi',
      'Önerge 1: Çatı onarımı ek bütçesi',
      'Oy çokluğu',
      // A1 and A2 are one person's: their votes count as one, a third of the site's four (KMK 31).
      'Kabul: 2 · Ret: 0 · Çekimser: 0',
      'KABUL',
      'Gündem dışı önergeler',
      'Önerge 2: Yönetim planı değişikliği',
      'Oybirliği',
      'RED',
      MEETING_TEXTS.minutesNote,
    ])
      expect(minutesText).toContain(fragment);

    const refused = await charge(rejected, 'Yönetim planı');
    expect([refused.statusCode, refused.body.message]).toEqual([409, 'Bu karar kabul edilmemiş.']);
    const elsewhere = await calledMeetingOnFourUnits(fromNow(30));
    const foreign = await post(elsewhere.manager, '/api/siteadmin/additional-charges', {
      siteId: elsewhere.site,
      title: 'Başka',
      amountPerUnit: 100,
      decisionId: passed,
    });
    expect([foreign.statusCode, foreign.body.details?.field]).toEqual([400, 'decisionId']);
    const decided = await charge(passed, 'Çatı onarımı');
    expect([decided.statusCode, decided.body.data.decisionId]).toEqual([201, passed]);
    // The icra file of a unit owing it names the decision it rests on.
    const file = await get(
      m.manager,
      `/api/siteadmin/units/${a1}/enforcement-file.pdf?asOf=${istanbulDay(new Date())}`,
    );
    expect(file.statusCode).toBe(200);
    expect(pdfText(file.rawPayload).replace(/\s+/g, ' ')).toContain(
      '1 numaralı önergesi (Çatı onarımı ek bütçesi), kabul edildi.',
    );

    // A budget served five days ago, approved by the kurul's decision: its number and day come from it.
    const [category] = await t.db.insert(expenseCategories).values({ siteId: m.site, name: 'Elektrik' }).returning();
    const nextMonth = addMonths(periodOf(new Date()), 1);
    const [budget] = await t.db
      .insert(budgets)
      .values({
        siteId: m.site,
        periodStart: nextMonth,
        periodEnd: addMonths(nextMonth, 11),
        status: 'served',
        servedAt: istanbulDay(new Date(Date.now() - 5 * DAY_MS)),
      })
      .returning();
    await t.db.insert(budgetLines).values({
      budgetId: budget.id,
      siteId: m.site,
      categoryId: category.id,
      yearlyAmountKurus: 1_200_000,
      split: 'equal',
      position: 1,
    });
    const rejectedBudget = await post(m.manager, `/api/siteadmin/budgets/${budget.id}/approve`, {
      decisionId: rejected,
    });
    expect(rejectedBudget.statusCode).toBe(409);
    const approved = await post(m.manager, `/api/siteadmin/budgets/${budget.id}/approve`, { decisionId: passed });
    expect(approved.statusCode).toBe(200);
    expect(approved.body.data.budget).toMatchObject({
      status: 'approved',
      decisionId: passed,
      decisionNo: '1',
      decidedAt: istanbulDay(new Date(Date.now() - 2 * DAY_MS)),
    });

    // The owners read the called and held meetings and the karar text; a tenant or a resident owning nothing: 403.
    const owner = await t.login(m.people[0].id);
    const mine = await get(owner, `/api/me/sites/${m.site}/meetings`);
    expect(mine.statusCode).toBe(200);
    expect(mine.body.data.map((x: { id: number }) => x.id)).toEqual([m.meetingId]);
    expect(mine.body.data[0].motions.map((x: { status: string }) => x.status)).toEqual(['passed', 'rejected']);
    const ownerMinutes = await get(owner, `/api/me/meetings/${m.meetingId}/minutes.pdf`);
    expect(ownerMinutes.statusCode).toBe(200);
    expect(pdfText(ownerMinutes.rawPayload)).toContain('KABUL');
    // A resident of A-4 who owns nothing is told why; a stranger to the site learns nothing of it.
    const residentUser = await w.user();
    await t.db.update(units).set({ residentUserId: residentUser.id }).where(eq(units.id, a4));
    const resident = await t.login(residentUser.id);
    const notOwner = await get(resident, `/api/me/sites/${m.site}/meetings`);
    expect([notOwner.statusCode, notOwner.body.message]).toEqual([403, MEETING_TEXTS.ownersOnly]);
    expect((await get(resident, `/api/me/meetings/${m.meetingId}/minutes.pdf`)).statusCode).toBe(403);
    const stranger = await t.login((await w.user()).id);
    expect((await get(stranger, `/api/me/sites/${m.site}/meetings`)).statusCode).toBe(404);
    expect((await get(stranger, `/api/me/meetings/${m.meetingId}/minutes.pdf`)).statusCode).toBe(404);
    const draft = await create(admin);
    expect((await get(owner, `/api/me/meetings/${draft.body.data.id}/minutes.pdf`)).statusCode).toBe(404);
  });
});
