import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, requestCode, setConfig, userState } from '../factories/index.js';
import { type TestContext, closeTwoInstances, createTwoInstances } from '../helper.js';

/**
 * Two instances on one database and one Redis, as behind a load balancer with no sticky
 * sessions: nothing about a session or a limit may live only in one process's memory.
 * (Caches and maintenance across instances: modules/cache/multi-instance.test.ts; the resend
 * interval of one phone: modules/auth/otp-throttle-redis.test.ts.)
 */
describe.skipIf(!process.env.TEST_REDIS_URL)('two instances, no shared memory', () => {
  let a: TestContext;
  let b: TestContext;
  const PASSWORD = 'Iki.Sunucu1';

  beforeAll(async () => {
    [a, b] = await createTwoInstances();
  });
  afterAll(async () => {
    await closeTwoInstances(a, b);
  });

  /** Changes configuration through one instance and waits until the other reads the new values. */
  async function configure(values: Record<string, string>) {
    await setConfig(a, values);
    await vi.waitFor(
      async () => {
        for (const [key, value] of Object.entries(values)) expect(await b.app.settings.get(key)).toBe(value);
      },
      { timeout: 2000, interval: 10 },
    );
  }

  const signIn = (t: TestContext, email: string, password = PASSWORD) =>
    t.call({ method: 'POST', url: '/api/auth/login-by-password', payload: { identifier: email, password } });
  const cookieOf = (res: { headers: Record<string, unknown> }) =>
    String([res.headers['set-cookie']].flat().find((c) => String(c).startsWith('aidat_session='))).split(';')[0];
  const me = (t: TestContext, cookie: string) => t.call({ method: 'GET', url: '/api/auth/me', as: cookie });

  it('a session opened on one instance works on the other, and logout on either ends it on both', async () => {
    const user = await createUser(a, { password: PASSWORD, role: 'Admin' });
    const cookie = cookieOf(await signIn(a, user.email));
    expect((await me(b, cookie)).body.data.user.id).toBe(user.id);
    expect((await b.call({ method: 'POST', url: '/api/auth/logout', as: cookie })).statusCode).toBe(200);
    expect((await me(a, cookie)).statusCode).toBe(401);
    expect((await me(b, cookie)).statusCode).toBe(401);
  });

  it('blocking a user through one instance ends their session on the other at once', async () => {
    const user = await createUser(a, { password: PASSWORD });
    const cookie = cookieOf(await signIn(b, user.email));
    expect((await me(b, cookie)).statusCode).toBe(200);
    const res = await a.call({
      method: 'POST',
      url: `/api/system/block-phone/${user.id}`,
      as: await a.login('system'),
    });
    expect(res.statusCode).toBe(200);
    expect((await me(b, cookie)).statusCode).toBe(401);
  });

  it("a resident's home calls refuse at once a session ended or blocked through the other instance", async () => {
    const user = await createUser(a, { password: PASSWORD });
    const home = ['/api/me/units', '/api/me/unit-debts', '/api/me/notifications', '/api/me/unit-detail/2147483647'];
    const statuses = (cookie: string) =>
      Promise.all(home.map(async (url) => (await b.call({ method: 'GET', url, as: cookie })).statusCode));

    const loggedOut = cookieOf(await signIn(b, user.email));
    expect(await statuses(loggedOut)).toEqual([200, 200, 200, 404]);
    expect((await a.call({ method: 'POST', url: '/api/auth/logout', as: loggedOut })).statusCode).toBe(200);
    expect(await statuses(loggedOut)).toEqual([401, 401, 401, 401]);

    const blocked = cookieOf(await signIn(b, user.email));
    expect(await statuses(blocked)).toEqual([200, 200, 200, 404]);
    const res = await a.call({
      method: 'POST',
      url: `/api/system/block-phone/${user.id}`,
      as: await a.login('system'),
    });
    expect(res.statusCode).toBe(200);
    expect(await statuses(blocked)).toEqual([401, 401, 401, 401]);
  });

  it('counts code requests per IP across both instances', async () => {
    await configure({ OtpResendIntervalSeconds: '0', OtpMaxPerPhonePerHour: '100000', OtpMaxPerIpPerHour: '3' });
    const ip = '198.51.100.7';
    const answers = [];
    for (const [i, t] of [a, b, a, b].entries()) answers.push(await requestCode(t, `555100000${i}`, { ip }));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 429]);
    expect(answers[3].body.code).toBe('RateLimited');
    expect(Number(answers[3].headers['retry-after'])).toBeGreaterThan(0);
    // Another IP is not held back by this one.
    expect((await requestCode(a, '5551000009', { ip: '198.51.100.8' })).statusCode).toBe(200);
  });

  it('counts code requests per phone and hour across both instances', async () => {
    await configure({ OtpResendIntervalSeconds: '0', OtpMaxPerPhonePerHour: '2', OtpMaxPerIpPerHour: '100000' });
    const phone = '5551000100';
    const codes = [await requestCode(a, phone), await requestCode(b, phone), await requestCode(a, phone)];
    expect(codes.map((r) => r.statusCode)).toEqual([200, 200, 429]);
  });

  it('counts failed sign-ins across both instances towards the automatic block', async () => {
    await configure({ AccountBlockAfterFailures: '3' });
    const user = await createUser(a, { password: PASSWORD });
    const failures = [
      await signIn(a, user.email, 'yanlis1'),
      await signIn(b, user.email, 'yanlis2'),
      await signIn(a, user.email, 'yanlis3'),
    ];
    expect(failures.map((r) => r.statusCode)).toEqual([401, 401, 403]);
    expect((await userState(b, user.id)).isBlocked).toBe(true);
    expect((await signIn(b, user.email)).statusCode).toBe(403);
  });

  it('locks an address out of an account on both instances, and only that account', async () => {
    await configure({ AccountBlockAfterFailures: '50', MaxFailedLoginAttempts: '3' });
    const user = await createUser(a, { password: PASSWORD });
    const other = await createUser(a, { password: PASSWORD });
    const failures = [
      await signIn(a, user.email, 'yanlis1'),
      await signIn(b, user.email, 'yanlis2'),
      await signIn(a, user.email, 'yanlis3'),
    ];
    expect(failures.map((r) => r.statusCode)).toEqual([401, 401, 401]);
    expect((await signIn(b, user.email)).statusCode).toBe(429);
    expect((await signIn(a, user.email)).statusCode).toBe(429);
    expect((await signIn(b, other.email)).statusCode).toBe(200);
    expect((await userState(b, user.id)).isBlocked).toBe(false);
  });
});
