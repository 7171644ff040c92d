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

beforeAll(async () => {
  t = await createTestApp();
  await setConfig(t, RELAXED_THROTTLE);
});
afterAll(() => t.close());

/** One wrong code; a new reference every OtpMaxAttempts tries so each try really checks a code. */
async function failCodes(phone: string, times: number) {
  const answers = [];
  let challenge = (await requestCode(t, phone)).body.data;
  for (let i = 0; i < times; i++) {
    if (i > 0 && i % 3 === 0) challenge = (await requestCode(t, phone)).body.data;
    answers.push(await verifyCode(t, challenge.reference, wrongCodeFor(challenge.devOtp)));
  }
  return answers;
}

describe('automatic block after consecutive failed sign-ins', () => {
  it('blocks on the fifth wrong code: flag, block history by Sistem, sessions ended', async () => {
    const user = await createUser(t);
    const cookie = await t.login(user.id);
    expect((await t.call({ method: 'GET', url: '/api/auth/me', as: cookie })).statusCode).toBe(200);

    const answers = await failCodes(user.phone, 5);
    expect(answers.map((r) => r.statusCode)).toEqual([401, 401, 401, 401, 403]);
    expect(answers[4].body).toMatchObject({
      code: 'UserBlocked',
      message: 'Hesabınız bloke edilmiştir. Site yönetiminizle iletişime geçin.',
    });

    expect(await userState(t, user.id)).toMatchObject({ isBlocked: true, failedLoginCount: 5 });
    expect(await blockHistoryOf(t, user.id)).toEqual([{ isBlocked: true, updatedBy: 'Sistem' }]);
    const history = await loginHistoryOf(t, user.id);
    expect(history).toHaveLength(5);
    expect(
      history.every((h) => h.attemptType === 1 && !h.isSuccess && h.failureReason === 'Doğrulama kodu hatalı'),
    ).toBe(true);

    const me = await t.call({ method: 'GET', url: '/api/auth/me', as: cookie });
    expect(me.statusCode).toBe(401);
    expect(me.body.code).toBe('Unauthorized');
  });

  it('keeps a blocked user out: the same code answer, no code, and 403 on verify', async () => {
    const user = await createUser(t);
    await failCodes(user.phone, 5);
    const res = await requestCode(t, user.phone);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.body.data).sort()).toEqual(['devOtp', 'reference']);
    const verify = await verifyCode(t, res.body.data.reference, res.body.data.devOtp);
    expect(verify.statusCode).toBe(403);
    expect(verify.body.code).toBe('UserBlocked');
    // Further attempts of a blocked user add no second block-history row.
    expect(await blockHistoryOf(t, user.id)).toHaveLength(1);
  });

  it('counts code and password failures together', async () => {
    const user = await createUser(t, { password: 'Parola.2024' });
    for (let i = 0; i < 3; i++) expect((await loginByPassword(t, user.email, 'Parola.yanlis1')).statusCode).toBe(401);
    const answers = await failCodes(user.phone, 2);
    expect(answers.map((r) => r.statusCode)).toEqual([401, 403]);
    expect(await userState(t, user.id)).toMatchObject({ isBlocked: true });
    expect((await loginHistoryOf(t, user.id)).map((h) => h.attemptType)).toEqual([3, 3, 3, 1, 1]);
    // Even the right password no longer opens the account.
    expect((await loginByPassword(t, user.email, 'Parola.2024')).body.code).toBe('UserBlocked');
  });

  it('blocks on the fifth wrong password', async () => {
    const user = await createUser(t, { password: 'Parola.2024' });
    const codes = [];
    for (let i = 0; i < 5; i++) codes.push((await loginByPassword(t, user.phone, 'Parola.yanlis')).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 403]);
    expect(await blockHistoryOf(t, user.id)).toEqual([{ isBlocked: true, updatedBy: 'Sistem' }]);
  });

  it('counts only consecutive failures: a success in between starts again', async () => {
    const user = await createUser(t);
    await failCodes(user.phone, 4);
    const ok = (await requestCode(t, user.phone)).body.data;
    expect((await verifyCode(t, ok.reference, ok.devOtp)).statusCode).toBe(200);
    const answers = await failCodes(user.phone, 4);
    expect(answers.every((r) => r.statusCode === 401)).toBe(true);
    expect(await userState(t, user.id)).toEqual({ isBlocked: false, failedLoginCount: 4 });
  });

  it('follows MaxFailedLoginAttempts from the configuration', async () => {
    await setConfig(t, { MaxFailedLoginAttempts: '2' });
    try {
      const user = await createUser(t);
      const answers = await failCodes(user.phone, 2);
      expect(answers.map((r) => r.statusCode)).toEqual([401, 403]);
    } finally {
      await setConfig(t, { MaxFailedLoginAttempts: '5' });
    }
  });
});
