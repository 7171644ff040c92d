import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

/** Codes shorter or longer than this are refused by the configuration rules anyway. */
const MIN_LENGTH = 4;
const MAX_LENGTH = 8;

/** A code of `length` digits from the cryptographic generator (leading zeros allowed). */
export function generateOtp(length: number): string {
  const n = Math.min(MAX_LENGTH, Math.max(MIN_LENGTH, Math.trunc(length) || MIN_LENGTH));
  let code = '';
  for (let i = 0; i < n; i++) code += String(randomInt(10));
  return code;
}

/** The reference salts the hash, so one leaked row says nothing about codes of other rows. */
export function hashOtp(reference: string, code: string): string {
  return createHash('sha256').update(`${reference}:${code}`).digest('hex');
}

/**
 * Compared against when a reference has no code (an unknown or blocked phone), so a wrong code
 * costs the same hash and comparison either way. No reference hashes to it.
 */
export const DUMMY_OTP_HASH = createHash('sha256').update('aidat:no-code').digest('hex');

export function otpMatches(storedHash: string, reference: string, code: string): boolean {
  const expected = Buffer.from(storedHash, 'hex');
  const actual = Buffer.from(hashOtp(reference, code), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
