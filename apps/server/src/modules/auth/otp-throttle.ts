import { AppError, AUTH_MESSAGES, codeResendWaitMessage } from '@aidat/shared';
import type { CacheStore } from '../../lib/cache/cache-store.js';
import type { Settings } from '../../lib/settings.js';
import { addressKey } from '../../lib/address-key.js';

const HOUR_SECONDS = 3600;

function refuse(message: string, retryAfterSeconds: number): AppError {
  return new AppError('RateLimited', message, { headers: { 'Retry-After': String(retryAfterSeconds) } });
}

/**
 * Limits code requests per IP and per phone. It runs before the phone is looked up, so a
 * known, an unknown and a blocked phone are throttled alike and answers reveal nothing.
 * The counters live in the shared cache, so every instance behind a load balancer agrees.
 */
export async function throttleCodeRequest(
  cache: CacheStore,
  settings: Settings,
  phone: string,
  ip: string,
): Promise<void> {
  const [interval, perPhone, perIp] = await Promise.all([
    settings.int('OtpResendIntervalSeconds'),
    settings.int('OtpMaxPerPhonePerHour'),
    settings.int('OtpMaxPerIpPerHour'),
  ]);

  const byIp = await cache.hit(`otp:ip:${addressKey(ip)}`, perIp, HOUR_SECONDS);
  if (!byIp.allowed) {
    throw refuse(AUTH_MESSAGES.tooManyCodesFromIp, byIp.retryAfterSeconds);
  }
  if (interval > 0) {
    const recent = await cache.hit(`otp:phone-interval:${phone}`, 1, interval);
    if (!recent.allowed) {
      throw refuse(codeResendWaitMessage(recent.retryAfterSeconds), recent.retryAfterSeconds);
    }
  }
  const byPhone = await cache.hit(`otp:phone-hour:${phone}`, perPhone, HOUR_SECONDS);
  if (!byPhone.allowed) {
    throw refuse(AUTH_MESSAGES.tooManyCodesForPhone, byPhone.retryAfterSeconds);
  }
}
