import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIG_CACHE_KEY, MENU_CACHE_KEY } from '../../lib/cache/cache-keys.js';
import type { CacheStore } from '../../lib/cache/cache-store.js';
import { createTestApp, type TestContext } from '../../../test/helper.js';
import { CONFIG_TEST_KEY, MENU_TEST_KEY } from './cache.service.js';

let t: TestContext;
let system: string;

beforeAll(async () => {
  t = await createTestApp();
  system = await t.login('system');
});
afterAll(() => t.close());

describe('GET /api/system/cache/status', () => {
  it('writes and reads back a test value in both caches and reports operational', async () => {
    const res = await t.call({ method: 'GET', url: '/api/system/cache/status', as: system });
    expect(res.statusCode).toBe(200);
    const status = res.body.data;
    expect(status).toMatchObject({
      status: 'operational',
      kind: 'memory',
      configuration: { status: 'operational', testValue: expect.any(String) },
      menu: { status: 'operational', testValue: expect.any(String) },
    });
    expect(await t.cache.get(CONFIG_TEST_KEY)).toBe(status.configuration.testValue);
    expect(await t.cache.get(MENU_TEST_KEY)).toBe(status.menu.testValue);
    expect(Date.now() - new Date(status.timestamp).getTime()).toBeLessThan(60_000);
  });

  it('writes a fresh value on every check', async () => {
    const first = (await t.call({ method: 'GET', url: '/api/system/cache/status', as: system })).body.data;
    const second = (await t.call({ method: 'GET', url: '/api/system/cache/status', as: system })).body.data;
    expect(second.configuration.testValue).not.toBe(first.configuration.testValue);
  });

  it('reports degraded when one cache fails and error when both do', async () => {
    const store = t.cache as CacheStore & { set: CacheStore['set'] };
    const realSet = store.set.bind(store);
    try {
      store.set = async (key, value, ttl) => {
        if (key === MENU_TEST_KEY) throw new Error('menu cache down');
        return realSet(key, value, ttl);
      };
      const degraded = (await t.call({ method: 'GET', url: '/api/system/cache/status', as: system })).body.data;
      expect(degraded).toMatchObject({
        status: 'degraded',
        configuration: { status: 'operational' },
        menu: { status: 'error', testValue: null },
      });

      store.set = async () => {
        throw new Error('cache down');
      };
      const down = (await t.call({ method: 'GET', url: '/api/system/cache/status', as: system })).body.data;
      expect(down).toMatchObject({ status: 'error', configuration: { status: 'error' }, menu: { status: 'error' } });
    } finally {
      store.set = realSet;
    }
  });

  it('answers 401 anonymously and 403 to a Resident and an Admin', async () => {
    expect((await t.call({ method: 'GET', url: '/api/system/cache/status' })).statusCode).toBe(401);
    expect(
      (await t.call({ method: 'GET', url: '/api/system/cache/status', as: await t.login('mehmet') })).statusCode,
    ).toBe(403);
    expect(
      (await t.call({ method: 'GET', url: '/api/system/cache/status', as: await t.login('ayse') })).statusCode,
    ).toBe(403);
  });
});

describe('POST /api/system/cache/clear', () => {
  it('empties the cache and warms configuration and menus again', async () => {
    await t.cache.set('unrelated:entry', 'x');
    await t.cache.set(CONFIG_CACHE_KEY, [{ key: 'Stale', value: 'old', isFrontendVisible: true }]);
    const res = await t.call({ method: 'POST', url: '/api/system/cache/clear', as: system });
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe("Tüm cache'ler başarıyla temizlendi");
    expect(await t.cache.get('unrelated:entry')).toBeUndefined();
    const config = await t.cache.get<Array<{ key: string }>>(CONFIG_CACHE_KEY);
    expect(config?.map((c) => c.key)).toContain('OtpCodeLength');
    expect(config?.map((c) => c.key)).not.toContain('Stale');
    expect((await t.cache.get<unknown[]>(MENU_CACHE_KEY))?.length).toBeGreaterThan(0);
    const visible = (await t.call({ method: 'GET', url: '/api/auth/frontend-config' })).body.data;
    expect(visible.map((c: { key: string }) => c.key)).not.toContain('Stale');
  });

  it('answers 403 to an Admin and clears nothing', async () => {
    await t.cache.set('unrelated:entry', 'x');
    const res = await t.call({ method: 'POST', url: '/api/system/cache/clear', as: await t.login('ayse') });
    expect(res.statusCode).toBe(403);
    expect(await t.cache.get('unrelated:entry')).toBe('x');
  });
});
