import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../../config.js';
import { SESSION_COOKIE } from '../../lib/sessions.js';

function cookieOptions(config: AppConfig) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    // Plain HTTP on a developer's machine would drop a Secure cookie.
    secure: config.isProduction,
  };
}

export function setSessionCookie(reply: FastifyReply, config: AppConfig, token: string, expiresAt: Date): void {
  reply.setCookie(SESSION_COOKIE, token, {
    ...cookieOptions(config),
    expires: expiresAt,
    maxAge: Math.max(1, Math.floor((expiresAt.getTime() - Date.now()) / 1000)),
  });
}

export function clearSessionCookie(reply: FastifyReply, config: AppConfig): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(config));
}
