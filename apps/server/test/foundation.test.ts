import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { REQUEST_MESSAGES } from '@aidat/shared';
import { seedDemo } from '../src/db/seed/index.js';
import { configurations, ledgerTransactions, menus, sites, units, users } from '../src/db/schema/index.js';
import { createTestApp, type TestContext } from './helper.js';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp({
    beforeReady: (app) => {
      app.post(
        '/api/test/echo',
        { config: { access: 'public' }, schema: { body: z.object({ title: z.string().max(5), amount: z.number() }) } },
        async (request) => ({ isSuccess: true, code: 'Success', message: '', data: request.body }),
      );
      app.get('/api/test/boom', { config: { access: 'public' } }, async () => {
        throw new Error('relation "secret_table" does not exist');
      });
    },
  });
});
afterAll(() => t.close());

describe('database', () => {
  it('applies every migration and seeds the demo world', async () => {
    const count = async (table: Parameters<typeof t.db.select>[0] extends never ? never : any) =>
      Number((await t.db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n);
    expect(await count(users)).toBeGreaterThanOrEqual(3);
    expect(await count(sites)).toBe(2);
    expect(await count(units)).toBeGreaterThanOrEqual(30);
    expect(await count(ledgerTransactions)).toBeGreaterThan(500);
    expect(await count(menus)).toBeGreaterThanOrEqual(11);
    const keys = (await t.db.select({ key: configurations.key }).from(configurations)).map((r) => r.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'OtpCodeLength',
        'OtpTtlMinutes',
        'MaintenanceMode',
        'OtpMaxAttempts',
        'MaxFailedLoginAttempts',
      ]),
    );
  });

  it('seeds only once: a second run adds nothing', async () => {
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(ledgerTransactions);
    expect(await seedDemo(t.db)).toBe(false);
    const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(ledgerTransactions);
    expect(after[0].n).toBe(before[0].n);
  });

  it('refuses a second monthly dues charge for the same unit and month (unique key)', async () => {
    const [row] = await t.db
      .select()
      .from(ledgerTransactions)
      .where(sql`${ledgerTransactions.type} = 'aidat_charge'`)
      .limit(1);
    const { id: _id, createdAt: _c, ...copy } = row;
    await expect(t.db.insert(ledgerTransactions).values(copy)).rejects.toThrow();
  });
});

describe('envelope and errors', () => {
  it('GET /api/auth/frontend-config returns the visible configuration in the envelope', async () => {
    const res = await t.call({ method: 'GET', url: '/api/auth/frontend-config' });
    expect(res.statusCode).toBe(200);
    expect(res.body.isSuccess).toBe(true);
    expect(res.body.code).toBe('Success');
    expect(res.body.data).toEqual(
      expect.arrayContaining([
        { key: 'OtpCodeLength', value: '6' },
        { key: 'OtpTtlMinutes', value: '3' },
      ]),
    );
    expect(res.body.data.find((r: { key: string }) => r.key === 'MaxFailedLoginAttempts')).toBeUndefined();
  });

  it('answers malformed JSON with 400 ValidationError', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"title":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatchObject({ isSuccess: false, code: 'ValidationError', data: null });
    expect(res.body.message).toMatch(/JSON/);
    // No field to name: the envelope keeps its four keys.
    expect(Object.keys(res.body).sort()).toEqual(['code', 'data', 'isSuccess', 'message']);
  });

  it('answers a schema failure with 400 and a Turkish message naming the field', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/test/echo',
      payload: { title: 'çok uzun başlık', amount: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.code).toBe('ValidationError');
    expect(res.body.message).toBe('Başlık en fazla 5 karakter olabilir.');
    expect(res.body.data.errors).toEqual(
      expect.arrayContaining([{ field: 'amount', message: 'Tutar alanının türü geçersiz (sayı bekleniyor).' }]),
    );
    // `details` names the field of the message's own problem.
    expect(res.body.details).toEqual({ field: 'title' });
  });

  it('answers a missing field as required', async () => {
    const res = await t.call({ method: 'POST', url: '/api/test/echo', payload: { title: 'a' } });
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe('Tutar alanı zorunludur.');
  });

  it('answers an unknown API route with a 404 envelope', async () => {
    const res = await t.call({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toMatchObject({ isSuccess: false, code: 'NotFound' });
  });

  it('answers a thrown error with 500 InternalError without its message', async () => {
    const res = await t.call({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.body.code).toBe('InternalError');
    expect(res.body.message).not.toMatch(/secret_table|relation/);
    expect(res.body.message).toContain(res.headers['x-request-id']);
  });

  it('answers an unsupported content type with a 4xx envelope', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.body.isSuccess).toBe(false);
  });

  it('refuses a JSON body over 1 MB with 413 and the Turkish message', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: `{"title":"${'y'.repeat(2 * 1024 * 1024)}"}`,
    });
    expect([res.statusCode, res.body.code, res.body.message]).toEqual([
      413,
      'PayloadTooLarge',
      REQUEST_MESSAGES.bodyTooLarge,
    ]);
  });

  it('puts X-Maintenance-Mode on every response, errors included', async () => {
    for (const url of ['/api/auth/frontend-config', '/api/does-not-exist', '/healthz']) {
      const res = await t.call({ method: 'GET', url });
      expect(res.headers['x-maintenance-mode']).toBe('false');
    }
  });

  it('refuses a state-changing call from another origin', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/test/echo',
      headers: { origin: 'https://evil.example' },
      payload: { title: 'a', amount: 1 },
    });
    expect(res.statusCode).toBe(403);
    expect(res.body.code).toBe('Forbidden');
    expect(res.headers['x-maintenance-mode']).toBe('false');
  });

  it('accepts a call from its own origin', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/test/echo',
      headers: { origin: 'http://localhost:80', host: 'localhost:80' },
      payload: { title: 'a', amount: 1 },
    });
    expect(res.statusCode).toBe(200);
  });

  it('GET /readyz checks the database', async () => {
    const res = await t.call({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.body.status).toBe('ready');
  });
});

describe('caching', () => {
  it('marks API answers no-store so personal data is not cached', async () => {
    const res = await t.call({ method: 'GET', url: '/api/auth/frontend-config' });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
