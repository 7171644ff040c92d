import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../../test/factories/index.js';
import { createTestApp, type TestContext } from '../../../test/helper.js';
import { sessions, users } from '../../db/schema/index.js';
import { hashToken } from '../../lib/sessions.js';
import { myNotifications, myUnitDebts, myUnitDetail, myUnits } from './me.service.js';

// The resident routes check the session in the same statement as their read
// (lib/session-joined.ts): every answer the separate lookup gave must stay the same.

let t: TestContext;
let mehmetId: number;
let mehmetUnit: number;

beforeAll(async () => {
  t = await createTestApp();
  mehmetId = await t.userId('mehmet');
  const res = await t.call({ method: 'GET', url: '/api/me/units', as: await t.login('mehmet') });
  mehmetUnit = res.body.data[0].unitId;
});
afterAll(() => t.close());

const routes = () => [
  '/api/me/units',
  '/api/me/unit-debts',
  '/api/me/notifications',
  `/api/me/unit-detail/${mehmetUnit}`,
];
const tokenOf = (cookie: string) => cookie.split('=')[1];

describe('the session read in the route statement', () => {
  it('gives the same data as the read for a known user', async () => {
    const cookie = await t.login('mehmet');
    const known = { userId: mehmetId };
    const expected = [
      (await myUnits(t.db, known)).data,
      (await myUnitDebts(t.db, known)).data,
      (await myNotifications(t.db, known)).data,
      (await myUnitDetail(t.db, known, mehmetUnit)).data,
    ];
    const answers = await Promise.all(routes().map((url) => t.call({ method: 'GET', url, as: cookie })));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(answers.map((r) => r.body.data)).toEqual(JSON.parse(JSON.stringify(expected)));
    expect(expected[0]).not.toHaveLength(0);
  });

  it('answers 401 for an unknown token, an expired session and a session ended by logout', async () => {
    const expired = await t.login('mehmet');
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(tokenOf(expired))));
    const loggedOut = await t.login('mehmet');
    expect((await t.call({ method: 'POST', url: '/api/auth/logout', as: loggedOut })).statusCode).toBe(200);
    for (const cookie of ['aidat_session=nothing-like-a-token', expired, loggedOut]) {
      for (const url of routes()) {
        const res = await t.call({ method: 'GET', url, as: cookie });
        expect([url, res.statusCode, res.body.code]).toEqual([url, 401, 'Unauthorized']);
      }
    }
  });

  it('answers 403 UserBlocked for a blocked user whose session is still there', async () => {
    const cookie = await t.login('mehmet');
    await t.db.update(users).set({ isBlocked: true }).where(eq(users.id, mehmetId));
    try {
      for (const url of routes()) {
        const res = await t.call({ method: 'GET', url, as: cookie });
        expect([url, res.statusCode, res.body.code, res.body.data]).toEqual([url, 403, 'UserBlocked', null]);
      }
    } finally {
      await t.db.update(users).set({ isBlocked: false }).where(eq(users.id, mehmetId));
    }
  });

  it('judges the session before the input: 401 with a dead cookie, 400 with a live one', async () => {
    const dead = await t.call({ method: 'GET', url: '/api/me/unit-detail/abc', as: 'aidat_session=nothing' });
    expect([dead.statusCode, dead.body.code]).toEqual([401, 'Unauthorized']);
    const live = await t.call({ method: 'GET', url: '/api/me/unit-detail/abc', as: await t.login('mehmet') });
    expect([live.statusCode, live.body.code]).toEqual([400, 'ValidationError']);
  });

  it("answers the same 404 for another resident's unit and an unknown one, after the session check", async () => {
    const ayse = await t.login('ayse');
    const other = await t.call({ method: 'GET', url: `/api/me/unit-detail/${mehmetUnit}`, as: ayse });
    const unknown = await t.call({ method: 'GET', url: '/api/me/unit-detail/2147483647', as: ayse });
    expect([other.statusCode, other.body.code, other.body.data]).toEqual([404, 'NotFound', null]);
    expect(other.body).toEqual(unknown.body);
  });

  it('refuses a resident during maintenance and lets a SystemAdmin through', async () => {
    await setConfig(t, { MaintenanceMode: 'true' });
    try {
      const resident = await t.call({ method: 'GET', url: '/api/me/units', as: await t.login('mehmet') });
      expect([resident.statusCode, resident.body.code]).toEqual([503, 'MaintenanceMode']);
      const admin = await t.call({ method: 'GET', url: '/api/me/units', as: await t.login('system') });
      expect([admin.statusCode, admin.body.data]).toEqual([200, []]);
    } finally {
      await setConfig(t, { MaintenanceMode: 'false' });
    }
  });
});
