import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/client.js';
import { createSession, destroySession, type SessionUser } from '../../lib/sessions.js';

/** What a sign-in needs to know about the request that makes it. */
export interface SignInContext {
  ipAddress: string;
  userAgent?: string;
  /** The session cookie the caller already had; a new sign-in ends it. */
  previousToken: string | null;
}

export interface SignedIn {
  user: SessionUser;
  token: string;
  expiresAt: Date;
}

export function signInContext(request: FastifyRequest): SignInContext {
  const userAgent = request.headers['user-agent'];
  return {
    ipAddress: request.ip,
    userAgent: typeof userAgent === 'string' ? userAgent : undefined,
    previousToken: request.sessionToken,
  };
}

/** Opens the session of a successful sign-in, inside the transaction that records it. */
export async function openSession(tx: Tx, user: SessionUser, ttlHours: number, ctx: SignInContext): Promise<SignedIn> {
  if (ctx.previousToken) await destroySession(tx, ctx.previousToken);
  const { token, expiresAt } = await createSession(tx, user.id, ttlHours, {
    ipAddress: ctx.ipAddress,
    userAgent: ctx.userAgent,
  });
  return { user: { ...user, isBlocked: false }, token, expiresAt };
}
