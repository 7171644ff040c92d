import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  blockAutomatically,
  RELAXED_THROTTLE,
  requestCode,
  residentsOnlyOf,
  setConfig,
  userState,
  verifyCode,
  wrongCodeFor,
} from '../../../test/factories/index.js';
import { createTestApp, type TestContext } from '../../../test/helper.js';
import { loginHistory } from '../../db/schema/index.js';

let t: TestContext;
let ayse: string;
let system: string;
let mehmet: string;
let gunes: Array<{ id: number; fullName: string; phone: string | null }>;
let deniz: Array<{ id: number; fullName: string; phone: string | null }>;

beforeAll(async () => {
  t = await createTestApp();
  await setConfig(t, RELAXED_THROTTLE);
  [ayse, system, mehmet] = await Promise.all([t.login('ayse'), t.login('system'), t.login('mehmet')]);
  gunes = await residentsOnlyOf(t, 'gunes');
  deniz = await residentsOnlyOf(t, 'deniz');
});
afterAll(() => t.close());

describe('GET /api/siteadmin/user-history/:userId', () => {
  it('lists automatic and manual blocks of an own-site resident, newest first', async () => {
    const user = gunes[0];
    await blockAutomatically(t, user.id);
    expect(
      (await t.call({ method: 'POST', url: `/api/siteadmin/unblock-phone/${user.id}`, as: ayse })).statusCode,
    ).toBe(200);
    expect((await t.call({ method: 'POST', url: `/api/system/block-phone/${user.id}`, as: system })).statusCode).toBe(
      200,
    );

    const res = await t.call({ method: 'GET', url: `/api/siteadmin/user-history/${user.id}`, as: ayse });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.map((r: { isBlocked: boolean; updatedBy: string }) => [r.isBlocked, r.updatedBy])).toEqual([
      [true, 'Sistem Yöneticisi'],
      [false, 'Ayşe Yılmaz'],
      [true, 'Sistem'],
    ]);
    for (const row of res.body.data) {
      expect(row).toEqual({
        id: expect.any(Number),
        updatedAtUtc: expect.any(String),
        isBlocked: expect.any(Boolean),
        updatedBy: expect.any(String),
      });
      expect(new Date(row.updatedAtUtc).toISOString()).toBe(row.updatedAtUtc);
    }
    const times = res.body.data.map((r: { updatedAtUtc: string }) => Date.parse(r.updatedAtUtc));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('answers an empty list for a resident who was never blocked', async () => {
    const res = await t.call({ method: 'GET', url: `/api/siteadmin/user-history/${gunes[1].id}`, as: ayse });
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toEqual([]);
  });

  it("refuses an Admin the history of another site's resident with 403", async () => {
    await blockAutomatically(t, deniz[0].id);
    const res = await t.call({ method: 'GET', url: `/api/siteadmin/user-history/${deniz[0].id}`, as: ayse });
    expect(res.statusCode).toBe(403);
    expect(res.body.code).toBe('Forbidden');
  });

  it('lets a SystemAdmin read the history of any user', async () => {
    const res = await t.call({ method: 'GET', url: `/api/siteadmin/user-history/${deniz[0].id}`, as: system });
    expect(res.statusCode).toBe(200);
    expect(res.body.data[0]).toMatchObject({ isBlocked: true, updatedBy: 'Sistem' });
  });

  it('answers 404 for an unknown user and 400 for a malformed id', async () => {
    expect((await t.call({ method: 'GET', url: '/api/siteadmin/user-history/999999', as: ayse })).statusCode).toBe(404);
    const bad = await t.call({ method: 'GET', url: '/api/siteadmin/user-history/x', as: ayse });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toMatch(/^Kullanıcı/);
  });

  it('refuses a Resident with 403 and an anonymous caller with 401', async () => {
    expect(
      (await t.call({ method: 'GET', url: `/api/siteadmin/user-history/${gunes[0].id}`, as: mehmet })).statusCode,
    ).toBe(403);
    expect((await t.call({ method: 'GET', url: `/api/siteadmin/user-history/${gunes[0].id}` })).statusCode).toBe(401);
  });
});

describe('GET /api/system/user-history/:userId', () => {
  it('lists the block history of any user for a SystemAdmin', async () => {
    const res = await t.call({ method: 'GET', url: `/api/system/user-history/${gunes[0].id}`, as: system });
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toHaveLength(3);
  });

  it('refuses an Admin and a Resident with 403, anonymous with 401; unknown is 404', async () => {
    expect((await t.call({ method: 'GET', url: `/api/system/user-history/${gunes[0].id}`, as: ayse })).statusCode).toBe(
      403,
    );
    expect(
      (await t.call({ method: 'GET', url: `/api/system/user-history/${gunes[0].id}`, as: mehmet })).statusCode,
    ).toBe(403);
    expect((await t.call({ method: 'GET', url: `/api/system/user-history/${gunes[0].id}` })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: '/api/system/user-history/999999', as: system })).statusCode).toBe(404);
  });
});

