import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  blockHistoryOf,
  createUser,
  loginByPassword,
  loginHistoryOf,
  RELAXED_THROTTLE,
  requestCode,
  setConfig,
  userState,
  verifyCode,
  wrongCodeFor,
} from '../../../test/factories/index.js';
import { createTestApp, type TestContext } from '../../../test/helper.js';

let t: TestContext;
let nextIp = 10;
/** A fresh address per test, so one test's lock never reaches another. */
const freshIp = () => `198.51.100.${nextIp++}`;

beforeAll(async () => {
  t = await createTestApp();
  await setConfig(t, RELAXED_THROTTLE);
});
afterAll(() => t.close());

/** Wrong codes from `ip`; a new reference every OtpMaxAttempts tries so each try really checks a code. */
async function failCodes(phone: string, times: number, ip: string) {
  const answers = [];
  let challenge = (await requestCode(t, phone, { ip })).body.data;
  for (let i = 0; i < times; i++) {
    if (i > 0 && i % 3 === 0) challenge = (await requestCode(t, phone, { ip })).body.data;
    answers.push(await verifyCode(t, challenge.reference, wrongCodeFor(challenge.devOtp), { ip }));
  }
  return answers;
}

async function signInByCode(phone: string, ip: string) {
  const { reference, devOtp } = (await requestCode(t, phone, { ip })).body.data;
  return verifyCode(t, reference, devOtp, { ip });
}

function expectLocked(res: {
  statusCode: number;
  body: { code: string; message: string };
  headers: Record<string, unknown>;
}) {
  expect(res.statusCode).toBe(429);
  expect(res.body.code).toBe('RateLimited');
  expect(res.body.message).toMatch(/^Çok fazla hatalı deneme\. Lütfen \d+ dakika sonra tekrar deneyin\.$/);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('failed sign-ins lock an address out of one account, never the account itself', () => {
  it('five wrong codes from one address do not block the account; another address signs in', async () => {
    const user = await createUser(t);
    const cookie = await t.login(user.id);
    const ip = freshIp();

    const answers = await failCodes(user.phone, 5, ip);
    expect(answers.map((r) => r.statusCode)).toEqual([401, 401, 401, 401, 401]);
    expect(await userState(t, user.id)).toEqual({ isBlocked: false, failedLoginCount: 5 });
    expect(await blockHistoryOf(t, user.id)).toEqual([]);
    // The owner's session is untouched.
    expect((await t.call({ method: 'GET', url: '/api/auth/me', as: cookie })).statusCode).toBe(200);

    // The guessing address is refused even with the right code, and the code is not spent on it.
    const { reference, devOtp } = (await requestCode(t, user.phone, { ip })).body.data;
    expectLocked(await verifyCode(t, reference, devOtp, { ip }));

    // The sixth try, from the owner's own address, signs in and resets the account's count.
    expect((await signInByCode(user.phone, freshIp())).statusCode).toBe(200);
    expect(await userState(t, user.id)).toEqual({ isBlocked: false, failedLoginCount: 0 });
    const history = await loginHistoryOf(t, user.id);
    expect(history.map((h) => h.attemptType)).toEqual([1, 1, 1, 1, 1, 1, 0]);
    expect(history[5].failureReason).toBe('Adres geçici olarak kilitli');
  });

  it('five wrong passwords lock that address out of that account only, even for the right password', async () => {
    const ip = freshIp();
    const admin = await createUser(t, { role: 'Admin', password: 'Parola.2024' });
    const colleague = await createUser(t, { role: 'Admin', password: 'Ofis.2024' });
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await loginByPassword(t, admin.email, `Tahmin.${i}`, { ip })).statusCode);
    expect(answers).toEqual([401, 401, 401, 401, 401]);
    expectLocked(await loginByPassword(t, admin.email, 'Parola.2024', { ip }));
    // Same account by phone: the lock is the account's, whatever identifier is typed.
    expectLocked(await loginByPassword(t, admin.phone, 'Parola.2024', { ip }));
    // Another account from the same (office) address and the same account from elsewhere work.
    expect((await loginByPassword(t, colleague.email, 'Ofis.2024', { ip })).statusCode).toBe(200);
    expect((await loginByPassword(t, admin.email, 'Parola.2024', { ip: freshIp() })).statusCode).toBe(200);
    expect(await userState(t, admin.id)).toEqual({ isBlocked: false, failedLoginCount: 0 });
    const history = await loginHistoryOf(t, admin.id);
    expect(history.filter((h) => h.failureReason === 'Adres geçici olarak kilitli')).toHaveLength(2);
  });

  it('counts code and password failures of one account together', async () => {
    const ip = freshIp();
    const user = await createUser(t, { password: 'Parola.2024' });
    for (let i = 0; i < 3; i++)
      expect((await loginByPassword(t, user.email, 'Parola.yanlis', { ip })).statusCode).toBe(401);
    expect((await failCodes(user.phone, 2, ip)).map((r) => r.statusCode)).toEqual([401, 401]);
    expectLocked(await signInByCode(user.phone, ip));
    expect((await userState(t, user.id)).isBlocked).toBe(false);
  });

  it('locks an unknown phone after the same number of tries, so a lock reveals nothing', async () => {
    const ip = freshIp();
    const phone = '5559990001';
    const answers = await failCodes(phone, 5, ip);
    expect(answers.map((r) => r.statusCode)).toEqual([401, 401, 401, 401, 401]);
    const { reference } = (await requestCode(t, phone, { ip })).body.data;
    expectLocked(await verifyCode(t, reference, '000000', { ip }));
  });

  it('doubles the lock of the same pair and follows LoginLockMinutes', async () => {
    await setConfig(t, { LoginLockMinutes: '2' });
    try {
      const ip = freshIp();
      const user = await createUser(t, { password: 'Parola.2024' });
      const lockOnce = async () => {
        for (let i = 0; i < 5; i++) await loginByPassword(t, user.email, 'Tahmin', { ip });
        const res = await loginByPassword(t, user.email, 'Parola.2024', { ip });
        expectLocked(res);
        return Number(res.headers['retry-after']);
      };
      const first = await lockOnce();
      expect(first).toBeGreaterThan(60);
      expect(first).toBeLessThanOrEqual(120);
      // As if the first lock had run out.
      await t.app.cache.del(`login:pair-lock:user:${user.id}:${ip}`);
      const second = await lockOnce();
      expect(second).toBeGreaterThan(180);
      expect(second).toBeLessThanOrEqual(240);
    } finally {
      await setConfig(t, { LoginLockMinutes: '15' });
    }
  });

  it('a success in between starts the count again', async () => {
    const ip = freshIp();
    const user = await createUser(t);
    await failCodes(user.phone, 4, ip);
    expect((await signInByCode(user.phone, ip)).statusCode).toBe(200);
    const answers = await failCodes(user.phone, 4, ip);
    expect(answers.every((r) => r.statusCode === 401)).toBe(true);
    expect(await userState(t, user.id)).toEqual({ isBlocked: false, failedLoginCount: 4 });
  });
});

