import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransactions, notifications, units } from '../../src/db/schema/index.js';
import { createTestApp, type TestContext } from '../helper.js';
import { isFileAnswer } from './envelope-check.js';
import { type Access, ROUTE_SPECS, expectedFor } from './route-specs.js';
import { apiRoutes, type RouteEntry, routeKey } from './route-table.js';
import { ACTORS, type ActorName, buildActorWorld, setBlocked, type ActorWorld } from '../factories/index.js';

// ASVS V4 (access control): every API route of the running app, called by every kind of caller
// with ids that belong to someone else, answers exactly what PRODUCT.md §4 says.

let t: TestContext;
let w: ActorWorld;
let routes: RouteEntry[];

beforeAll(async () => {
  t = await createTestApp();
  w = await buildActorWorld(t);
  routes = apiRoutes(t.app);
});
afterAll(() => t?.close());

/** The access a route declares (`config: { access }`): the matrix's expectations follow from it. */
const accessOf = (key: string): Access => {
  const access = t.app.routeAccess.get(key);
  if (!access) throw new Error(`${key} declares no access`);
  return access;
};

describe('the route table', () => {
  it('has a declared access and a way to call it for every API route the app serves, and none for a route it does not', () => {
    const served = routes.map(routeKey);
    expect([...t.app.routeAccess.keys()].sort()).toEqual([...served].sort());
    const uncalled = served.filter((key) => !(key in ROUTE_SPECS));
    const stale = Object.keys(ROUTE_SPECS).filter((key) => !served.includes(key));
    expect(uncalled, 'routes without a call in route-specs.ts').toEqual([]);
    expect(stale, 'calls for routes the app no longer serves').toEqual([]);
  });
});

async function callAs(actor: ActorName, key: string) {
  const [method, ...rest] = key.split(' ');
  const spec = ROUTE_SPECS[key];
  const { url, payload, headers } = await spec.call(w, actor);
  const res = await t.call({
    method: method as 'GET',
    url,
    payload: payload as object,
    headers,
    as: await w.cookie(actor),
  });
  return { res, url, expected: expectedFor(accessOf(key), actor), pattern: rest.join(' ') };
}

const EXPECTED_CODE = { 401: 'Unauthorized', 403: 'Forbidden', 404: 'NotFound' } as const;

// Actors in order, the SystemAdmin last: its calls change state (deletes, blocks) that must not
// turn another actor's 403 into a 404.
describe.each(ACTORS)('as %s', (actor) => {
  it('every route answers the status family of its access rule', async () => {
    const mismatches: string[] = [];
    for (const key of routes.map(routeKey).filter((k) => k in ROUTE_SPECS)) {
      const { res, url, expected } = await callAs(actor, key);
      const body = res.body ?? {};
      const ok =
        expected === 'ok'
          ? res.statusCode >= 200 && res.statusCode < 300 && (body.isSuccess === true || isFileAnswer(res))
          : res.statusCode === expected && body.code === EXPECTED_CODE[expected];
      if (!ok)
        mismatches.push(`${key} (${url}): expected ${expected}, got ${res.statusCode} ${body.code} ${body.message}`);
    }
    expect(mismatches).toEqual([]);
  });
});

/** A caller of a role the route refuses: none for routes open to every signed-in user. */
function wrongRoleFor(access: Access): ActorName | undefined {
  if (access === 'siteAdmin' || access === 'siteAdminList') return 'resident';
  if (access === 'system') return 'adminA';
  return undefined;
}

