import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MENUS } from '../../db/seed/demo-data.js';
import { sessions } from '../../db/schema/index.js';
import {
  RELAXED_THROTTLE,
  requestCode,
  sessionCookieOf,
  setConfig,
  verifyCode,
} from '../../../test/factories/index.js';
import { createTestApp, type TestContext } from '../../../test/helper.js';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp({
    beforeReady: (app) => {
      app.get('/api/test/system-only', { config: { access: 'system' } }, async () => ({
        isSuccess: true,
        code: 'Success',
        message: '',
        data: 'gizli',
      }));
    },
  });
  await setConfig(t, RELAXED_THROTTLE);
});
afterAll(() => t.close());

async function signInByCode(phone: string) {
  const { reference, devOtp } = (await requestCode(t, phone)).body.data;
  return verifyCode(t, reference, devOtp);
}

function setCookieHeader(res: { headers: Record<string, unknown> }): string {
  const header = res.headers['set-cookie'];
  return (Array.isArray(header) ? header : [String(header)]).find((c) => c.startsWith('aidat_session=')) ?? '';
}

describe('session cookie', () => {
  it('is HttpOnly, SameSite=Lax, for the whole site, and lives as long as the session', async () => {
    const res = await signInByCode('5550000003');
    const cookie = setCookieHeader(res);
    expect(cookie).toMatch(/^aidat_session=[\w-]{40,}/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(new RegExp(`; Max-Age=(${7 * 24 * 3600}|${7 * 24 * 3600 - 1})`));
    // Development serves plain HTTP.
    expect(cookie).not.toMatch(/Secure/);
  });

  it('stores only a hash of the token with an expiry', async () => {
    const res = await signInByCode('5550000003');
    const token = sessionCookieOf(res).split('=')[1];
    const rows = await t.db.select({ tokenHash: sessions.tokenHash, expiresAt: sessions.expiresAt }).from(sessions);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    const mine = rows.find((r) => r.tokenHash === createHash('sha256').update(token).digest('hex'));
    expect(mine?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 7 * 24 * 3600_000 - 60_000);
  });

  it('a new sign-in in the same browser ends the session it replaces', async () => {
    const first = sessionCookieOf(await signInByCode('5550000003'));
    const { reference, devOtp } = (await requestCode(t, '5550000003')).body.data;
    const second = await verifyCode(t, reference, devOtp, { as: first });
    expect(second.statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/auth/me', as: first })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: '/api/auth/me', as: sessionCookieOf(second) })).statusCode).toBe(200);
  });
});

describe('GET /api/auth/me', () => {
  it('returns the signed-in user', async () => {
    const res = await t.call({ method: 'GET', url: '/api/auth/me', as: await t.login('ayse') });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.user).toEqual({
      id: await t.userId('ayse'),
      fullName: 'Ayşe Yılmaz',
      email: 'ayse@aidat.local',
      phone: '+905550000002',
      role: 'Admin',
      isBlocked: false,
    });
  });

  it('answers 401 without a session or with an unknown token', async () => {
    for (const as of [undefined, 'aidat_session=bilinmeyen-bir-anahtar']) {
      const res = await t.call({ method: 'GET', url: '/api/auth/me', as });
      expect(res.statusCode).toBe(401);
      expect(res.body).toMatchObject({ isSuccess: false, code: 'Unauthorized' });
    }
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session on the server and clears the cookie', async () => {
    const cookie = await t.login('mehmet');
    const res = await t.call({ method: 'POST', url: '/api/auth/logout', as: cookie });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ isSuccess: true, code: 'Success', data: null });
    expect(setCookieHeader(res)).toMatch(/^aidat_session=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/);
    // The old cookie no longer works even if a client kept it.
    expect((await t.call({ method: 'GET', url: '/api/auth/me', as: cookie })).statusCode).toBe(401);
  });

  it('works without a session', async () => {
    const res = await t.call({ method: 'POST', url: '/api/auth/logout' });
    expect(res.statusCode).toBe(200);
    expect(setCookieHeader(res)).toMatch(/^aidat_session=;/);
  });
});