describe('automatic block after AccountBlockAfterFailures from any addresses', () => {
  it('blocks at the limit across addresses: flag, block history by Sistem, sessions ended', async () => {
    await setConfig(t, { AccountBlockAfterFailures: '8' });
    try {
      const user = await createUser(t);
      const cookie = await t.login(user.id);
      const first = await failCodes(user.phone, 4, freshIp());
      const second = await failCodes(user.phone, 4, freshIp());
      expect([...first, ...second].map((r) => r.statusCode)).toEqual([401, 401, 401, 401, 401, 401, 401, 403]);
      expect(second[3].body).toMatchObject({
        code: 'UserBlocked',
        message: 'Hesabınız bloke edilmiştir. Site yönetiminizle iletişime geçin.',
      });
      expect(await userState(t, user.id)).toEqual({ isBlocked: true, failedLoginCount: 8 });
      expect(await blockHistoryOf(t, user.id)).toEqual([{ isBlocked: true, updatedBy: 'Sistem' }]);
      expect((await t.call({ method: 'GET', url: '/api/auth/me', as: cookie })).statusCode).toBe(401);

      // A blocked user gets the same code answer, and 403 on verify; no second block row.
      const res = await requestCode(t, user.phone, { ip: freshIp() });
      expect(Object.keys(res.body.data).sort()).toEqual(['devOtp', 'reference']);
      const verify = await verifyCode(t, res.body.data.reference, res.body.data.devOtp);
      expect(verify.body.code).toBe('UserBlocked');
      expect(await blockHistoryOf(t, user.id)).toHaveLength(1);
    } finally {
      await setConfig(t, { AccountBlockAfterFailures: '50' });
    }
  });
});

describe('tries that count for nothing', () => {
  it('a used-up reference is refused without comparing and counts nothing', async () => {
    const ip = freshIp();
    const user = await createUser(t);
    const { reference, devOtp } = (await requestCode(t, user.phone, { ip })).body.data;
    for (let i = 0; i < 3; i++) await verifyCode(t, reference, wrongCodeFor(devOtp), { ip });
    const refused = [];
    for (let i = 0; i < 5; i++) refused.push(await verifyCode(t, reference, wrongCodeFor(devOtp), { ip }));
    expect(new Set(refused.map((r) => r.body.message))).toEqual(new Set(['Deneme hakkı doldu.']));
    expect(await userState(t, user.id)).toEqual({ isBlocked: false, failedLoginCount: 3 });
    // Not locked: the three real failures are below MaxFailedLoginAttempts.
    expect((await signInByCode(user.phone, ip)).statusCode).toBe(200);
  });

  it('ten identical right submissions at once: one signs in, the rest count nothing', async () => {
    const ip = freshIp();
    const user = await createUser(t);
    const { reference, devOtp } = (await requestCode(t, user.phone, { ip })).body.data;
    const answers = await Promise.all(Array.from({ length: 10 }, () => verifyCode(t, reference, devOtp, { ip })));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(new Set(answers.filter((r) => r.statusCode !== 200).map((r) => r.body.message))).toEqual(
      new Set(['Doğrulama kodu daha önce kullanıldı.']),
    );
    expect(await userState(t, user.id)).toEqual({ isBlocked: false, failedLoginCount: 0 });
    expect((await signInByCode(user.phone, ip)).statusCode).toBe(200);
  });
});