describe('GET /api/system/user-login-history/:userId', () => {
  it('lists the attempts of every type newest first, the list itself in data', async () => {
    const user = gunes[2];
    const base = Date.parse('2025-03-01T08:00:00Z');
    await t.db.insert(loginHistory).values([
      { userId: user.id, attemptType: 0, isSuccess: true, ipAddress: '192.0.2.1', attemptedAtUtc: new Date(base) },
      {
        userId: user.id,
        attemptType: 1,
        isSuccess: false,
        ipAddress: '192.0.2.2',
        failureReason: 'Doğrulama kodu hatalı',
        attemptedAtUtc: new Date(base + 60_000),
      },
      {
        userId: user.id,
        attemptType: 2,
        isSuccess: true,
        ipAddress: '192.0.2.3',
        attemptedAtUtc: new Date(base + 120_000),
      },
      {
        userId: user.id,
        attemptType: 3,
        isSuccess: false,
        ipAddress: null,
        failureReason: 'Şifre hatalı',
        attemptedAtUtc: new Date(base + 180_000),
      },
      // Another user's attempt must not appear.
      { userId: gunes[3].id, attemptType: 0, isSuccess: true, ipAddress: '192.0.2.9', attemptedAtUtc: new Date(base) },
    ]);
    const res = await t.call({ method: 'GET', url: `/api/system/user-login-history/${user.id}`, as: system });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.map(({ id: _id, ...rest }: { id: number }) => rest)).toEqual([
      {
        attemptedAtUtc: '2025-03-01T08:03:00.000Z',
        attemptType: 3,
        isSuccess: false,
        ipAddress: null,
        failureReason: 'Şifre hatalı',
      },
      {
        attemptedAtUtc: '2025-03-01T08:02:00.000Z',
        attemptType: 2,
        isSuccess: true,
        ipAddress: '192.0.2.3',
        failureReason: null,
      },
      {
        attemptedAtUtc: '2025-03-01T08:01:00.000Z',
        attemptType: 1,
        isSuccess: false,
        ipAddress: '192.0.2.2',
        failureReason: 'Doğrulama kodu hatalı',
      },
      {
        attemptedAtUtc: '2025-03-01T08:00:00.000Z',
        attemptType: 0,
        isSuccess: true,
        ipAddress: '192.0.2.1',
        failureReason: null,
      },
    ]);
  });

  it('caps the answer at the latest 200 and pages further with page and pageSize', async () => {
    const user = gunes[4];
    const base = Date.parse('2024-01-01T00:00:00Z');
    await t.db.insert(loginHistory).values(
      Array.from({ length: 205 }, (_, i) => ({
        userId: user.id,
        attemptType: 1,
        isSuccess: false,
        failureReason: `deneme ${i}`,
        attemptedAtUtc: new Date(base + i * 1000),
      })),
    );
    const first = await t.call({ method: 'GET', url: `/api/system/user-login-history/${user.id}`, as: system });
    expect(first.body.data).toHaveLength(200);
    expect(first.body.data[0].failureReason).toBe('deneme 204');
    const second = await t.call({
      method: 'GET',
      url: `/api/system/user-login-history/${user.id}?page=2&pageSize=200`,
      as: system,
    });
    expect(second.body.data.map((r: { failureReason: string }) => r.failureReason)).toEqual([
      'deneme 4',
      'deneme 3',
      'deneme 2',
      'deneme 1',
      'deneme 0',
    ]);
    const small = await t.call({
      method: 'GET',
      url: `/api/system/user-login-history/${user.id}?page=3&pageSize=10`,
      as: system,
    });
    expect(small.body.data.map((r: { failureReason: string }) => r.failureReason)[0]).toBe('deneme 184');
    const tooBig = await t.call({
      method: 'GET',
      url: `/api/system/user-login-history/${user.id}?pageSize=500`,
      as: system,
    });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.body.message).toBe('Sayfa boyutu en fazla 200 olabilir.');
  });

  it('records failed codes that end in an automatic block by Sistem, and unblocking resets the count', async () => {
    const user = gunes[5];
    // The account block normally takes AccountBlockAfterFailures (50) failures from any addresses.
    await setConfig(t, { AccountBlockAfterFailures: '5' });
    // OtpMaxAttempts (3) tries per code: five consecutive failures take two codes.
    for (const tries of [3, 2]) {
      const code = await requestCode(t, user.phone!);
      expect(code.statusCode).toBe(200);
      const { reference, devOtp } = code.body.data;
      for (let i = 0; i < tries; i++) await verifyCode(t, reference, wrongCodeFor(devOtp));
    }
    expect(await userState(t, user.id)).toEqual({ isBlocked: true, failedLoginCount: 5 });
    await setConfig(t, { AccountBlockAfterFailures: '50' });

    const history = await t.call({ method: 'GET', url: `/api/system/user-login-history/${user.id}`, as: system });
    expect(history.body.data).toHaveLength(5);
    expect(
      history.body.data.every((r: { attemptType: number; isSuccess: boolean }) => r.attemptType === 1 && !r.isSuccess),
    ).toBe(true);
    expect(history.body.data[0].failureReason).toEqual(expect.any(String));

    const blocks = await t.call({ method: 'GET', url: `/api/siteadmin/user-history/${user.id}`, as: ayse });
    expect(blocks.body.data).toEqual([expect.objectContaining({ isBlocked: true, updatedBy: 'Sistem' })]);
    const list = await t.call({ method: 'GET', url: '/api/siteadmin/blocked-phones', as: ayse });
    expect(list.body.data.map((r: { id: number }) => r.id)).toContain(user.id);

    expect(
      (await t.call({ method: 'POST', url: `/api/siteadmin/unblock-phone/${user.id}`, as: ayse })).statusCode,
    ).toBe(200);
    expect(await userState(t, user.id)).toEqual({ isBlocked: false, failedLoginCount: 0 });
    // From another address: the guessing one stays locked out of this account for a while.
    const ip = '203.0.113.99';
    const again = await requestCode(t, user.phone!, { ip });
    const signedIn = await verifyCode(t, again.body.data.reference, again.body.data.devOtp, { ip });
    expect(signedIn.statusCode).toBe(200);
  });

  it('answers an empty list for a user without attempts', async () => {
    const res = await t.call({ method: 'GET', url: `/api/system/user-login-history/${deniz[1].id}`, as: system });
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toEqual([]);
  });

  it('answers 404 for an unknown user', async () => {
    const res = await t.call({ method: 'GET', url: '/api/system/user-login-history/999999', as: system });
    expect(res.statusCode).toBe(404);
    expect(res.body.message).toBe('Kullanıcı bulunamadı.');
  });

  it('refuses an Admin and a Resident with 403, anonymous with 401', async () => {
    expect(
      (await t.call({ method: 'GET', url: `/api/system/user-login-history/${gunes[0].id}`, as: ayse })).statusCode,
    ).toBe(403);
    expect(
      (await t.call({ method: 'GET', url: `/api/system/user-login-history/${gunes[0].id}`, as: mehmet })).statusCode,
    ).toBe(403);
    expect((await t.call({ method: 'GET', url: `/api/system/user-login-history/${gunes[0].id}` })).statusCode).toBe(
      401,
    );
  });
});