describe('cross-origin protection', () => {
  it('refuses a sign-in POST from another origin with 403', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/auth/login-by-phone',
      headers: { origin: 'https://kotu.example' },
      payload: { phone: '5550000003' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.body.code).toBe('Forbidden');
  });

  it('refuses a logout POST from another origin, so a foreign page cannot sign anyone out', async () => {
    const cookie = await t.login('mehmet');
    const res = await t.call({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: 'https://kotu.example' },
      as: cookie,
    });
    expect(res.statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/auth/me', as: cookie })).statusCode).toBe(200);
  });

  it('accepts a POST from its own origin and one without an Origin header', async () => {
    const same = await t.call({
      method: 'POST',
      url: '/api/auth/login-by-phone',
      headers: { origin: 'http://aidat.test', host: 'aidat.test' },
      payload: { phone: '5550000002' },
    });
    expect(same.statusCode).toBe(200);
    const plain = await requestCode(t, '5550000001');
    expect(plain.statusCode).toBe(200);
  });
});

describe('guarded routes', () => {
  it('answer 401 to an anonymous caller', async () => {
    const res = await t.call({ method: 'GET', url: '/api/menu' });
    expect(res.statusCode).toBe(401);
    expect(res.body).toMatchObject({
      isSuccess: false,
      code: 'Unauthorized',
      message: 'Oturumunuz bulunamadı. Lütfen giriş yapın.',
    });
  });

  it('answer 403 to a signed-in user of the wrong role', async () => {
    for (const who of ['mehmet', 'ayse'] as const) {
      const res = await t.call({ method: 'GET', url: '/api/test/system-only', as: await t.login(who) });
      expect(res.statusCode).toBe(403);
      expect(res.body.code).toBe('Forbidden');
    }
    const allowed = await t.call({ method: 'GET', url: '/api/test/system-only', as: await t.login('system') });
    expect(allowed.body.data).toBe('gizli');
  });

  it('admit a session opened by a code sign-in', async () => {
    const cookie = sessionCookieOf(await signInByCode('5550000003'));
    expect((await t.call({ method: 'GET', url: '/api/menu', as: cookie })).statusCode).toBe(200);
  });
});

describe('GET /api/menu', () => {
  const labelsFor = (role: string) =>
    DEMO_MENUS.filter((m) => m.roles === '' || m.roles.split(',').includes(role)).map((m) => m.label);

  it.each([
    ['mehmet', 'Resident'],
    ['ayse', 'Admin'],
    ['system', 'SystemAdmin'],
  ] as const)('gives %s the items of role %s and the items for every role, in display order', async (who, role) => {
    const res = await t.call({ method: 'GET', url: '/api/menu', as: await t.login(who) });
    expect(res.statusCode).toBe(200);
    const items = res.body.data as Array<{ label: string; roles: string; displayOrder: number }>;
    expect(items.map((i) => i.label)).toEqual(labelsFor(role));
    expect(items.every((i) => i.roles === '' || i.roles.split(',').includes(role))).toBe(true);
    expect(items.map((i) => i.displayOrder)).toEqual([...items.map((i) => i.displayOrder)].sort((a, b) => a - b));
  });

  it('gives a resident only the items with empty roles', async () => {
    const res = await t.call({ method: 'GET', url: '/api/menu', as: await t.login('mehmet') });
    expect(res.body.data.map((i: { path: string; roles: string }) => [i.path, i.roles])).toEqual([
      ['/', ''],
      ['/site-books', ''],
    ]);
  });
});

describe('a deleted session row', () => {
  it('signs the browser out at once', async () => {
    const cookie = await t.login('ayse');
    await t.db.delete(sessions).where(eq(sessions.userId, await t.userId('ayse')));
    expect((await t.call({ method: 'GET', url: '/api/auth/me', as: cookie })).statusCode).toBe(401);
  });
});
