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

describe('PUT /api/siteadmin/meetings/:id/attendance', () => {
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
