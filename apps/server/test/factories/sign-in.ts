// Signing in: sessions for a user, the public sign-in calls, and the configuration they read.
import { eq } from 'drizzle-orm';
import { configurations } from '../../src/db/schema/index.js';
import type { TestContext } from '../helper.js';

/** A session cookie ("name=value") for the user, as if they had just signed in. */
export function signIn(t: TestContext, userId: number): Promise<string> {
  return t.login(userId);
}

/** Changes configuration values in the test database and drops the cached copy. */
export async function setConfig(t: TestContext, values: Record<string, string>): Promise<void> {
  for (const [key, value] of Object.entries(values)) {
    await t.db.update(configurations).set({ value }).where(eq(configurations.key, key));
  }
  await t.app.settings.invalidate();
}

/** No throttle: tests that are not about throttling ask for as many codes as they like. */
export const RELAXED_THROTTLE = {
  OtpResendIntervalSeconds: '0',
  OtpMaxPerPhonePerHour: '100000',
  OtpMaxPerIpPerHour: '100000',
};

export function requestCode(t: TestContext, phone: string, opts: { ip?: string; as?: string } = {}) {
  return t.call({
    method: 'POST',
    url: '/api/auth/login-by-phone',
    payload: { phone },
    remoteAddress: opts.ip,
    as: opts.as,
  });
}

export function verifyCode(t: TestContext, reference: string, otp: string, opts: { ip?: string; as?: string } = {}) {
  return t.call({
    method: 'POST',
    url: '/api/auth/verify-otp',
    payload: { reference, otp },
    remoteAddress: opts.ip,
    as: opts.as,
  });
}

export function loginByPassword(t: TestContext, identifier: string, password: string, opts: { ip?: string } = {}) {
  return t.call({
    method: 'POST',
    url: '/api/auth/login-by-password',
    payload: { identifier, password },
    remoteAddress: opts.ip,
  });
}

/** A code the server never issues for `code` (same length, different digits). */
export function wrongCodeFor(code: string): string {
  return [...code].map((d) => String((Number(d) + 1) % 10)).join('');
}

/** "name=value" of the session cookie an answer sets, for the next request's Cookie header. */
export function sessionCookieOf(res: { headers: Record<string, unknown> }): string {
  const header = res.headers['set-cookie'];
  const all = Array.isArray(header) ? header : [String(header ?? '')];
  const cookie = all.find((c) => c.startsWith('aidat_session='));
  if (!cookie) throw new Error('no session cookie in the answer');
  return cookie.split(';')[0];
}