describe('the role is checked before the input is read', () => {
  // Path ids that are not numbers, a query of wrong types and a body that is not even JSON: a
  // route that looked at any of them before the role would answer 400 and name the fields.
  const malformed = (key: string) => {
    const [method, pattern] = key.split(' ');
    const url = `${pattern.replace(/:\w+/g, 'not-a-number')}?siteId=abc&page=-1`;
    const withBody = method !== 'GET';
    return {
      method: method as 'GET',
      url,
      ...(withBody ? { payload: '{"siteId": "abc", "amount": ', headers: { 'content-type': 'application/json' } } : {}),
    };
  };

  it('answers 403 to a signed-in caller of the wrong role and 401 to anonymous, whatever the request holds', async () => {
    const mismatches: string[] = [];
    const protectedKeys = routes.map(routeKey).filter((k) => k in ROUTE_SPECS && accessOf(k) !== 'public');
    expect(protectedKeys.length).toBeGreaterThan(20);
    for (const key of protectedKeys) {
      const wrong = wrongRoleFor(accessOf(key));
      const callers: Array<[ActorName, number, string]> = [['anonymous', 401, 'Unauthorized']];
      if (wrong) callers.push([wrong, 403, 'Forbidden']);
      for (const [actor, status, code] of callers) {
        const res = await t.call({ ...malformed(key), as: await w.cookie(actor) });
        if (res.statusCode !== status || res.body?.code !== code || res.body?.data !== null) {
          mismatches.push(`${key} as ${actor}: expected ${status}, got ${res.statusCode} ${res.body?.code}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });
});

describe('nothing leaks through lists', () => {
  it("an Admin's site list holds only the sites they administer", async () => {
    const ayse = await t.call({ method: 'GET', url: '/api/siteadmin/sites', as: await w.cookie('adminA') });
    expect(ayse.body.data.map((s: { id: number }) => s.id)).toEqual([w.gunes.siteId]);
    const other = await t.call({ method: 'GET', url: '/api/siteadmin/sites', as: await w.cookie('adminB') });
    expect(other.body.data.map((s: { id: number }) => s.id)).toEqual([w.deniz.siteId]);
  });

  it("an Admin's notification list without a site holds only their sites' notifications", async () => {
    const res = await t.call({ method: 'GET', url: '/api/siteadmin/notifications', as: await w.cookie('adminA') });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(0);
    expect(new Set(res.body.data.map((n: { siteId: number }) => n.siteId))).toEqual(new Set([w.gunes.siteId]));
  });

  it("an Admin's blocked phones omit a blocked resident of another site", async () => {
    await setBlocked(t, w.deniz.residentId, true);
    await setBlocked(t, w.gunes.residentId, true);
    const res = await t.call({ method: 'GET', url: '/api/siteadmin/blocked-phones', as: await w.cookie('adminA') });
    const ids = res.body.data.map((p: { id: number }) => p.id);
    expect(ids).toContain(w.gunes.residentId);
    expect(ids).not.toContain(w.deniz.residentId);
  });

  it("a resident's units, balances and notifications are their own", async () => {
    const cookie = await w.cookie('resident');
    const own = await t.db
      .select({ id: units.id, siteId: units.siteId })
      .from(units)
      .where(eq(units.residentUserId, w.userIds.resident));
    const mine = await t.call({ method: 'GET', url: '/api/me/units', as: cookie });
    expect(mine.body.data.map((u: { unitId: number }) => u.unitId).sort()).toEqual(own.map((u) => u.id).sort());
    const debts = await t.call({ method: 'GET', url: '/api/me/unit-debts', as: cookie });
    expect(debts.body.data.map((u: { unitId: number }) => u.unitId).sort()).toEqual(own.map((u) => u.id).sort());
    const news = await t.call({ method: 'GET', url: '/api/me/notifications', as: cookie });
    const ownSites = new Set(own.map((u) => u.siteId));
    for (const n of news.body.data) expect(ownSites.has(n.siteId)).toBe(true);
  });
});

describe('ids inside bodies are checked too', () => {
  it('an Admin cannot move their own notification into another site', async () => {
    const [own] = await t.db.select().from(notifications).where(eq(notifications.siteId, w.gunes.siteId)).limit(1);
    const res = await t.call({
      method: 'PUT',
      url: `/api/siteadmin/notifications/${own.id}`,
      as: await w.cookie('adminA'),
      payload: {
        siteId: w.deniz.siteId,
        title: own.title,
        message: own.message,
        startDate: own.startDate.toISOString(),
        endDate: own.endDate.toISOString(),
      },
    });
    expect(res.statusCode).toBe(403);
    const [after] = await t.db
      .select({ siteId: notifications.siteId })
      .from(notifications)
      .where(eq(notifications.id, own.id));
    expect(after.siteId).toBe(w.gunes.siteId);
  });

  it("an Admin cannot book a payment against another site's ek bütçe", async () => {
    const before = await t.db
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.unitId, w.gunes.unitId));
    const res = await t.call({
      method: 'POST',
      url: `/api/siteadmin/units/${w.gunes.unitId}/payments`,
      as: await w.cookie('adminA'),
      payload: { kind: 'ekbutce', additionalChargeId: w.deniz.additionalChargeId, amount: 10 },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    const after = await t.db
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.unitId, w.gunes.unitId));
    expect(after.length).toBe(before.length);
  });

  it('a SystemAdmin cannot assign an admin to one site while naming another in the body', async () => {
    const res = await t.call({
      method: 'POST',
      url: `/api/system/sites/${w.gunes.siteId}/admins`,
      as: await w.cookie('system'),
      payload: { siteId: w.deniz.siteId, fullName: 'Karışık', email: 'karisik@aidat.local', password: 'Guvenli123' },
    });
    expect(res.statusCode).toBe(400);
  });
});
