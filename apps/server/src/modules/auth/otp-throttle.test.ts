import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpCodes } from '../../db/schema/index.js';
import { createUser, requestCode, setConfig, verifyCode } from '../../../test/factories/index.js';
import { createTestApp, type TestContext } from '../../../test/helper.js';

let t: TestContext;

// Each test uses its own phones and IP addresses, so the counters of one do not leak into another.
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function expectRateLimited(res: Awaited<ReturnType<typeof requestCode>>, maxSeconds: number) {
  expect(res.statusCode).toBe(429);
  expect(res.body).toMatchObject({ isSuccess: false, code: 'RateLimited', data: null });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
}

describe('POST /api/auth/login-by-phone throttling', () => {
  it('allows one code per phone per OtpResendIntervalSeconds (60 by default)', async () => {
    const first = await requestCode(t, '5550000003', { ip: '198.51.100.1' });
    expect(first.statusCode).toBe(200);
    const second = await requestCode(t, '05550000003', { ip: '198.51.100.2' });
    expectRateLimited(second, 60);
    expect(second.body.message).toMatch(/saniye bekleyin/);
    // Another phone from the same IP is not affected.
    expect((await requestCode(t, '5550000002', { ip: '198.51.100.1' })).statusCode).toBe(200);
  });

  it('a second request within the interval says how long to wait and keeps the first code usable', async () => {
    const user = await createUser(t);
    const ip = '198.51.100.60';
    const first = await requestCode(t, user.phone, { ip });
    const again = await requestCode(t, user.phone, { ip });
    expectRateLimited(again, 60);
    const seconds = Number(again.headers['retry-after']);
    expect(again.body.message).toBe(`Yeni bir kod istemeden önce lütfen ${seconds} saniye bekleyin.`);
    const { reference, devOtp } = first.body.data;
    expect((await verifyCode(t, reference, devOtp, { ip })).statusCode).toBe(200);
  });

  it('throttles an unknown phone exactly like a known one', async () => {
    const first = await requestCode(t, '5551112233', { ip: '198.51.100.3' });
    expect(first.statusCode).toBe(200);
    const second = await requestCode(t, '5551112233', { ip: '198.51.100.3' });
    expectRateLimited(second, 60);
  });

  it('allows at most OtpMaxPerPhonePerHour codes per phone in an hour', async () => {
    await setConfig(t, { OtpResendIntervalSeconds: '0', OtpMaxPerPhonePerHour: '2' });
    try {
      const answers = [];
      for (let i = 0; i < 3; i++) answers.push(await requestCode(t, '5551112244', { ip: `198.51.100.${10 + i}` }));
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 429]);
      expectRateLimited(answers[2], 3600);
      expect(answers[2].body.message).toMatch(/telefon numarası için çok fazla kod/);
    } finally {
      await setConfig(t, { OtpResendIntervalSeconds: '60', OtpMaxPerPhonePerHour: '10' });
    }
  });

  it('allows at most OtpMaxPerIpPerHour code requests from one IP in an hour', async () => {
    await setConfig(t, { OtpMaxPerIpPerHour: '3' });
    try {
      const ip = '198.51.100.50';
      const phones = ['5552220001', '5552220002', '5552220003', '5552220004'];
      const answers = [];
      for (const phone of phones) answers.push(await requestCode(t, phone, { ip }));
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 429]);
      expectRateLimited(answers[3], 3600);
      // The same phone from another address is still served.
      expect((await requestCode(t, phones[3], { ip: '198.51.100.51' })).statusCode).toBe(200);
    } finally {
      await setConfig(t, { OtpMaxPerIpPerHour: '30' });
    }
  });

  it('counts an IPv6 client by its /64: new addresses in the same network share its limit', async () => {
    await setConfig(t, { OtpMaxPerIpPerHour: '2' });
    try {
      const phones = ['5552240001', '5552240002', '5552240003'];
      const ips = ['2001:db8:aa:1::1', '2001:db8:aa:1:ffff::2', '2001:db8:aa:1:1234:5678:9abc:def0'];
      const answers = [];
      for (const [i, phone] of phones.entries()) answers.push(await requestCode(t, phone, { ip: ips[i] }));
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 429]);
      // The next /64 is another network.
      expect((await requestCode(t, phones[2], { ip: '2001:db8:aa:2::1' })).statusCode).toBe(200);
    } finally {
      await setConfig(t, { OtpMaxPerIpPerHour: '30' });
    }
  });

  it('creates no code row for a refused request', async () => {
    await requestCode(t, '5552230001', { ip: '198.51.100.60' });
    const refused = await requestCode(t, '5552230001', { ip: '198.51.100.60' });
    expect(refused.statusCode).toBe(429);
    expect(refused.body.data).toBeNull();
    const rows = await t.db.select({ id: otpCodes.id }).from(otpCodes).where(eq(otpCodes.phone, '+905552230001'));
    expect(rows).toHaveLength(1);
  });
});
