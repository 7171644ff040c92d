import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, type World } from '../../../test/factories/index.js';
import { createTestApp, type TestContext } from '../../../test/helper.js';
import { meetings } from '../../db/schema/index.js';

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
