import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../factories/index.js';
import { createTestApp, type TestContext } from '../helper.js';
import { envelopeProblem, leakIn } from './envelope-check.js';

// ASVS V3 (session cookie attributes, cross-site requests), V7 (error handling), V14.4 (headers):
// checked on the app as a development server and as a production deployment.

let dev: TestContext;
let prod: TestContext;
const PASSWORD = 'Baslik.Testi1';
let devUser: { email: string };
let prodUser: { email: string };

/** Routes that fail on purpose, the way a bug or a broken database would. */
function failingRoutes(app: TestContext['app']) {
  app.get('/api/test/boom', { config: { access: 'public' } }, async () => {
    const err = new Error('relation "secret_table" does not exist');
    err.stack = `${err.message}\n    at handler (/work/main/apps/server/src/secret.ts:12:5)`;
    throw err;
  });
  app.get('/api/test/db-boom', { config: { access: 'public' } }, async () =>
    app.db.execute(sql`select secret_column from secret_table where id = 1`),
  );
  app.get('/api/test/throw-text', { config: { access: 'public' } }, async () => {
    throw 'SELECT * FROM users';
  });
}

beforeAll(async () => {
  dev = await createTestApp({ beforeReady: failingRoutes });
  prod = await createTestApp({ config: { env: 'production', isProduction: true } });
  devUser = await createUser(dev, { password: PASSWORD, role: 'Admin' });
  prodUser = await createUser(prod, { password: PASSWORD, role: 'Admin' });
});
afterAll(async () => {
  await dev?.close();
  await prod?.close();
});

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name, values]),
  );
}

function sessionCookie(res: { headers: Record<string, unknown> }): string {
  const all = [res.headers['set-cookie']].flat().map(String);
  const cookie = all.find((c) => c.startsWith('aidat_session='));
  if (!cookie) throw new Error(`no session cookie in ${JSON.stringify(all)}`);
  return cookie;
}

const signIn = (t: TestContext, email: string, headers: Record<string, string> = {}) =>
  t.call({
    method: 'POST',
    url: '/api/auth/login-by-password',
    headers,
    payload: { identifier: email, password: PASSWORD },
  });

