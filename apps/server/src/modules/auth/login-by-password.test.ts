import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/demo-data.js';
import {
  createUser,
  loginByPassword,
  loginHistoryOf,
  sessionCookieOf,
  userState,
} from '../../../test/factories/index.js';
import { createTestApp, type TestContext } from '../../../test/helper.js';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const GENERIC = { isSuccess: false, code: 'Unauthorized', message: 'E-posta/telefon veya şifre hatalı.', data: null };

// The demo accounts carry full-cost scrypt hashes (about half a second each, more on a busy machine).
describe('POST /api/auth/login-by-password', { timeout: 90_000 }, () => {
  it('signs in by e-mail, whatever its case, and records a password success', async () => {
    const res = await loginByPassword(t, 'AYSE@aidat.local', DEMO_PASSWORD, { ip: '192.0.2.7' });
    expect(res.statusCode).toBe(200);
    const id = await t.userId('ayse');
    expect(res.body.data).toEqual({
      user: {
        id,
        fullName: 'Ayşe Yılmaz',
        email: 'ayse@aidat.local',
        phone: '+905550000002',
        role: 'Admin',
        isBlocked: false,
      },
    });
    const me = await t.call({ method: 'GET', url: '/api/auth/me', as: sessionCookieOf(res) });
    expect(me.body.data.user.role).toBe('Admin');
    expect((await loginHistoryOf(t, id)).at(-1)).toEqual({
      attemptType: 2,
      isSuccess: true,
      ipAddress: '192.0.2.7',
      failureReason: null,
    });
  });

  it('signs in by phone in the masked spelling', async () => {
    const res = await loginByPassword(t, '+90 (555) 000 00 01', DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.body.data.user).toMatchObject({ role: 'SystemAdmin', email: 'sistem@aidat.local' });
  });

  it('gives one generic answer for a wrong password, an unknown user and a user without a password', async () => {
    const answers = await Promise.all([
      loginByPassword(t, 'sistem@aidat.local', 'Yanlis.12345'),
      loginByPassword(t, 'kimse@aidat.local', DEMO_PASSWORD),
      loginByPassword(t, 'mehmet@aidat.local', DEMO_PASSWORD),
      loginByPassword(t, 'ne-eposta-ne-telefon', DEMO_PASSWORD),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.body).toEqual(GENERIC);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    const mehmet = await t.userId('mehmet');
    expect((await loginHistoryOf(t, mehmet)).at(-1)).toMatchObject({
      attemptType: 3,
      isSuccess: false,
      failureReason: 'E-posta/telefon veya şifre hatalı',
    });
    // The failure counts towards the block; the SystemAdmin's success below resets it.
    expect((await userState(t, await t.userId('system'))).failedLoginCount).toBe(1);
    expect((await loginByPassword(t, 'sistem@aidat.local', DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await userState(t, await t.userId('system'))).failedLoginCount).toBe(0);
  });

  it('answers a blocked user with the right password 403 UserBlocked, and generically otherwise', async () => {
    const user = await createUser(t, { password: 'Parola.2024', isBlocked: true });
    const right = await loginByPassword(t, user.email, 'Parola.2024');
    expect(right.statusCode).toBe(403);
    expect(right.body).toMatchObject({
      code: 'UserBlocked',
      message: 'Hesabınız bloke edilmiştir. Site yönetiminizle iletişime geçin.',
    });
    const wrong = await loginByPassword(t, user.email, 'Parola.2025');
    expect(wrong.body).toEqual(GENERIC);
    expect((await loginHistoryOf(t, user.id)).map((h) => h.failureReason)).toEqual([
      'Hesap bloke',
      'E-posta/telefon veya şifre hatalı',
    ]);
  });

  it.each([
    ['an empty identifier', { identifier: ' ', password: 'x' }, 'E-posta veya telefon alanı zorunludur.'],
    ['a missing password', { identifier: 'ayse@aidat.local' }, 'Şifre alanı zorunludur.'],
    [
      'a numeric password',
      { identifier: 'ayse@aidat.local', password: 12345 },
      'Şifre alanının türü geçersiz (metin bekleniyor).',
    ],
  ])('rejects %s with 400 naming the field', async (_label, payload, message) => {
    const res = await t.call({ method: 'POST', url: '/api/auth/login-by-password', payload });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatchObject({ code: 'ValidationError', message });
  });
});
