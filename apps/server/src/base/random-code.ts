import { randomBytes } from 'node:crypto';

/** Crockford's base 32: digits and capitals without I, L, O and U, so a code read aloud or typed is not misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** `length` random symbols of Crockford's base 32 (5 bits each, from the system's secure random source). */
export function randomCode(length: number): string {
  const bytes = randomBytes(length);
  let code = '';
  // 256 is a multiple of 32, so each byte's low five bits are uniform.
  for (const byte of bytes) code += ALPHABET[byte % 32];
  return code;
}
