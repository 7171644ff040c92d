import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginByPassword, loginHistoryOf, setConfig, userState } from '../../../test/factories/index.js';
import { createTestApp, type TestContext, closeTwoInstances, createTwoInstances } from '../../../test/helper.js';

type Answer = Awaited<ReturnType<typeof loginByPassword>>;

function expectAddressLocked(res: Answer) {
  expect(res.statusCode).toBe(429);
  expect(res.body).toEqual({
    isSuccess: false,
    code: 'RateLimited',
    message: 'Bu bağlantıdan çok fazla hatalı şifre denendi. Lütfen daha sonra tekrar deneyin.',
    data: null,
  });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(3600);
  expect(res.headers['set-cookie']).toBeUndefined();
}

// Test users carry cheap hashes, so dozens of attempts stay fast; each test uses its own addresses.
describe('POST /api/auth/login-by-password per-IP limit', { timeout: 60_000 }, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('locks an address after PasswordMaxFailuresPerIpPerHour wrong passwords across accounts', async () => {
    await setConfig(t, { PasswordMaxFailuresPerIpPerHour: '3' });
    try {
      const ip = '203.0.113.10';
      const victims = await Promise.all([1, 2, 3, 4].map(() => createUser(t, { password: 'Parola.2024' })));
      const answers: Answer[] = [];
      for (const v of victims.slice(0, 3)) answers.push(await loginByPassword(t, v.email, 'Tahmin.1', { ip }));
      expect(answers.map((r) => r.statusCode)).toEqual([401, 401, 401]);

      // Even the right password is refused from the locked address, before any lookup:
      // nothing reaches login history and the account's count does not move.
      const locked = await loginByPassword(t, victims[3].email, 'Parola.2024', { ip });
      expectAddressLocked(locked);
      expect(await loginHistoryOf(t, victims[3].id)).toEqual([]);
      expect((await userState(t, victims[3].id)).failedLoginCount).toBe(0);

      // Another address is not affected.
      const elsewhere = await loginByPassword(t, victims[3].email, 'Parola.2024', { ip: '203.0.113.11' });
      expect(elsewhere.statusCode).toBe(200);
    } finally {
      await setConfig(t, { PasswordMaxFailuresPerIpPerHour: '20' });
    }
  });

  it('counts wrong passwords for unknown and password-less accounts too', async () => {
    await setConfig(t, { PasswordMaxFailuresPerIpPerHour: '2' });
    try {
      const ip = '203.0.113.20';
      const withoutPassword = await createUser(t);
      const answers = [
        await loginByPassword(t, withoutPassword.email, 'Tahmin.1', { ip }),
        await loginByPassword(t, 'kimse-yok@aidat.local', 'Tahmin.2', { ip }),
        await loginByPassword(t, 'kimse-yok@aidat.local', 'Tahmin.3', { ip }),
      ];
      expect(answers.map((r) => r.statusCode)).toEqual([401, 401, 429]);
      expectAddressLocked(answers[2]);
    } finally {
      await setConfig(t, { PasswordMaxFailuresPerIpPerHour: '20' });
    }
  });

  it('does not lock out an administrator who mistypes a few times, nor count successes', async () => {
    const ip = '203.0.113.30';
    const admin = await createUser(t, { role: 'Admin', password: 'Yonetici.2024' });
    const typos = [];
    for (const typo of ['yonetici.2024', 'Yonetici.2042', 'Yonetici2024']) {
      typos.push((await loginByPassword(t, admin.email, typo, { ip })).statusCode);
    }
    expect(typos).toEqual([401, 401, 401]);
    expect((await loginByPassword(t, admin.email, 'Yonetici.2024', { ip })).statusCode).toBe(200);
    // Many sign-ins from one office address (more than the default limit of 20) all succeed.
    const colleagues = await Promise.all([1, 2, 3].map(() => createUser(t, { role: 'Admin', password: 'Ofis.2024' })));
    const statuses = [];
    for (let i = 0; i < 24; i++) {
      statuses.push((await loginByPassword(t, colleagues[i % 3].email, 'Ofis.2024', { ip })).statusCode);
    }
    expect(new Set(statuses)).toEqual(new Set([200]));
  });
});

/** Two instances behind a load balancer share the counter and the lock through Redis. */
describe.skipIf(!process.env.TEST_REDIS_URL)('password per-IP limit over Redis', { timeout: 60_000 }, () => {
  let a: TestContext;
  let b: TestContext;

  beforeAll(async () => {
    [a, b] = await createTwoInstances();
  });
  afterAll(async () => {
    await closeTwoInstances(a, b);
  });

  it('counts failures on both instances and refuses on either', async () => {
    await setConfig(a, { PasswordMaxFailuresPerIpPerHour: '2' });
    await b.app.settings.invalidate();
    const ip = '203.0.113.40';
    const user = await createUser(a, { password: 'Parola.2024' });
    expect((await loginByPassword(a, user.email, 'Tahmin.1', { ip })).statusCode).toBe(401);
    expect((await loginByPassword(b, user.email, 'Tahmin.2', { ip })).statusCode).toBe(401);
    expectAddressLocked(await loginByPassword(a, user.email, 'Parola.2024', { ip }));
    expectAddressLocked(await loginByPassword(b, user.email, 'Parola.2024', { ip }));
  });
});