describe('security headers', () => {
  for (const url of ['/login', '/']) {
    it(`${url} carries a CSP without inline scripts and refuses framing and sniffing`, async () => {
      const res = await dev.call({ method: 'GET', url });
      const csp = directives(String(res.headers['content-security-policy']));
      const scripts = csp.get('script-src') ?? csp.get('default-src') ?? [];
      expect(scripts).toContain("'self'");
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).not.toContain("'unsafe-eval'");
      expect(scripts).not.toContain('*');
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      // The installable app's service worker and manifest come from the site itself, nowhere else.
      expect(csp.get('worker-src')).toEqual(["'self'"]);
      expect(csp.get('manifest-src')).toEqual(["'self'"]);
      expect(["'self'", "'none'"]).toContain(csp.get('frame-ancestors')?.join(' '));
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toMatch(/^(SAMEORIGIN|DENY)$/);
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    });
  }

  // An API answer is never rendered as a page (OWASP REST Security Cheat Sheet): a policy that
  // allows nothing, and none of the page-only headers.
  for (const [url, status] of [
    ['/api/auth/frontend-config', 200],
    ['/api/does-not-exist', 404],
    ['/api/test/boom', 500],
  ] as const) {
    it(`${url} (${status}) allows nothing to load or frame it, refuses sniffing and sends no referrer`, async () => {
      const res = await dev.call({ method: 'GET', url });
      expect(res.statusCode).toBe(status);
      expect(directives(String(res.headers['content-security-policy']))).toEqual(
        new Map([
          ['default-src', ["'none'"]],
          ['frame-ancestors', ["'none'"]],
        ]),
      );
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['cache-control']).toBe('no-store');
      for (const pageOnly of [
        'cross-origin-opener-policy',
        'origin-agent-cluster',
        'x-xss-protection',
        'x-powered-by',
      ]) {
        expect(res.headers[pageOnly], pageOnly).toBeUndefined();
      }
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    });
  }

  it('sends no HSTS from a development server (it would pin localhost to HTTPS)', async () => {
    const res = await dev.call({ method: 'GET', url: '/api/auth/frontend-config' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS for a year with subdomains, and upgrades insecure requests, in production', async () => {
    const res = await prod.call({ method: 'GET', url: '/api/auth/frontend-config' });
    const hsts = String(res.headers['strict-transport-security']);
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
    expect(hsts).toContain('includeSubDomains');
    // The page's policy upgrades what it loads; an API answer loads nothing.
    const page = await prod.call({ method: 'GET', url: '/login' });
    expect(page.headers['strict-transport-security']).toBe(hsts);
    expect(directives(String(page.headers['content-security-policy'])).has('upgrade-insecure-requests')).toBe(true);
  });
});

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Lax, for the whole site, and not Secure on plain-HTTP development', async () => {
    const res = await signIn(dev, devUser.email);
    expect(res.statusCode).toBe(200);
    const cookie = sessionCookie(res);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\/(;|$)/);
    expect(cookie).not.toMatch(/; Secure/i);
    // 32 random bytes: at least 256 bits of entropy in the token (ASVS 3.2.2).
    expect(/^aidat_session=([^;]+)/.exec(cookie)?.[1].length).toBeGreaterThanOrEqual(43);
  });

  it('is also Secure in production', async () => {
    const res = await signIn(prod, prodUser.email);
    expect(res.statusCode).toBe(200);
    const cookie = sessionCookie(res);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Secure/i);
  });

  it('gets a new token on every sign-in, and logout ends the old one on the server', async () => {
    const first = /^aidat_session=([^;]+)/.exec(sessionCookie(await signIn(dev, devUser.email)))![1];
    const second = /^aidat_session=([^;]+)/.exec(sessionCookie(await signIn(dev, devUser.email)))![1];
    expect(second).not.toBe(first);
    const cookie = `aidat_session=${first}`;
    expect((await dev.call({ method: 'GET', url: '/api/auth/me', as: cookie })).statusCode).toBe(200);
    const out = await dev.call({ method: 'POST', url: '/api/auth/logout', as: cookie });
    expect(sessionCookie(out)).toMatch(/aidat_session=;.*Expires=Thu, 01 Jan 1970/i);
    // Replaying the token after logout does not work.
    expect((await dev.call({ method: 'GET', url: '/api/auth/me', as: cookie })).statusCode).toBe(401);
  });
});

