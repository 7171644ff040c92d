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
} from './auth.repository.js';
import { recordBlockedAttempt, recordFailedAttempt, recordSuccessfulAttempt } from './login-attempts.js';
import { generateOtp, hashOtp, otpMatches } from './otp-code.js';
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
  | { kind: 'blocked' };

/**
 * Checks a code: single use, within its lifetime, at most OtpMaxAttempts tries per reference.
 * An unknown phone's reference goes through the same steps and fails like a wrong code.
 */
export async function verifyOtp(
  app: FastifyInstance,
  reference: string,
  otp: string,
  ctx: SignInContext,
): Promise<SignedIn> {
  const [maxAttempts, maxFailures] = await Promise.all([
    app.settings.int('OtpMaxAttempts'),
    app.settings.int('MaxFailedLoginAttempts'),
  ]);

  const outcome = await app.db.transaction(async (tx): Promise<VerifyOutcome> => {
    const row = await lockOtpByReference(tx, reference);
    const user = row?.userId ? await findUserById(tx, row.userId) : null;
    const attempt = { userId: user?.id ?? null, attemptType: LOGIN_ATTEMPT_TYPE.otpFailure, ipAddress: ctx.ipAddress };

    if (user?.isBlocked) {
      await recordBlockedAttempt(tx, attempt, LOGIN_FAILURE_REASONS.blocked);
      return { kind: 'blocked' };
    }

    let reason: string | null = null;
    if (!row) reason = LOGIN_FAILURE_REASONS.wrongCode;
    else if (row.consumedAt) reason = LOGIN_FAILURE_REASONS.usedCode;
    else if (row.expiresAt.getTime() <= Date.now()) reason = LOGIN_FAILURE_REASONS.expiredCode;
    else if (row.attempts >= maxAttempts) reason = LOGIN_FAILURE_REASONS.attemptsExhausted;
    else {
      await countOtpAttempt(tx, row.id);
      if (!row.codeHash || !otpMatches(row.codeHash, reference, otp)) reason = LOGIN_FAILURE_REASONS.wrongCode;
    }

    if (reason !== null || !row || !user) {
      const failure = reason ?? LOGIN_FAILURE_REASONS.wrongCode;
      const { blocked } = await recordFailedAttempt(tx, attempt, failure, maxFailures);
      return blocked ? { kind: 'blocked' } : { kind: 'failed', reason: failure };
    }

    if (!(await consumeOtp(tx, row.id))) {
      await recordFailedAttempt(tx, attempt, LOGIN_FAILURE_REASONS.usedCode, maxFailures);
      return { kind: 'failed', reason: LOGIN_FAILURE_REASONS.usedCode };
    }
    await recordSuccessfulAttempt(tx, { ...attempt, userId: user.id, attemptType: LOGIN_ATTEMPT_TYPE.otpSuccess });
    return { kind: 'signedIn', signedIn: await openSession(tx, user, app.config.sessionTtlHours, ctx) };
  });

  // Thrown after the transaction so that the failure, its history row and any block are kept.
  if (outcome.kind === 'blocked') throw new AppError('UserBlocked');
  if (outcome.kind === 'failed') throw new AppError('Unauthorized', `${outcome.reason}.`);
  return outcome.signedIn;
}
