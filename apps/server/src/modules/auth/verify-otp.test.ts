import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpCodes, users } from '../../db/schema/index.js';
import {
  createUser,
  loginHistoryOf,
  otpRow,
  RELAXED_THROTTLE,
  requestCode,
  sessionCookieOf,
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

async function codeFor(phone: string) {
  const res = await requestCode(t, phone);
  expect(res.statusCode).toBe(200);
  return res.body.data as { reference: string; devOtp: string };
}

describe('POST /api/auth/verify-otp', () => {
  it('signs in with the right code: the user, a session cookie and a login-history row', async () => {
    const { reference, devOtp } = await codeFor('+90 (555) 000 00 03');
    const res = await verifyCode(t, reference, devOtp, { ip: '192.0.2.44' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ isSuccess: true, code: 'Success' });
    const id = await t.userId('mehmet');
    expect(res.body.data).toEqual({
      user: {
        id,
        fullName: 'Mehmet Demir',
        email: 'mehmet@aidat.local',
        phone: '+905550000003',
        role: 'Resident',
        isBlocked: false,
      },
    });

    const me = await t.call({ method: 'GET', url: '/api/auth/me', as: sessionCookieOf(res) });
    expect(me.statusCode).toBe(200);
    expect(me.body.data.user.id).toBe(id);

    const history = await loginHistoryOf(t, id);
    expect(history.at(-1)).toEqual({ attemptType: 0, isSuccess: true, ipAddress: '192.0.2.44', failureReason: null });
  });

  it('accepts a code only once', async () => {
    const { reference, devOtp } = await codeFor('5550000003');
    expect((await verifyCode(t, reference, devOtp)).statusCode).toBe(200);
    const again = await verifyCode(t, reference, devOtp);
    expect(again.statusCode).toBe(401);
    expect(again.body).toMatchObject({
      isSuccess: false,
      code: 'Unauthorized',
      message: 'Doğrulama kodu daha önce kullanıldı.',
    });
  });

  it('refuses a wrong code and records the failure with its reason', async () => {
    const user = await createUser(t);
    const { reference, devOtp } = await codeFor(user.phone);
    const res = await verifyCode(t, reference, wrongCodeFor(devOtp), { ip: '192.0.2.45' });
    expect(res.statusCode).toBe(401);
    expect(res.body).toMatchObject({ isSuccess: false, code: 'Unauthorized', message: 'Doğrulama kodu hatalı.' });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await loginHistoryOf(t, user.id)).toEqual([
      { attemptType: 1, isSuccess: false, ipAddress: '192.0.2.45', failureReason: 'Doğrulama kodu hatalı' },
    ]);
    expect((await userState(t, user.id)).failedLoginCount).toBe(1);
  });

  it('fails the fourth try on one reference even with the right code', async () => {
    const user = await createUser(t);
    const { reference, devOtp } = await codeFor(user.phone);
    for (let i = 0; i < 3; i++) expect((await verifyCode(t, reference, wrongCodeFor(devOtp))).statusCode).toBe(401);
    const fourth = await verifyCode(t, reference, devOtp);
    expect(fourth.statusCode).toBe(401);
    expect(fourth.body.message).toBe('Deneme hakkı doldu.');
    expect((await otpRow(t, reference)).attempts).toBe(3);
    expect((await loginHistoryOf(t, user.id)).at(-1)?.failureReason).toBe('Deneme hakkı doldu');
  });

  it('follows OtpMaxAttempts from the configuration', async () => {
    await setConfig(t, { OtpMaxAttempts: '1' });
    try {
      const user = await createUser(t);
      const { reference, devOtp } = await codeFor(user.phone);
      expect((await verifyCode(t, reference, wrongCodeFor(devOtp))).body.message).toBe('Doğrulama kodu hatalı.');
      expect((await verifyCode(t, reference, devOtp)).body.message).toBe('Deneme hakkı doldu.');
    } finally {
      await setConfig(t, { OtpMaxAttempts: '3' });
    }
  });

  it('refuses an expired code', async () => {
    const user = await createUser(t);
    const { reference, devOtp } = await codeFor(user.phone);
    await t.db
      .update(otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpCodes.reference, reference));
    const res = await verifyCode(t, reference, devOtp);
    expect(res.statusCode).toBe(401);
    expect(res.body.message).toBe('Doğrulama kodunun süresi doldu.');
    expect((await loginHistoryOf(t, user.id)).at(-1)?.failureReason).toBe('Doğrulama kodunun süresi doldu');
  });

  it("fails an unknown phone's reference exactly like a wrong code", async () => {
    const known = await createUser(t);
    const knownCode = await codeFor(known.phone);
    const unknownCode = await codeFor('5557776655');
    const wrong = await verifyCode(t, knownCode.reference, wrongCodeFor(knownCode.devOtp));
    // The development hint of an unknown phone looks real but never verifies.
    const unknown = await verifyCode(t, unknownCode.reference, unknownCode.devOtp);
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.body).toEqual(wrong.body);
    expect((await otpRow(t, unknownCode.reference)).attempts).toBe(1);
  });

  it('fails a reference nobody issued like a wrong code', async () => {
    const res = await verifyCode(t, '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b', '123456');
    expect(res.statusCode).toBe(401);
    expect(res.body.message).toBe('Doğrulama kodu hatalı.');
  });

  it("answers a blocked user's reference with 403 UserBlocked", async () => {
    const user = await createUser(t, { isBlocked: true });
    const { reference, devOtp } = await codeFor(user.phone);
    const res = await verifyCode(t, reference, devOtp);
    expect(res.statusCode).toBe(403);
    expect(res.body).toMatchObject({
      isSuccess: false,
      code: 'UserBlocked',
      message: 'Hesabınız bloke edilmiştir. Site yönetiminizle iletişime geçin.',
    });
    expect(await loginHistoryOf(t, user.id)).toEqual([
      expect.objectContaining({ attemptType: 1, isSuccess: false, failureReason: 'Hesap bloke' }),
    ]);
  });

  it('answers 403 UserBlocked when the user was blocked after the code was sent', async () => {
    const user = await createUser(t);
    const { reference, devOtp } = await codeFor(user.phone);
    await t.db.update(users).set({ isBlocked: true }).where(eq(users.id, user.id));
    const res = await verifyCode(t, reference, devOtp);
    expect(res.statusCode).toBe(403);
    expect(res.body.code).toBe('UserBlocked');
  });

  it('resets the consecutive-failure count on success', async () => {
    const user = await createUser(t);
    const first = await codeFor(user.phone);
    await verifyCode(t, first.reference, wrongCodeFor(first.devOtp));
    await verifyCode(t, first.reference, wrongCodeFor(first.devOtp));
    expect((await userState(t, user.id)).failedLoginCount).toBe(2);
    expect((await verifyCode(t, first.reference, first.devOtp)).statusCode).toBe(200);
    expect(await userState(t, user.id)).toEqual({ isBlocked: false, failedLoginCount: 0 });
  });

  it.each([
    ['a malformed reference', { reference: 'abc', otp: '123456' }, 'Referans geçersiz.'],
    [
      'a code with letters',
      { reference: '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b', otp: '12ab56' },
      'Doğrulama kodu yalnızca rakamlardan oluşmalıdır.',
    ],
    ['a missing code', { reference: '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b' }, 'Doğrulama kodu alanı zorunludur.'],
  ])('rejects %s with 400', async (_label, payload, message) => {
    const res = await t.call({ method: 'POST', url: '/api/auth/verify-otp', payload });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatchObject({ code: 'ValidationError', message });
  });
});
