import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConsoleSmsProvider } from '../../lib/sms/index.js';
import { requestCode, verifyCode } from '../../../test/factories/index.js';
import { createTestApp, type TestContext } from '../../../test/helper.js';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp({ config: { env: 'production', isProduction: true } });
});
afterAll(() => t.close());

describe('sign-in with the production configuration', () => {
  it('leaves devOtp out of the answer, sends the code by SMS and sets a Secure cookie', async () => {
    const send = vi.spyOn(ConsoleSmsProvider.prototype, 'send').mockResolvedValue();
    try {
      const res = await requestCode(t, '5550000003');
      expect(res.statusCode).toBe(200);
      expect(Object.keys(res.body.data)).toEqual(['reference']);
      expect(send).toHaveBeenCalledTimes(1);
      const code = /(\d{6})/.exec(send.mock.calls[0][1])?.[1] ?? '';

      const verified = await verifyCode(t, res.body.data.reference, code);
      expect(verified.statusCode).toBe(200);
      const cookie = [verified.headers['set-cookie']].flat().find((c) => String(c).startsWith('aidat_session='));
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Lax/);
    } finally {
      send.mockRestore();
    }
  });

  it('answers an unknown phone with the same shape, without devOtp', async () => {
    const res = await requestCode(t, '5550009988');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.body.data)).toEqual(['reference']);
  });

  it('clears the cookie with the Secure flag on logout', async () => {
    const res = await t.call({ method: 'POST', url: '/api/auth/logout' });
    const cookie = [res.headers['set-cookie']].flat().find((c) => String(c).startsWith('aidat_session='));
    expect(cookie).toMatch(/; Secure/);
  });
});
