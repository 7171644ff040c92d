import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildWorld, type World } from './factories/index.js';
import { setConfig } from './factories/sign-in.js';
import { createTestApp, type TestContext } from './helper.js';

/**
 * The resident's home answers kept in memory (docs/resident-cache.md), over real HTTP so that the
 * front path before Fastify answers: what a manager changes shows in the resident's next answer,
 * an ended session is refused, and the remembered answer is the one Fastify gave.
 */

/** Longest a change made through one instance may take to show on another (docs/resident-cache.md). */
const OTHER_INSTANCE_BOUND_MS = 500;

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  json: any;
}

async function listen(t: TestContext): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

async function get(base: string, path: string, cookie: string): Promise<Answer> {
  const res = await fetch(base + path, { headers: { cookie } });
  const body = Buffer.from(await res.arrayBuffer());
  let json: unknown = null;
  try {
    json = JSON.parse(body.toString());
  } catch {}
  return { status: res.status, headers: Object.fromEntries(res.headers), body, json };
}

/** How many answers the front path gave from memory since the spy was made. */
function frontPathHits(t: TestContext) {
  const spy = vi.spyOn(t.app.answerCache, 'answer');
  return () => spy.mock.results.filter((r) => r.type === 'return' && r.value !== undefined).length;
}

/** A resident with one unit in a new site, signed in, and a manager of that site. */
async function residentOf(w: World) {
  const siteId = await w.site({ name: `Önbellek Sitesi ${Math.random().toString(36).slice(2, 8)}` });
  const resident = await w.user();
  const unitId = await w.unit({ siteId, block: 'A', doorNumber: '1', residentId: resident.id });
  const manager = await w.siteAdmin(siteId);
  return { siteId, unitId, resident, cookie: await w.signIn(resident.id), manager: manager.cookie };
}

/** The unit's outstanding total as the resident's home shows it. */
const outstanding = (a: Answer, unitId: number) =>
  (a.json.data as Array<{ unitId: number; outstanding: number }>).find((u) => u.unitId === unitId)?.outstanding;

