// Helpers for the sign-in tests: configuration changes, code requests, users to spend.
import { randomBytes, scryptSync } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { blockHistory, configurations, loginHistory, otpCodes, users } from '../src/db/schema/index.js';
import type { TestContext } from './helper.js';

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

/**
 * The stored format of lib/passwords.ts with a small scrypt cost: verifyPassword reads the cost
 * from the hash, so sign-in works the same while the tests do not spend half a second per try.
 */
export function cheapPasswordHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N: 1024, r: 8, p: 1 });
  return ['scrypt', 1024, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

let userCounter = 0;

/**
 * A fresh Resident (optionally with a password) that a test may fail, block and sign in
 * without disturbing the demo users other tests rely on.
 */
export async function createUser(
  t: TestContext,
  opts: { password?: string; role?: 'Resident' | 'Admin' | 'SystemAdmin'; isBlocked?: boolean } = {},
): Promise<{ id: number; phone: string; email: string }> {
  userCounter += 1;
  const suffix = String(userCounter).padStart(7, '0');
  const phone = `+90541${suffix}`;
  const email = `giris-testi-${suffix}@aidat.local`;
  const [row] = await t.db
    .insert(users)
    .values({
      fullName: `Giriş Testi ${userCounter}`,
      phone,
      email,
      role: opts.role ?? 'Resident',
      isBlocked: opts.isBlocked ?? false,
      passwordHash: opts.password ? cheapPasswordHash(opts.password) : null,
    })
    .returning({ id: users.id });
  return { id: row.id, phone, email };
}

export async function userState(t: TestContext, id: number) {
  const [row] = await t.db
    .select({ isBlocked: users.isBlocked, failedLoginCount: users.failedLoginCount })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

export function loginHistoryOf(t: TestContext, userId: number) {
  return t.db
    .select({
      attemptType: loginHistory.attemptType,
      isSuccess: loginHistory.isSuccess,
      ipAddress: loginHistory.ipAddress,
      failureReason: loginHistory.failureReason,
    })
    .from(loginHistory)
    .where(eq(loginHistory.userId, userId))
    .orderBy(loginHistory.id);
}

export function blockHistoryOf(t: TestContext, userId: number) {
  return t.db
    .select({ isBlocked: blockHistory.isBlocked, updatedBy: blockHistory.updatedBy })
    .from(blockHistory)
    .where(eq(blockHistory.userId, userId))
    .orderBy(blockHistory.id);
}

export async function otpRow(t: TestContext, reference: string) {
  const [row] = await t.db.select().from(otpCodes).where(eq(otpCodes.reference, reference));
  return row;
}

export async function latestOtpRowOf(t: TestContext, phone: string) {
  const [row] = await t.db.select().from(otpCodes).where(eq(otpCodes.phone, phone)).orderBy(desc(otpCodes.id)).limit(1);
  return row;
}
