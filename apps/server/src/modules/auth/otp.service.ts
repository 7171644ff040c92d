import { randomUUID } from 'node:crypto';
import {
  AppError,
  LOGIN_ATTEMPT_TYPE,
  LOGIN_FAILURE_REASONS,
  type LoginByPhoneResponse,
  otpSmsText,
} from '@aidat/shared';
import type { FastifyInstance } from 'fastify';
import { type SmsProvider, sendSms } from '../../lib/sms/index.js';
import {
  findUserById,
  findUserByPhone,
  insertOtpCode,
  lockOtpByReference,
  consumeOtp,
  countOtpAttempt,
  type OtpRow,
} from './auth.repository.js';
import { countAddressFailure, lockSubject, refuseLockedAddress, resetAddressFailures } from './address-lock.js';
import { NO_USER_ID, recordFailedAttempt, recordRefusedAttempt, recordSuccessfulAttempt } from './login-attempts.js';
import { DUMMY_OTP_HASH, generateOtp, hashOtp, otpMatches } from './otp-code.js';
import { throttleCodeRequest } from './otp-throttle.js';
import { openSession, type SignedIn, type SignInContext } from './sign-in-context.js';

/**
 * Starts a sign-in by phone. Every call stores a row and answers the same shape, whether the
 * phone belongs to an active user, a blocked user or nobody; only an active user gets a code.
 */
export async function requestOtp(
  app: FastifyInstance,
  sms: SmsProvider,
  phone: string,
  ctx: SignInContext,
): Promise<LoginByPhoneResponse> {
  await throttleCodeRequest(app.cache, app.settings, phone, ctx.ipAddress);
  const [length, ttlMinutes] = await Promise.all([
    app.settings.int('OtpCodeLength'),
    app.settings.int('OtpTtlMinutes'),
  ]);

  const user = await findUserByPhone(app.db, phone);
  const reference = randomUUID();
  // Drawn for everyone: an unknown phone's development hint looks like a real code but never verifies.
  const code = generateOtp(length);
  const sendsCode = user !== null && !user.isBlocked;
  await insertOtpCode(app.db, {
    reference,
    phone,
    // A blocked user's reference is kept so verify-otp can answer UserBlocked (PRODUCT.md §3).
    userId: user?.id ?? null,
    codeHash: sendsCode ? hashOtp(reference, code) : null,
    expiresAt: new Date(Date.now() + ttlMinutes * 60_000),
    ipAddress: ctx.ipAddress.slice(0, 64),
  });

  if (sendsCode) {
    const text = otpSmsText(code, ttlMinutes);
    // Not awaited: a slow gateway must not make known phones answer slower than unknown ones,
    // and a refused send answers like any other (sendSms logs and counts it).
    void sendSms(sms, phone, text, app.log);
  }
  return app.config.isProduction ? { reference } : { reference, devOtp: code };
}

type VerifyOutcome =
  | { kind: 'signedIn'; signedIn: SignedIn }
  | { kind: 'failed'; reason: string }
  | { kind: 'blocked' }
  | { kind: 'locked'; error: AppError };

/** Why a reference can no longer be tried, or null while it can (PRODUCT.md §3). */
function usedUpReason(row: OtpRow | null, maxAttempts: number): string | null {
  if (!row) return LOGIN_FAILURE_REASONS.wrongCode;
  if (row.consumedAt) return LOGIN_FAILURE_REASONS.usedCode;
  if (row.expiresAt.getTime() <= Date.now()) return LOGIN_FAILURE_REASONS.expiredCode;
  if (row.attempts >= maxAttempts) return LOGIN_FAILURE_REASONS.attemptsExhausted;
  return null;
}

/**
 * Checks a code: single use, within its lifetime, at most OtpMaxAttempts tries per reference.
 * A wrong code on an unknown phone's reference goes through the very same steps as on a known
 * one (user lookup, lock check, attempt count, hash comparison, history, counters), so neither
 * the answer nor its time tells them apart. A used-up reference is refused without comparing
 * and counts for nothing, so concurrent copies of one right code never count as failures.
 */
export async function verifyOtp(
  app: FastifyInstance,
  reference: string,
  otp: string,
  ctx: SignInContext,
): Promise<SignedIn> {
  const [maxAttempts, blockAfter] = await Promise.all([
    app.settings.int('OtpMaxAttempts'),
    app.settings.int('AccountBlockAfterFailures'),
  ]);

  const outcome = await app.db.transaction(async (tx): Promise<VerifyOutcome> => {
    const row = await lockOtpByReference(tx, reference);
    const user = await findUserById(tx, row?.userId ?? NO_USER_ID);
    const attempt = { userId: user?.id ?? null, attemptType: LOGIN_ATTEMPT_TYPE.otpFailure, ipAddress: ctx.ipAddress };

    if (user?.isBlocked) {
      await recordRefusedAttempt(tx, attempt, LOGIN_FAILURE_REASONS.blocked);
      return { kind: 'blocked' };
    }
    const subject = lockSubject(user?.id ?? null, row?.phone ?? reference);
    try {
      await refuseLockedAddress(app.cache, subject, ctx.ipAddress);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      await recordRefusedAttempt(tx, attempt, LOGIN_FAILURE_REASONS.addressLocked);
      return { kind: 'locked', error };
    }

    const usedUp = usedUpReason(row, maxAttempts);
    if (usedUp !== null || !row) {
      const reason = usedUp ?? LOGIN_FAILURE_REASONS.wrongCode;
      await recordRefusedAttempt(tx, attempt, reason);
      return { kind: 'failed', reason };
    }

    await countOtpAttempt(tx, row.id);
    const matches = otpMatches(row.codeHash ?? DUMMY_OTP_HASH, reference, otp);
    if (!matches || row.codeHash === null || !user) {
      const { blocked } = await recordFailedAttempt(tx, attempt, LOGIN_FAILURE_REASONS.wrongCode, blockAfter);
      await countAddressFailure(app.cache, app.settings, subject, ctx.ipAddress);
      return blocked ? { kind: 'blocked' } : { kind: 'failed', reason: LOGIN_FAILURE_REASONS.wrongCode };
    }

    // The row lock serialises copies of one code; this check keeps it single use without it too.
    if (!(await consumeOtp(tx, row.id))) {
      await recordRefusedAttempt(tx, attempt, LOGIN_FAILURE_REASONS.usedCode);
      return { kind: 'failed', reason: LOGIN_FAILURE_REASONS.usedCode };
    }
    await recordSuccessfulAttempt(tx, { ...attempt, userId: user.id, attemptType: LOGIN_ATTEMPT_TYPE.otpSuccess });
    await resetAddressFailures(app.cache, subject, ctx.ipAddress);
    return { kind: 'signedIn', signedIn: await openSession(tx, user, app.config.sessionTtlHours, ctx) };
  });

  // Thrown after the transaction so that the failure, its history row and any block are kept.
  if (outcome.kind === 'blocked') throw new AppError('UserBlocked');
  if (outcome.kind === 'locked') throw outcome.error;
  if (outcome.kind === 'failed') throw new AppError('Unauthorized', `${outcome.reason}.`);
  return outcome.signedIn;
}