describe.each(['same instance', 'other instance'] as const)('kept answers, a change made through the %s', (where) => {
  let writer: TestContext;
  let reader: TestContext;
  let w: World;
  let base: string;
  let hits: () => number;
  const delays: number[] = [];

  beforeAll(async () => {
    writer = await createTestApp();
    reader = where === 'same instance' ? writer : await createTestApp({ database: writer.database });
    w = buildWorld(writer);
    base = await listen(reader);
    hits = frontPathHits(reader);
  });
  afterAll(async () => {
    if (delays.length > 0)
      console.log(`${where}: change seen after ${delays.map((d) => `${d.toFixed(1)} ms`).join(', ')}`);
    if (reader !== writer) await reader?.close();
    await writer?.close();
  });

  /** Reads until the answer passes `check`; the time from the write's answer to the first that passed. */
  async function seen(path: string, cookie: string, check: (a: Answer) => boolean): Promise<Answer> {
    const started = performance.now();
    for (;;) {
      const answer = await get(base, path, cookie);
      if (check(answer)) {
        const delay = performance.now() - started;
        delays.push(delay);
        expect(delay).toBeLessThan(OTHER_INSTANCE_BOUND_MS);
        return answer;
      }
      // On the writer's own instance the very first read must show it.
      if (where === 'same instance') throw new Error(`stale answer after the write: ${answer.body}`);
      if (performance.now() - started > OTHER_INSTANCE_BOUND_MS) throw new Error(`still stale: ${answer.body}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  /** Reads twice so the second comes from memory, and checks that it did. */
  async function warm(path: string, cookie: string): Promise<Answer> {
    // After a write on this instance MaintenanceMode is read again before anything is served from memory.
    await vi.waitFor(() => expect(reader.app.answerCache.servable()).toBe(true), { timeout: 1000, interval: 2 });
    await get(base, path, cookie);
    const before = hits();
    const answer = await get(base, path, cookie);
    expect(answer.status).toBe(200);
    expect(hits()).toBe(before + 1);
    return answer;
  }

  it("a manager's payment, its reversal, an ek bütçe and a dues change show in the resident's next answer", async () => {
    const r = await residentOf(w);
    const debts = '/api/me/unit-debts';
    const detail = `/api/me/unit-detail/${r.unitId}`;
    expect(outstanding(await warm(debts, r.cookie), r.unitId)).toBe(0);
    await warm(detail, r.cookie);

    const paid = await writer.call({
      method: 'POST',
      url: `/api/siteadmin/units/${r.unitId}/payments`,
      as: r.manager,
      payload: { kind: 'aidat', amount: 100 },
    });
    expect(paid.statusCode).toBe(201);
    await seen(debts, r.cookie, (a) => outstanding(a, r.unitId) === 100);
    await seen(detail, r.cookie, (a) => a.json.data.transactions.length === 1);

    await warm(debts, r.cookie);
    const reversed = await writer.call({
      method: 'POST',
      url: `/api/siteadmin/transactions/${paid.body.data.id}/reverse`,
      as: r.manager,
      payload: { reason: 'Yanlış tutar' },
    });
    expect(reversed.statusCode).toBe(201);
    await seen(debts, r.cookie, (a) => outstanding(a, r.unitId) === 0);

    await warm(debts, r.cookie);
    const charge = await writer.call({
      method: 'POST',
      url: '/api/siteadmin/additional-charges',
      as: r.manager,
      payload: { siteId: r.siteId, title: 'Çatı Onarımı', amountPerUnit: 40 },
    });
    expect(charge.statusCode).toBe(201);
    await seen(debts, r.cookie, (a) => outstanding(a, r.unitId) === -40);
    await seen(detail, r.cookie, (a) => a.json.data.additionalCharges.length === 1);

    await warm(debts, r.cookie);
    const rule = await writer.call({
      method: 'PUT',
      url: `/api/siteadmin/sites/${r.siteId}/dues-rule`,
      as: r.manager,
      payload: { mode: 'perUnit', amount: 250 },
    });
    expect(rule.statusCode).toBe(200);
    expect(rule.body.data.chargedUnits).toBe(1);
    await seen(debts, r.cookie, (a) => outstanding(a, r.unitId) === -290);
  });

  it('a notification created or edited by the manager shows in the next answer', async () => {
    const r = await residentOf(w);
    const path = '/api/me/notifications';
    expect((await warm(path, r.cookie)).json.data).toEqual([]);
    const created = await writer.call({
      method: 'POST',
      url: '/api/siteadmin/notifications',
      as: r.manager,
      payload: { siteId: r.siteId, title: 'Su Kesintisi', message: 'Yarın 10:00-12:00 arası su kesilecek.' },
    });
    expect(created.statusCode).toBe(200);
    await seen(path, r.cookie, (a) => a.json.data.length === 1 && a.json.data[0].title === 'Su Kesintisi');

    await warm(path, r.cookie);
    const n = created.body.data;
    const edited = await writer.call({
      method: 'PUT',
      url: `/api/siteadmin/notifications/${n.id}`,
      as: r.manager,
      payload: { title: 'Su Kesintisi Ertelendi', message: n.message, startDate: n.startDate, endDate: n.endDate },
    });
    expect(edited.statusCode).toBe(200);
    await seen(path, r.cookie, (a) => a.json.data[0]?.title === 'Su Kesintisi Ertelendi');
  });

  it('logout and blocking end the session', async () => {
    const r = await residentOf(w);
    await warm('/api/me/units', r.cookie);
    expect((await writer.call({ method: 'POST', url: '/api/auth/logout', as: r.cookie })).statusCode).toBe(200);
    await seen('/api/me/units', r.cookie, (a) => a.status === 401);

    const again = await w.signIn(r.resident.id);
    await warm('/api/me/units', again);
    const blocked = await writer.call({
      method: 'POST',
      url: `/api/system/block-phone/${r.resident.id}`,
      as: await writer.login('system'),
    });
    expect(blocked.statusCode).toBe(200);
    await seen('/api/me/units', again, (a) => a.status === 401 || a.status === 403);
  });
});

describe('the front path', () => {
  let t: TestContext;
  let w: World;
  let base: string;
  let hits: () => number;

  beforeAll(async () => {
    t = await createTestApp();
    w = buildWorld(t);
    base = await listen(t);
    hits = frontPathHits(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("answers with Fastify's body byte for byte and its headers but a new request id and date", async () => {
    const r = await residentOf(w);
    await w.ledgerRow(
      { unitId: r.unitId, siteId: r.siteId },
      {
        type: 'aidat_charge',
        amount: 750,
        at: '2025-01-01T00:00:00Z',
        description: 'Ocak 2025 Aidatı',
        period: '2025-01',
      },
    );
    for (const path of [
      '/api/me/units',
      '/api/me/unit-debts',
      '/api/me/notifications',
      `/api/me/unit-detail/${r.unitId}`,
    ]) {
      const before = hits();
      const fromFastify = await get(base, path, r.cookie);
      const fromMemory = await get(base, path, r.cookie);
      expect(hits(), path).toBe(before + 1);
      expect(fromMemory.status).toBe(200);
      expect(fromMemory.body.equals(fromFastify.body), path).toBe(true);
      const { 'x-request-id': idA, date: _dateA, ...restA } = fromFastify.headers;
      const { 'x-request-id': idB, date: dateB, ...restB } = fromMemory.headers;
      expect(restB, path).toEqual(restA);
      expect(Object.keys(fromMemory.headers)).toEqual(Object.keys(fromFastify.headers));
      expect(idB).toMatch(/^[0-9a-f-]{36}$/);
      expect(idB).not.toBe(idA);
      expect(new Date(dateB).getTime()).toBeGreaterThan(Date.now() - 5000);
    }
    // The client's own request id is echoed, as Fastify does.
    const res = await fetch(`${base}/api/me/units`, { headers: { cookie: r.cookie, 'x-request-id': 'istemci-42' } });
    expect(res.headers.get('x-request-id')).toBe('istemci-42');
  });

  it('counts the answers it gives in the request metrics under the route pattern', async () => {
    const r = await residentOf(w);
    const path = `/api/me/unit-detail/${r.unitId}`;
    await get(base, path, r.cookie);
    const count = async () => {
      const metrics = await (await fetch(`${base}/metrics`)).text();
      const line = metrics
        .split('\n')
        .find(
          (l) =>
            l.startsWith('http_request_duration_seconds_count{') &&
            l.includes('route="/api/me/unit-detail/:unitId"') &&
            l.includes('status_code="200"'),
        );
      return Number(line?.split(' ').pop() ?? 0);
    };
    const before = await count();
    const hitsBefore = hits();
    await get(base, path, r.cookie);
    await get(base, path, r.cookie);
    expect(hits()).toBe(hitsBefore + 2);
    expect(await count()).toBe(before + 2);
  });

  it('is not taken while maintenance is on', async () => {
    const r = await residentOf(w);
    await get(base, '/api/me/units', r.cookie);
    const before = hits();
    expect((await get(base, '/api/me/units', r.cookie)).status).toBe(200);
    expect(hits()).toBe(before + 1);
    // Changed in the table as an operator would: the trigger's notice turns the front path off.
    await setConfig(t, { MaintenanceMode: 'true' });
    try {
      await vi.waitFor(() => expect(t.app.answerCache.servable()).toBe(false), { timeout: 1000, interval: 5 });
      const during = await get(base, '/api/me/units', r.cookie);
      expect(during.status).toBe(503);
      expect(during.headers['x-maintenance-mode']).toBe('true');
      expect(hits()).toBe(before + 1);
    } finally {
      await setConfig(t, { MaintenanceMode: 'false' });
    }
    await vi.waitFor(() => expect(t.app.answerCache.servable()).toBe(true), { timeout: 1000, interval: 5 });
    await get(base, '/api/me/units', r.cookie);
    expect((await get(base, '/api/me/units', r.cookie)).status).toBe(200);
    expect(hits()).toBe(before + 2);
  });

  it('keeps nothing for another user, another URL or a request without a live session', async () => {
    const r = await residentOf(w);
    const other = await residentOf(w);
    await get(base, '/api/me/units', r.cookie);
    const before = hits();
    const theirs = await get(base, '/api/me/units', other.cookie);
    expect(theirs.json.data.map((u: { unitId: number }) => u.unitId)).toEqual([other.unitId]);
    expect((await get(base, '/api/me/units?x=1', r.cookie)).status).toBe(200);
    expect((await get(base, '/api/me/units', 'aidat_session=bilinmeyen')).status).toBe(401);
    expect(hits()).toBe(before);
  });
});