describe('cross-site requests', () => {
  const foreign = ['https://evil.example', 'null', 'http://localhost:80.evil.example', 'https://localhost:80'];

  for (const origin of foreign) {
    it(`refuses a state change from Origin ${origin} and leaves the session alone`, async () => {
      const cookie = await dev.login('ayse');
      const res = await dev.call({
        method: 'POST',
        url: '/api/auth/logout',
        as: cookie,
        headers: { origin, host: 'localhost:80' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.body).toMatchObject({ isSuccess: false, code: 'Forbidden' });
      expect(res.headers['set-cookie']).toBeUndefined();
      expect((await dev.call({ method: 'GET', url: '/api/auth/me', as: cookie })).statusCode).toBe(200);
    });
  }

  it('refuses PUT, PATCH and DELETE from another site without touching the notification', async () => {
    const cookie = await dev.login('ayse');
    const list = await dev.call({ method: 'GET', url: '/api/siteadmin/notifications', as: cookie });
    const target = list.body.data[0];
    const headers = { origin: 'https://evil.example' };
    const body = { title: 'Ele geçirildi', message: 'x', startDate: target.startDate, endDate: target.endDate };
    const calls = [
      { method: 'PUT' as const, url: `/api/siteadmin/notifications/${target.id}`, payload: body },
      {
        method: 'PATCH' as const,
        url: `/api/notifications/${target.id}/toggle`,
        payload: { isActive: !target.isActive },
      },
      { method: 'DELETE' as const, url: `/api/siteadmin/notifications/${target.id}` },
    ];
    for (const c of calls) {
      const res = await dev.call({ ...c, as: cookie, headers });
      expect(res.statusCode, `${c.method} ${c.url}`).toBe(403);
    }
    const after = await dev.call({ method: 'GET', url: '/api/siteadmin/notifications', as: cookie });
    expect(after.body.data.find((n: { id: number }) => n.id === target.id)).toEqual(target);
  });

  it('refuses a sign-in posted from another site (login CSRF)', async () => {
    const res = await signIn(dev, devUser.email, { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('accepts a state change from its own origin and from clients that send no Origin', async () => {
    const own = await dev.call({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: 'http://localhost:80', host: 'localhost:80' },
    });
    expect(own.statusCode).toBe(200);
    const none = await dev.call({ method: 'POST', url: '/api/auth/logout' });
    expect(none.statusCode).toBe(200);
  });
});

describe('error answers', () => {
  for (const url of ['/api/test/boom', '/api/test/db-boom', '/api/test/throw-text']) {
    it(`${url} answers a 500 envelope with the request id and nothing of the cause`, async () => {
      const res = await dev.call({ method: 'GET', url });
      expect(res.statusCode).toBe(500);
      expect(res.body).toMatchObject({ isSuccess: false, code: 'InternalError', data: null });
      expect(res.body.message).toContain(String(res.headers['x-request-id']));
      expect(leakIn(res.payload)).toBeNull();
      expect(res.payload).not.toMatch(/secret|SELECT/i);
    });
  }

  const unknown: Array<[string, string]> = [
    ['GET', '/api/does-not-exist'],
    ['POST', '/api/does-not-exist'],
    ['PUT', '/api/me/units'],
    ['DELETE', '/api/auth/me'],
    ['PATCH', '/api/siteadmin/notifications/1'],
    ['GET', '/api/'],
    ['GET', '/api/me/unit-detail/'],
    ['GET', '/api/me/unit-detail/1/extra'],
    ['OPTIONS', '/api/me/units'],
  ];
  for (const [method, url] of unknown) {
    it(`${method} ${url} is a 404 envelope`, async () => {
      const res = await dev.call({ method: method as 'GET', url, as: await dev.login('system') });
      expect(res.statusCode).toBe(404);
      expect(envelopeProblem(res)).toBeNull();
      expect(res.body.code).toBe('NotFound');
      expect(res.headers['x-maintenance-mode']).toBe('false');
    });
  }

  const refused: Array<[string, string, Record<string, string>, string | undefined]> = [
    ['a broken %-escape in the path', '/api/me/unit-detail/%zz', {}, undefined],
    ['an over-long path parameter', `/api/me/unit-detail/${'9'.repeat(300)}`, {}, undefined],
    ['an id beyond any database integer', '/api/me/unit-detail/99999999999', {}, undefined],
    ['malformed JSON', '/api/auth/login-by-password', { 'content-type': 'application/json' }, '{"identifier":'],
    ['a body of the wrong type', '/api/auth/login-by-password', { 'content-type': 'text/plain' }, 'x'],
    [
      'a body over 1 MiB',
      '/api/auth/login-by-password',
      { 'content-type': 'application/json' },
      `"${'x'.repeat(1_100_000)}"`,
    ],
    [
      'prototype poisoning',
      '/api/auth/login-by-password',
      { 'content-type': 'application/json' },
      '{"__proto__":{"x":1}}',
    ],
    [
      'a NUL character the database cannot store',
      '/api/auth/login-by-password',
      { 'content-type': 'application/json' },
      '{"identifier":"a\\u0000@x.tr","password":"p"}',
    ],
  ];
  for (const [what, url, headers, payload] of refused) {
    it(`answers ${what} with a 4xx envelope that names nothing internal`, async () => {
      const method = payload === undefined ? 'GET' : 'POST';
      const res = await dev.call({ method, url, headers, payload, as: await dev.login('mehmet') });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(envelopeProblem(res)).toBeNull();
      expect(res.body.isSuccess).toBe(false);
      expect(res.headers['x-maintenance-mode']).toBe('false');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    });
  }
});
