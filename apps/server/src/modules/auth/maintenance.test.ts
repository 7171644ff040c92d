import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  t = await createTestApp();
  await setConfig(t, { ...RELAXED_THROTTLE, MaintenanceMode: 'true' });
});
afterAll(() => t.close());

describe('maintenance mode', () => {
  it("refuses a resident's API call with 503 MaintenanceMode and the header", async () => {
    const res = await t.call({ method: 'GET', url: '/api/menu', as: await t.login('mehmet') });
    expect(res.statusCode).toBe(503);
    expect(res.body).toEqual({
      isSuccess: false,
      code: 'MaintenanceMode',
      message: 'Sistem bakım modunda',
      data: null,
    });
    expect(res.headers['x-maintenance-mode']).toBe('true');
  });

  it("refuses an Admin's and an anonymous caller's API calls too", async () => {
    for (const as of [await t.login('ayse'), undefined]) {
      const res = await t.call({ method: 'GET', url: '/api/menu', as });
      expect(res.statusCode).toBe(503);
      expect(res.body.code).toBe('MaintenanceMode');
    }
  });

  it("serves a SystemAdmin's calls, still saying maintenance is on", async () => {
    const res = await t.call({ method: 'GET', url: '/api/menu', as: await t.login('system') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-maintenance-mode']).toBe('true');
  });

  it('keeps sign-in (/api/auth/*) working', async () => {
    const config = await t.call({ method: 'GET', url: '/api/auth/frontend-config' });
    expect(config.statusCode).toBe(200);
    expect(config.body.data).toEqual(expect.arrayContaining([{ key: 'MaintenanceMode', value: 'true' }]));

    const code = await requestCode(t, '5550000001');
    expect(code.statusCode).toBe(200);
    expect(code.headers['x-maintenance-mode']).toBe('true');
    const verified = await verifyCode(t, code.body.data.reference, code.body.data.devOtp);
    expect(verified.statusCode).toBe(200);
    const cookie = sessionCookieOf(verified);
    expect((await t.call({ method: 'GET', url: '/api/auth/me', as: cookie })).statusCode).toBe(200);
    // The SystemAdmin who just signed in can work; a resident who signs in cannot.
    expect((await t.call({ method: 'GET', url: '/api/menu', as: cookie })).statusCode).toBe(200);
    expect((await t.call({ method: 'POST', url: '/api/auth/logout', as: cookie })).statusCode).toBe(200);
  });

  it('lets everyone back in once it is switched off', async () => {
    await setConfig(t, { MaintenanceMode: 'false' });
    const res = await t.call({ method: 'GET', url: '/api/menu', as: await t.login('mehmet') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-maintenance-mode']).toBe('false');
  });
});
