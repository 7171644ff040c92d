import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheKeyFamily, countSmsSend, timeJob, trackDatabasePools } from '../src/lib/metrics.js';
import { bearerMatches } from '../src/plugins/metrics.js';
import { createTestApp, type TestContext } from './helper.js';

const TOKEN = 'metrics-token-0123456789';
// One app per configuration: open (development), token-protected and off (production).
let open: TestContext;
let guarded: TestContext;
let off: TestContext;
beforeAll(async () => {
  open = await createTestApp({ config: { env: 'development', isProduction: false, metricsToken: undefined } });
  guarded = await createTestApp({ config: { env: 'production', isProduction: true, metricsToken: TOKEN } });
  off = await createTestApp({ config: { env: 'production', isProduction: true, metricsToken: undefined } });
}, 180_000);
afterAll(async () => {
  await Promise.all([open?.close(), guarded?.close(), off?.close()]);
});

const scrape = (ctx: TestContext, authorization?: string) =>
  ctx.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });

describe('GET /metrics', () => {
  it('is open in development and counts requests by route pattern and status, never by raw URL', async () => {
    const t = open;
    await t.call({ method: 'GET', url: '/api/auth/frontend-config' });
    const resident = await t.login('mehmet');
    await t.call({ method: 'GET', url: '/api/me/unit-detail/987654', as: resident });
    await t.call({ method: 'GET', url: '/api/no-such-route/123' });
    const res = await scrape(t);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/auth\/frontend-config",status_code="200"\} [1-9]/,
    );
    expect(res.body).toMatch(
      /http_request_duration_seconds_bucket\{le="[\d.]+",method="GET",route="\/api\/me\/unit-detail\/:unitId",status_code="404"\}/,
    );
    expect(res.body).toMatch(/route="unmatched",status_code="404"/);
    expect(res.body).not.toContain('987654');
    expect(res.body).not.toContain('no-such-route');
    // Default process metrics come along.
    expect(res.body).toContain('process_cpu_seconds_total');
  });

  it('needs the bearer token when METRICS_TOKEN is set', async () => {
    const t = guarded;
    expect((await scrape(t)).statusCode).toBe(401);
    const wrong = await scrape(t, `Bearer ${TOKEN}x`);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ isSuccess: false, code: 'Unauthorized' });
    expect((await scrape(t, TOKEN)).statusCode).toBe(401);
    expect((await scrape(t, `Bearer ${TOKEN}`)).statusCode).toBe(200);
  });

  it('is off in production without a token', async () => {
    expect((await scrape(off)).statusCode).toBe(404);
    expect((await scrape(off, `Bearer ${TOKEN}`)).statusCode).toBe(404);
  });

  it('reports SMS sends, job runs and the PostgreSQL pools', async () => {
    const t = open;
    countSmsSend('netgsm', 'failed');
    countSmsSend('netgsm', 'failed');
    await timeJob('test-job', async () => 1);
    await expect(
      timeJob('test-job', async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const untrack = trackDatabasePools({
      pool: { totalCount: 7, idleCount: 3, waitingCount: 2 } as never,
      backgroundPool: { totalCount: 1, idleCount: 1, waitingCount: 0 } as never,
    });
    const body = (await scrape(t)).body;
    untrack();
    expect(body).toMatch(/sms_sends_total\{provider="netgsm",outcome="failed"\} 2/);
    expect(body).toMatch(/job_runs_total\{job="test-job",outcome="ok"\} 1/);
    expect(body).toMatch(/job_runs_total\{job="test-job",outcome="failed"\} 1/);
    expect(body).toMatch(/job_duration_seconds_count\{job="test-job"\} 2/);
    expect(body).toContain('db_pool_connections{pool="requests",state="total"} 7');
    expect(body).toContain('db_pool_connections{pool="requests",state="waiting"} 2');
    expect(body).toContain('db_pool_connections{pool="background",state="idle"} 1');
    expect((await scrape(t)).body).not.toContain('state="total"} 7');
  });
});

describe('cache lookups', () => {
  it('counts each read of the app cache once, as a hit or a miss, by key family', async () => {
    const t = open;
    const count = async (family: string, result: string) => {
      const line = (await scrape(t)).body
        .split('\n')
        .find((l) => l.startsWith(`cache_lookups_total{store="memory",family="${family}",result="${result}"}`));
      return line ? Number(line.split(' ').pop()) : 0;
    };
    const missesBefore = await count('test:family', 'miss');
    const hitsBefore = await count('test:family', 'hit');
    await t.app.cache.get('test:family:+905321000000');
    await t.app.cache.set('test:family:+905321000000', 1);
    await t.app.cache.get('test:family:+905321000000');
    await t.app.cache.get('test:family:+905321000000');
    expect(await count('test:family', 'miss')).toBe(missesBefore + 1);
    expect(await count('test:family', 'hit')).toBe(hitsBefore + 2);
    // The configuration is read through the same cache on every request.
    await t.call({ method: 'GET', url: '/api/auth/frontend-config' });
    expect((await count('config:all', 'hit')) + (await count('config:all', 'miss'))).toBeGreaterThan(0);
    expect((await scrape(t)).body).not.toContain('905321000000');
  });

  it('never makes a label of a phone, an address or an id', () => {
    expect(cacheKeyFamily('login:pair-lock:+905321000000:10.0.0.1')).toBe('login:pair-lock');
    expect(cacheKeyFamily('config:all')).toBe('config:all');
    expect(cacheKeyFamily('+905321000000')).toBe('other');
    expect(cacheKeyFamily('unit:42')).toBe('other');
  });
});

describe('bearerMatches', () => {
  it('accepts only the exact header', () => {
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(undefined, TOKEN)).toBe(false);
    expect(bearerMatches(`bearer ${TOKEN}`, TOKEN)).toBe(false);
    expect(bearerMatches(`Bearer ${TOKEN.slice(1)}`, TOKEN)).toBe(false);
  });
});
