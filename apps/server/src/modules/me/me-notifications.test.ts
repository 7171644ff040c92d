import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, type World } from '../../../test/factories/index.js';
import { createTestApp, type TestContext } from '../../../test/helper.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let t: TestContext;
let w: World;
let resident: string;
let siteId: number;

async function notify(values: { siteId: number; title: string; start: number; end: number; isActive?: boolean }) {
  const now = Date.now();
  await w.notification({
    siteId: values.siteId,
    title: values.title,
    startDate: new Date(now + values.start),
    endDate: new Date(now + values.end),
    isActive: values.isActive ?? true,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  w = buildWorld(t);
  const world = { siteId: await w.site({ name: 'Lale Test Sitesi' }), residentId: (await w.user()).id };
  siteId = world.siteId;
  const other = { siteId: await w.site({ name: 'Papatya Test Sitesi' }), residentId: (await w.user()).id };
  // Two units on the same site: the site's notifications still come once.
  await w.unit({ siteId, block: 'A', doorNumber: '1', residentId: world.residentId });
  await w.unit({ siteId, block: 'A', doorNumber: '2', residentId: world.residentId });
  await w.unit({ siteId: other.siteId, block: 'A', doorNumber: '1', residentId: other.residentId });
  resident = await w.signIn(world.residentId);

  await notify({ siteId, title: 'Eski ama geçerli', start: -2 * HOUR, end: HOUR });
  await notify({ siteId, title: 'Yeni ve geçerli', start: -MINUTE, end: 2 * HOUR });
  await notify({ siteId, title: 'Henüz başlamadı', start: MINUTE, end: 2 * HOUR });
  await notify({ siteId, title: 'Az önce bitti', start: -2 * HOUR, end: -1_000 });
  await notify({ siteId, title: 'Pasif', start: -HOUR, end: HOUR, isActive: false });
  await notify({ siteId: other.siteId, title: 'Başka site', start: -HOUR, end: HOUR });
});
afterAll(() => t.close());

describe('GET /api/me/notifications', () => {
  it('gives only active notifications of own sites whose window contains now, newest start first', async () => {
    const res = await t.call({ method: 'GET', url: '/api/me/notifications', as: resident });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.map((n: { title: string }) => n.title)).toEqual(['Yeni ve geçerli', 'Eski ama geçerli']);
    const [first] = res.body.data;
    expect(first).toEqual({
      id: expect.any(Number),
      title: 'Yeni ve geçerli',
      message: 'Yeni ve geçerli mesajı',
      startDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      endDate: expect.stringMatching(/Z$/),
      siteId,
      isActive: true,
    });
  });

  it("shows Mehmet the demo's current notifications of both his sites, not the pending or expired ones", async () => {
    const res = await t.call({ method: 'GET', url: '/api/me/notifications', as: await t.login('mehmet') });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.map((n: { title: string }) => n.title)).toEqual(['Su kesintisi', 'Havuz sezonu']);
  });

  it('gives Ayşe, who lives in no unit, no notifications even for the site she administers', async () => {
    const res = await t.call({ method: 'GET', url: '/api/me/notifications', as: await t.login('ayse') });
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toEqual([]);
  });
});
