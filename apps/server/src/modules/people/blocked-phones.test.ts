import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helper.js';
import { blockHistory, users } from '../../db/schema/index.js';
import { blockAutomatically, residentsOnlyOf, userState } from '../../../test/factories/index.js';

let t: TestContext;
let ayse: string;
let system: string;
let mehmet: string;
/** Residents of Güneş only (Ayşe's site) and of Deniz only (no admin). */
let gunes: Array<{ id: number; fullName: string; phone: string | null }>;
let deniz: Array<{ id: number; fullName: string; phone: string | null }>;

beforeAll(async () => {
  t = await createTestApp();
  [ayse, system, mehmet] = await Promise.all([t.login('ayse'), t.login('system'), t.login('mehmet')]);
  gunes = await residentsOnlyOf(t, 'gunes');
  deniz = await residentsOnlyOf(t, 'deniz');
  expect(gunes.length).toBeGreaterThanOrEqual(6);
  expect(deniz.length).toBeGreaterThanOrEqual(2);
});
afterAll(() => t.close());

const ids = (body: { data: Array<{ id: number }> }) => body.data.map((r) => r.id);

async function historyOf(userId: number) {
  return t.db
    .select({ isBlocked: blockHistory.isBlocked, updatedBy: blockHistory.updatedBy })
    .from(blockHistory)
    .where(eq(blockHistory.userId, userId))
    .orderBy(desc(blockHistory.id));
}

describe('GET /api/siteadmin/blocked-phones', () => {
  it("lists only blocked residents of the Admin's sites, with the latest block time", async () => {
    const own = gunes[0];
    const foreign = deniz[0];
    await blockAutomatically(t, own.id);
    await blockAutomatically(t, foreign.id);
    // An older block row must not win over the latest one.
    await t.db
      .insert(blockHistory)
      .values({ userId: own.id, isBlocked: true, updatedBy: 'Eski', updatedAtUtc: new Date('2020-01-01T00:00:00Z') });

    const res = await t.call({ method: 'GET', url: '/api/siteadmin/blocked-phones', as: ayse });
    expect(res.statusCode).toBe(200);
    expect(ids(res.body)).toContain(own.id);
    expect(ids(res.body)).not.toContain(foreign.id);
    const row = res.body.data.find((r: { id: number }) => r.id === own.id);
    expect(row).toEqual({ id: own.id, fullName: own.fullName, phone: own.phone, blockedAtUtc: expect.any(String) });
    const [latest] = await t.db
      .select({ at: blockHistory.updatedAtUtc })
      .from(blockHistory)
      .where(eq(blockHistory.userId, own.id))
      .orderBy(desc(blockHistory.updatedAtUtc))
      .limit(1);
    expect(row.blockedAtUtc).toBe(latest.at.toISOString());
  });

  it('does not list unblocked residents', async () => {
    const res = await t.call({ method: 'GET', url: '/api/siteadmin/blocked-phones', as: ayse });
    expect(ids(res.body)).not.toContain(gunes[5].id);
  });

  it('lets a SystemAdmin see the blocked users of every site', async () => {
    const res = await t.call({ method: 'GET', url: '/api/siteadmin/blocked-phones', as: system });
    expect(res.statusCode).toBe(200);
    expect(ids(res.body)).toEqual(expect.arrayContaining([gunes[0].id, deniz[0].id]));
  });

  it('refuses a Resident with 403 and an anonymous caller with 401', async () => {
    expect((await t.call({ method: 'GET', url: '/api/siteadmin/blocked-phones', as: mehmet })).statusCode).toBe(403);
    const anon = await t.call({ method: 'GET', url: '/api/siteadmin/blocked-phones' });
    expect(anon.statusCode).toBe(401);
    expect(anon.body.code).toBe('Unauthorized');
  });
});

describe('GET /api/system/blocked-phones', () => {
  it('lists every blocked user for a SystemAdmin', async () => {
    const res = await t.call({ method: 'GET', url: '/api/system/blocked-phones', as: system });
    expect(res.statusCode).toBe(200);
    expect(ids(res.body)).toEqual(expect.arrayContaining([gunes[0].id, deniz[0].id]));
    const blocked = await t.db.select({ id: users.id }).from(users).where(eq(users.isBlocked, true));
    expect(res.body.data).toHaveLength(blocked.length);
  });

  it('refuses an Admin and a Resident with 403, anonymous with 401', async () => {
    expect((await t.call({ method: 'GET', url: '/api/system/blocked-phones', as: ayse })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/system/blocked-phones', as: mehmet })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/system/blocked-phones' })).statusCode).toBe(401);
  });
});

