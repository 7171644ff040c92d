import { AppError, AUTH_MESSAGES } from '@aidat/shared';
import type { CacheStore } from '../../lib/cache/cache-store.js';
import type { Settings } from '../../lib/settings.js';

const HOUR_SECONDS = 3600;
const failuresKey = (ip: string) => `password:ip-failures:${ip}`;
const lockKey = (ip: string) => `password:ip-locked:${ip}`;

/**
 * Per-IP limit on wrong passwords, on top of the per-account block after MaxFailedLoginAttempts:
 * it stops one address from trying a few passwords against many accounts. Only failures count,
 * so an administrator who mistypes a few times (or an office of them behind one address) keeps
 * signing in. Both the counter and the lock live in the shared cache, so every instance agrees.
 */
export async function refuseLockedAddress(cache: CacheStore, ip: string): Promise<void> {
  const lockedUntil = await cache.get<number>(lockKey(ip));
  const seconds = lockedUntil ? Math.ceil((lockedUntil - Date.now()) / 1000) : 0;
  if (seconds > 0) {
    throw new AppError('RateLimited', AUTH_MESSAGES.tooManyPasswordsFromIp, { 'Retry-After': String(seconds) });
  }
}

/**
 * Counts a wrong password from `ip` in an hourly window; reaching the limit locks the address
 * until that window ends. The check runs before the next attempt's user lookup and slow hash.
 */
export async function countPasswordFailure(cache: CacheStore, settings: Settings, ip: string): Promise<void> {
  const limit = await settings.int('PasswordMaxFailuresPerIpPerHour');
  const { count, retryAfterSeconds } = await cache.hit(failuresKey(ip), limit, HOUR_SECONDS);
  if (count >= limit) await cache.set(lockKey(ip), Date.now() + retryAfterSeconds * 1000, retryAfterSeconds);
}
