import { AppError, loginLockedMessage } from '@aidat/shared';
import type { CacheStore } from '../../lib/cache/cache-store.js';
import type { Settings } from '../../lib/settings.js';
import { addressKey } from '../../lib/address-key.js';

const DAY_SECONDS = 24 * 3600;
// Counted per IPv6 /64, not per address (lib/address-key.ts).
const failuresKey = (subject: string, ip: string) => `login:pair-failures:${subject}:${addressKey(ip)}`;
const lockKey = (subject: string, ip: string) => `login:pair-lock:${subject}:${addressKey(ip)}`;
const locksKey = (subject: string, ip: string) => `login:pair-locks:${subject}:${addressKey(ip)}`;

/**
 * Whose failures a try counts towards. A known user is counted by id, so code and password
 * failures add up; a phone or identifier that belongs to nobody is counted by what was typed, so
 * it locks after the same number of tries and a lock does not tell registered phones apart.
 */
export function lockSubject(userId: number | null, typed: string): string {
  return userId !== null ? `user:${userId}` : `typed:${typed.toLowerCase()}`;
}

/**
 * Refuses a try from an address locked out of this account (PRODUCT.md §3), before any code or
 * password is compared, so a locked address learns nothing even from the right one. The lock
 * lives in the shared cache, so every instance behind a load balancer refuses alike.
 */
export async function refuseLockedAddress(cache: CacheStore, subject: string, ip: string): Promise<void> {
  const lockedUntil = await cache.get<number>(lockKey(subject, ip));
  const seconds = lockedUntil ? Math.ceil((lockedUntil - Date.now()) / 1000) : 0;
  if (seconds > 0) {
    throw new AppError('RateLimited', loginLockedMessage(Math.ceil(seconds / 60)), {
      headers: { 'Retry-After': String(seconds) },
    });
  }
}

/**
 * Counts a failure of this (account, address) pair. MaxFailedLoginAttempts of them lock the
 * address out of the account for LoginLockMinutes, doubled for every earlier lock of the same
 * pair within a day, never longer than a day. Returns whether this failure locked it.
 */
export async function countAddressFailure(
  cache: CacheStore,
  settings: Settings,
  subject: string,
  ip: string,
): Promise<boolean> {
  const [maxFailures, lockMinutes] = await Promise.all([
    settings.int('MaxFailedLoginAttempts'),
    settings.int('LoginLockMinutes'),
  ]);
  const { count } = await cache.hit(failuresKey(subject, ip), maxFailures, DAY_SECONDS);
  if (count < maxFailures) return false;
  await cache.resetHits(failuresKey(subject, ip));
  // hit() counts atomically (also in Redis), so two instances locking at once still double once each.
  const locks = await cache.hit(locksKey(subject, ip), Number.MAX_SAFE_INTEGER, DAY_SECONDS);
  const seconds = Math.min(DAY_SECONDS, lockMinutes * 60 * 2 ** Math.min(locks.count - 1, 20));
  await cache.set(lockKey(subject, ip), Date.now() + seconds * 1000, seconds);
  return true;
}

/** A success ends the run of failures of this pair and forgets its earlier locks. */
export async function resetAddressFailures(cache: CacheStore, subject: string, ip: string): Promise<void> {
  await cache.resetHits(failuresKey(subject, ip));
  await cache.resetHits(locksKey(subject, ip));
}