describe('POST /api/siteadmin/unblock-phone/:id', () => {
  it('unblocks a resident of the own site, resets the failure count and records the Admin', async () => {
    const user = gunes[1];
    await blockAutomatically(t, user.id, 5);
    const res = await t.call({ method: 'POST', url: `/api/siteadmin/unblock-phone/${user.id}`, as: ayse });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({
      isSuccess: true,
      code: 'Success',
      message: 'Kullanıcı blok kaldırıldı',
      data: null,
    });
    expect(await userState(t, user.id)).toEqual({ isBlocked: false, failedLoginCount: 0 });
    expect((await historyOf(user.id))[0]).toEqual({ isBlocked: false, updatedBy: 'Ayşe Yılmaz' });
    const list = await t.call({ method: 'GET', url: '/api/siteadmin/blocked-phones', as: ayse });
    expect(ids(list.body)).not.toContain(user.id);
  });

  it('refuses to unblock a resident of another site with 403 and leaves them blocked', async () => {
    const user = deniz[1];
    await blockAutomatically(t, user.id);
    const res = await t.call({ method: 'POST', url: `/api/siteadmin/unblock-phone/${user.id}`, as: ayse });
    expect(res.statusCode).toBe(403);
    expect(res.body.code).toBe('Forbidden');
    expect((await userState(t, user.id)).isBlocked).toBe(true);
  });

  it('answers 404 for an unknown user', async () => {
    const res = await t.call({ method: 'POST', url: '/api/siteadmin/unblock-phone/999999', as: ayse });
    expect(res.statusCode).toBe(404);
    expect(res.body).toMatchObject({ code: 'NotFound', message: 'Kullanıcı bulunamadı.' });
  });

  it('answers 409 for a user who is not blocked, without a history row', async () => {
    const user = gunes[2];
    const before = await historyOf(user.id);
    const res = await t.call({ method: 'POST', url: `/api/siteadmin/unblock-phone/${user.id}`, as: ayse });
    expect(res.statusCode).toBe(409);
    expect(res.body.message).toBe('Kullanıcı bloklu değil.');
    expect(await historyOf(user.id)).toEqual(before);
  });

  it('lets only one of two simultaneous unblocks through, with one history row', async () => {
    const user = gunes[2];
    await blockAutomatically(t, user.id);
    const before = (await historyOf(user.id)).length;
    const answers = await Promise.all([
      t.call({ method: 'POST', url: `/api/siteadmin/unblock-phone/${user.id}`, as: ayse }),
      t.call({ method: 'POST', url: `/api/system/unblock-phone/${user.id}`, as: system }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await historyOf(user.id)).toHaveLength(before + 1);
  });

  it('answers 400 naming the field for an id that is not a positive integer', async () => {
    for (const bad of ['abc', '0', '-3', '1.5', '99999999999']) {
      const res = await t.call({ method: 'POST', url: `/api/siteadmin/unblock-phone/${bad}`, as: ayse });
      expect(res.statusCode, bad).toBe(400);
      expect(res.body.code).toBe('ValidationError');
      expect(res.body.message).toMatch(/^Kimlik/);
    }
  });

  it('lets a SystemAdmin unblock a resident of any site', async () => {
    const user = deniz[1];
    const res = await t.call({ method: 'POST', url: `/api/siteadmin/unblock-phone/${user.id}`, as: system });
    expect(res.statusCode).toBe(200);
    expect((await userState(t, user.id)).isBlocked).toBe(false);
  });

  it('refuses a Resident with 403 and an anonymous caller with 401', async () => {
    const user = gunes[3];
    await blockAutomatically(t, user.id);
    expect(
      (await t.call({ method: 'POST', url: `/api/siteadmin/unblock-phone/${user.id}`, as: mehmet })).statusCode,
    ).toBe(403);
    expect((await t.call({ method: 'POST', url: `/api/siteadmin/unblock-phone/${user.id}` })).statusCode).toBe(401);
    expect((await userState(t, user.id)).isBlocked).toBe(true);
  });
});

describe('POST /api/system/unblock-phone/:id', () => {
  it('unblocks any user and resets the failure count', async () => {
    const user = deniz[0];
    const res = await t.call({ method: 'POST', url: `/api/system/unblock-phone/${user.id}`, as: system });
    expect(res.statusCode).toBe(200);
    expect(await userState(t, user.id)).toEqual({ isBlocked: false, failedLoginCount: 0 });
    expect((await historyOf(user.id))[0]).toEqual({ isBlocked: false, updatedBy: 'Sistem Yöneticisi' });
  });

  it('refuses an Admin, even for a resident of their own site', async () => {
    const user = gunes[3];
    const res = await t.call({ method: 'POST', url: `/api/system/unblock-phone/${user.id}`, as: ayse });
    expect(res.statusCode).toBe(403);
    expect((await userState(t, user.id)).isBlocked).toBe(true);
  });

  it('answers 404 for an unknown user and 401 for anonymous', async () => {
    expect((await t.call({ method: 'POST', url: '/api/system/unblock-phone/999999', as: system })).statusCode).toBe(
      404,
    );
    expect((await t.call({ method: 'POST', url: '/api/system/unblock-phone/1' })).statusCode).toBe(401);
  });
});

describe('POST /api/system/block-phone/:id', () => {
  it("blocks a user, names the SystemAdmin in the history and ends the user's open session", async () => {
    const user = gunes[4];
    const cookie = await t.login(user.id);
    expect((await t.call({ method: 'GET', url: '/api/menu', as: cookie })).statusCode).toBe(200);

    const res = await t.call({ method: 'POST', url: `/api/system/block-phone/${user.id}`, as: system });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ isSuccess: true, message: 'Kullanıcı bloklandı' });
    expect((await userState(t, user.id)).isBlocked).toBe(true);
    expect((await historyOf(user.id))[0]).toEqual({ isBlocked: true, updatedBy: 'Sistem Yöneticisi' });

    const after = await t.call({ method: 'GET', url: '/api/menu', as: cookie });
    expect([401, 403]).toContain(after.statusCode);
    expect(after.body.isSuccess).toBe(false);
  });

  it('refuses a still-open session of a user blocked outside the API', async () => {
    const user = gunes[5];
    const cookie = await t.login(user.id);
    await t.db.update(users).set({ isBlocked: true }).where(eq(users.id, user.id));
    const res = await t.call({ method: 'GET', url: '/api/menu', as: cookie });
    expect(res.statusCode).toBe(403);
    expect(res.body.code).toBe('UserBlocked');
    await t.db.update(users).set({ isBlocked: false }).where(eq(users.id, user.id));
  });

  it('answers 409 for a user who is already blocked, without a second history row', async () => {
    const user = gunes[4];
    const before = await historyOf(user.id);
    const res = await t.call({ method: 'POST', url: `/api/system/block-phone/${user.id}`, as: system });
    expect(res.statusCode).toBe(409);
    expect(res.body).toMatchObject({ code: 'Conflict', message: 'Kullanıcı zaten bloklu.' });
    expect(await historyOf(user.id)).toEqual(before);
  });

  it('refuses to let a SystemAdmin block themselves', async () => {
    const self = await t.userId('system');
    const res = await t.call({ method: 'POST', url: `/api/system/block-phone/${self}`, as: system });
    expect(res.statusCode).toBe(403);
    expect(res.body.message).toBe('Kendi hesabınızı bloklayamazsınız.');
    expect((await userState(t, self)).isBlocked).toBe(false);
  });

  it('answers 404 for an unknown user', async () => {
    const res = await t.call({ method: 'POST', url: '/api/system/block-phone/999999', as: system });
    expect(res.statusCode).toBe(404);
  });

  it('refuses an Admin and a Resident with 403, anonymous with 401', async () => {
    const user = gunes[2];
    expect((await t.call({ method: 'POST', url: `/api/system/block-phone/${user.id}`, as: ayse })).statusCode).toBe(
      403,
    );
    expect((await t.call({ method: 'POST', url: `/api/system/block-phone/${user.id}`, as: mehmet })).statusCode).toBe(
      403,
    );
    expect((await t.call({ method: 'POST', url: `/api/system/block-phone/${user.id}` })).statusCode).toBe(401);
    expect((await userState(t, user.id)).isBlocked).toBe(false);
  });
});
