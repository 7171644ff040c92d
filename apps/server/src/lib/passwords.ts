import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import pLimit from 'p-limit';

const scrypt = promisify(scryptCb) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: object,
) => Promise<Buffer>;

// OWASP's scrypt parameters (N=2^17, r=8, p=1); about half a second per hash on these machines.
const N = 2 ** 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const MAXMEM = 256 * 1024 * 1024;

/**
 * Each hash holds 128 MB (128 · N · r bytes) while it runs, and libuv runs four at once by
 * default: a burst of password sign-ins would take a process past its memory budget (PRODUCT.md
 * §8: 300 MB on PostgreSQL, 600 MB on PGlite). Two at a time bounds it at 256 MB; the rest wait
 * their turn, which a sign-in that already takes half a second hardly notices.
 */
export const HASHING_CONCURRENCY = 2;
export const hashingGate = pLimit(HASHING_CONCURRENCY);

/** "scrypt$N$r$p$salt$hash", so parameters can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await hashingGate(() => scrypt(password, salt, KEY_LENGTH, { N, r: R, p: P, maxmem: MAXMEM }));
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  if (!stored) return false;
  const [algo, n, r, p, saltB64, keyB64] = stored.split('$');
  if (algo !== 'scrypt' || !saltB64 || !keyB64) return false;
  const expected = Buffer.from(keyB64, 'base64');
  const key = await hashingGate(() =>
    scrypt(password, Buffer.from(saltB64, 'base64'), expected.length, {
      N: Number(n),
      r: Number(r),
      p: Number(p),
      maxmem: MAXMEM,
    }),
  );
  return key.length === expected.length && timingSafeEqual(key, expected);
}
