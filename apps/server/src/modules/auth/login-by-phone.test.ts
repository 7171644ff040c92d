import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConsoleSmsProvider } from '../../lib/sms/index.js';
import {
  createUser,
  latestOtpRowOf,
  otpRow,
  RELAXED_THROTTLE,
  requestCode,
  setConfig,
} from '../../../test/factories/index.js';
import { createTestApp, type TestContext } from '../../../test/helper.js';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
  await setConfig(t, RELAXED_THROTTLE);
});
afterAll(() => t.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('POST /api/auth/login-by-phone', () => {
  it.each(['+90 (555) 000 00 03', '05550000003', '5550000003', '+905550000003'])(
    'accepts the phone spelled %s',
    async (phone) => {
      const res = await requestCode(t, phone);
      expect(res.statusCode).toBe(200);
      expect(res.body).toMatchObject({ isSuccess: true, code: 'Success' });
      expect(res.body.data.reference).toMatch(UUID);
      expect(res.body.data.devOtp).toMatch(/^\d{6}$/);
      const row = await otpRow(t, res.body.data.reference);
      expect(row.phone).toBe('+905550000003');
      expect(row.userId).toBe(await t.userId('mehmet'));
    },
  );

  it('stores only a SHA-256 hash of the reference and code, with the configured lifetime', async () => {
    const before = Date.now();
    const res = await requestCode(t, '5550000003');
    const { reference, devOtp } = res.body.data;
    const row = await otpRow(t, reference);
    expect(row.codeHash).toBe(createHash('sha256').update(`${reference}:${devOtp}`).digest('hex'));
    expect(row.codeHash).not.toContain(devOtp);
    expect(row.attempts).toBe(0);
    expect(row.consumedAt).toBeNull();
    const lifetime = row.expiresAt.getTime() - before;
    expect(lifetime).toBeGreaterThan(3 * 60_000 - 5_000);
    expect(lifetime).toBeLessThanOrEqual(3 * 60_000 + 5_000);
  });

  it('follows OtpCodeLength and OtpTtlMinutes from the configuration', async () => {
    await setConfig(t, { OtpCodeLength: '8', OtpTtlMinutes: '10' });
    try {
      const before = Date.now();
      const res = await requestCode(t, '5550000003');
      expect(res.body.data.devOtp).toMatch(/^\d{8}$/);
      const row = await otpRow(t, res.body.data.reference);
      expect(row.expiresAt.getTime() - before).toBeGreaterThan(9 * 60_000);
    } finally {
      await setConfig(t, { OtpCodeLength: '6', OtpTtlMinutes: '3' });
    }
  });

  it.each([
    ['letters', 'abc'],
    ['too few digits', '555000'],
    ['a landline', '02125550000'],
    ['an empty value', ''],
  ])('rejects %s with 400 naming the phone field', async (_label, phone) => {
    const res = await requestCode(t, phone);
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatchObject({ isSuccess: false, code: 'ValidationError' });
    expect(res.body.message).toMatch(/^Telefon/);
  });

  it('rejects a missing phone with 400', async () => {
    const res = await t.call({ method: 'POST', url: '/api/auth/login-by-phone', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe('Telefon alanı zorunludur.');
  });

  it('answers an unknown and a blocked phone exactly like a known one', async () => {
    const blocked = await createUser(t, { isBlocked: true });
    const answers = await Promise.all(['5550000003', '5559998877', blocked.phone].map((p) => requestCode(t, p)));
    const shapes = answers.map((res) => ({
      status: res.statusCode,
      isSuccess: res.body.isSuccess,
      code: res.body.code,
      message: res.body.message,
      keys: Object.keys(res.body.data).sort(),
      reference: UUID.test(res.body.data.reference),
      devOtp: /^\d{6}$/.test(res.body.data.devOtp),
    }));
    expect(shapes[1]).toEqual(shapes[0]);
    expect(shapes[2]).toEqual(shapes[0]);

    // A row for every call; a code only for the known, active user.
    const [known, unknown, blockedRow] = await Promise.all(answers.map((res) => otpRow(t, res.body.data.reference)));
    expect(known.codeHash).not.toBeNull();
    expect(unknown).toMatchObject({ phone: '+905559998877', userId: null, codeHash: null });
    expect(blockedRow).toMatchObject({ userId: blocked.id, codeHash: null });
  });

  it('sends the code by SMS only to a known, unblocked user', async () => {
    const send = vi.spyOn(ConsoleSmsProvider.prototype, 'send');
    try {
      const blocked = await createUser(t, { isBlocked: true });
      const res = await requestCode(t, '+90 (555) 000 00 02');
      await requestCode(t, '5559998866');
      await requestCode(t, blocked.phone);
      expect(send).toHaveBeenCalledTimes(1);
      expect(send.mock.calls[0][0]).toBe('+905550000002');
      expect(send.mock.calls[0][1]).toContain(res.body.data.devOtp);
    } finally {
      send.mockRestore();
    }
  });

  it('records the caller IP on the code row', async () => {
    await requestCode(t, '5550000001', { ip: '203.0.113.9' });
    const row = await latestOtpRowOf(t, '+905550000001');
    expect(row.ipAddress).toBe('203.0.113.9');
  });
});
