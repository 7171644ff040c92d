import { AppError, LOGIN_ATTEMPT_TYPE, LOGIN_FAILURE_REASONS, normalizePhone } from '@aidat/shared';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.js';
import { verifyPassword } from '../../lib/passwords.js';
import { findUserByEmail, findUserById, findUserByPhone, type SignInCandidate } from './auth.repository.js';
import { countAddressFailure, lockSubject, refuseLockedAddress, resetAddressFailures } from './address-lock.js';
import { recordFailedAttempt, recordRefusedAttempt, recordSuccessfulAttempt } from './login-attempts.js';
import { openSession, type SignedIn, type SignInContext } from './sign-in-context.js';

/**
 * Compared against when there is no user or no password, so an unknown identifier costs the
 * same scrypt time as a known one and the answer time does not tell them apart.
 */
const DUMMY_HASH = 'scrypt$131072$8$1$BiN8dAj3+qFdVT6FQiTkpg==$PytgZBqnsgnTT6UEUTlc9wJ2E2p9m9TQlICWsbIGYdg=';

async function findByIdentifier(db: DbOrTx, identifier: string): Promise<SignInCandidate | null> {
  if (identifier.includes('@')) return findUserByEmail(db, identifier);
  const phone = normalizePhone(identifier);
  return phone ? findUserByPhone(db, phone) : null;
}

type PasswordOutcome = { kind: 'signedIn'; signedIn: SignedIn } | { kind: 'failed' } | { kind: 'blocked' };

/**
 * Password sign-in for users who have one (administrators). Unknown users, users without a
 * password and wrong passwords all get the same answer. Failures lock the address out of that
 * account (address-lock.ts) and, from all addresses together, count towards the account's block;
 * other accounts are never locked by them, so a shared office address cannot lock out everyone.
 */
export async function loginWithPassword(
  app: FastifyInstance,
  identifier: string,
  password: string,
  ctx: SignInContext,
): Promise<SignedIn> {
  const candidate = await findByIdentifier(app.db, identifier);
  const subject = lockSubject(candidate?.id ?? null, identifier.trim());
  // Before the slow hash: a locked address learns nothing, even from the right password.
  try {
    await refuseLockedAddress(app.cache, subject, ctx.ipAddress);
  } catch (error) {
    const attempt = {
      userId: candidate?.id ?? null,
      attemptType: LOGIN_ATTEMPT_TYPE.passwordFailure,
      ipAddress: ctx.ipAddress,
    };
    await app.db.transaction((tx) => recordRefusedAttempt(tx, attempt, LOGIN_FAILURE_REASONS.addressLocked));
    throw error;
  }
  const matches = await verifyPassword(password, candidate?.passwordHash ?? DUMMY_HASH);
  const valid = candidate !== null && candidate.passwordHash !== null && matches;
  const blockAfter = await app.settings.int('AccountBlockAfterFailures');

  const outcome = await app.db.transaction(async (tx): Promise<PasswordOutcome> => {
    // Re-read inside the transaction: the user may have been blocked during the slow hash.
    const user = candidate ? await findUserById(tx, candidate.id) : null;
    const attempt = {
      userId: user?.id ?? null,
      attemptType: LOGIN_ATTEMPT_TYPE.passwordFailure,
      ipAddress: ctx.ipAddress,
    };
    if (user?.isBlocked) {
      // Without the right password a blocked account gets the generic answer, so the answer
      // does not reveal the account's state to someone guessing.
      await recordRefusedAttempt(
        tx,
        attempt,
        valid ? LOGIN_FAILURE_REASONS.blocked : LOGIN_FAILURE_REASONS.wrongCredentials,
      );
      return valid ? { kind: 'blocked' } : { kind: 'failed' };
    }
    if (!valid || !user) {
      const { blocked } = await recordFailedAttempt(tx, attempt, LOGIN_FAILURE_REASONS.wrongCredentials, blockAfter);
      await countAddressFailure(app.cache, app.settings, subject, ctx.ipAddress);
      return blocked ? { kind: 'blocked' } : { kind: 'failed' };
    }
    await recordSuccessfulAttempt(tx, { ...attempt, userId: user.id, attemptType: LOGIN_ATTEMPT_TYPE.passwordSuccess });
    await resetAddressFailures(app.cache, subject, ctx.ipAddress);
    return { kind: 'signedIn', signedIn: await openSession(tx, user, app.config.sessionTtlHours, ctx) };
  });

  if (outcome.kind === 'blocked') throw new AppError('UserBlocked');
  if (outcome.kind === 'failed') throw new AppError('Unauthorized', `${LOGIN_FAILURE_REASONS.wrongCredentials}.`);
  return outcome.signedIn;
}
