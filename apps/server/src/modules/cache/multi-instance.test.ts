import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, closeTwoInstances, createTwoInstances } from '../../../test/helper.js';

/**
 * Two app instances on one database and one Redis, as behind a load balancer: a write through
 * one must be what the other serves on its very next read (no waiting for a message).
 */
const arrives = <T>(check: () => Promise<T>) => check();

describe.skipIf(!process.env.TEST_REDIS_URL)('multi-instance caches over Redis', () => {
  let a: TestContext;
  let b: TestContext;
  let systemA: string;
  let residentB: string;
  let systemB: string;

  beforeAll(async () => {
    [a, b] = await createTwoInstances();
    systemA = await a.login('system');
    systemB = await b.login('system');
    residentB = await b.login('mehmet');
  });
  afterAll(async () => {
    await closeTwoInstances(a, b);
  });

  const frontendConfig = async (t: TestContext) =>
    (await t.call({ method: 'GET', url: '/api/auth/frontend-config' })).body.data as Array<{
      key: string;
      value: string;
    }>;
  const menuPaths = async (t: TestContext, as: string) =>
    ((await t.call({ method: 'GET', url: '/api/menu', as })).body.data as Array<{ path: string }>).map((m) => m.path);

  it('uses the Redis store on both instances', async () => {
    const res = await b.call({ method: 'GET', url: '/api/system/cache/status', as: systemB });
    expect(res.body.data).toMatchObject({ status: 'operational', kind: 'redis' });
  });

  it('serves a configuration change made through one instance on the other', async () => {
    expect(await frontendConfig(b)).toContainEqual({ key: 'OtpCodeLength', value: '6' });
    const res = await a.call({
      method: 'PUT',
      url: '/api/system/configurations/OtpCodeLength',
      as: systemA,
      payload: { value: '7' },
    });
    expect(res.statusCode).toBe(200);
    await arrives(async () => expect(await frontendConfig(b)).toContainEqual({ key: 'OtpCodeLength', value: '7' }));
  });

  it('serves a menu change made through one instance on the other', async () => {
    expect(await menuPaths(b, residentB)).not.toContain('/multi');
    const res = await a.call({
      method: 'POST',
      url: '/api/system/menus',
      as: systemA,
      payload: { label: 'Çoklu', path: '/multi' },
    });
    expect(res.statusCode).toBe(201);
    await arrives(async () => expect(await menuPaths(b, residentB)).toContain('/multi'));
    await a.call({ method: 'DELETE', url: `/api/system/menus/${res.body.data.id}`, as: systemA });
    await arrives(async () => expect(await menuPaths(b, residentB)).not.toContain('/multi'));
  });

  it('switches maintenance on for every instance', async () => {
    expect((await b.call({ method: 'GET', url: '/api/menu', as: residentB })).statusCode).toBe(200);
    const on = await a.call({
      method: 'PUT',
      url: '/api/system/configurations/MaintenanceMode',
      as: systemA,
      payload: { value: 'true' },
    });
    expect(on.statusCode).toBe(200);
    const blocked = await arrives(async () => {
      const res = await b.call({ method: 'GET', url: '/api/menu', as: residentB });
      expect(res.statusCode).toBe(503);
      return res;
    });
    expect(blocked.body).toMatchObject({ code: 'MaintenanceMode', message: 'Sistem bakım modunda' });
    expect(blocked.headers['x-maintenance-mode']).toBe('true');
    // A SystemAdmin keeps working on the other instance and can switch it off there.
    const off = await b.call({
      method: 'PUT',
      url: '/api/system/configurations/MaintenanceMode',
      as: systemB,
      payload: { value: 'false' },
    });
    expect(off.statusCode).toBe(200);
    const residentA = await a.login('mehmet');
    const back = await arrives(async () => {
      const res = await a.call({ method: 'GET', url: '/api/menu', as: residentA });
      expect(res.statusCode).toBe(200);
      return res;
    });
    expect(back.headers['x-maintenance-mode']).toBe('false');
  });

  it('clears the cache of every instance', async () => {
    await a.cache.set('shared:probe', 'x');
    expect(await b.cache.get('shared:probe')).toBe('x');
    const res = await b.call({ method: 'POST', url: '/api/system/cache/clear', as: systemB });
    expect(res.statusCode).toBe(200);
    await arrives(async () => expect(await a.cache.get('shared:probe')).toBeUndefined());
  });
});
