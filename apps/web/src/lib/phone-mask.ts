/**
 * The phone mask of every phone field, +90 (5xx) xxx xx xx (SPEC §2, §5), as a few pure
 * functions: literals appear only as the digits reach them, a typed first '5' is the mask's own
 * fixed 5, a typed trunk 0 or country code 90 is dropped, any other first digit follows the 5,
 * and digits beyond ten are dropped. A masking library (react-imask and imask, 17.5 KB gzip)
 * would not fit the login page's margin under the resident budget (bench/README.md).
 */

/** Where a national digit sits in the masked text: '+90 (' then 3, ') ', 3, ' ', 2, ' ', 2. */
function literalBefore(index: number): string {
  if (index === 0) return '+90 (';
  if (index === 3) return ') ';
  if (index === 6 || index === 8) return ' ';
  return '';
}

/** Ten or fewer national digits (the first a 5) as the masked text, cut after the last digit. */
export function maskNational(digits: string): string {
  let out = '';
  for (let i = 0; i < digits.length; i++) out += literalBefore(i) + digits[i];
  return out;
}

/**
 * The ten national digits in a pasted number, whatever prefix it came with:
 * "+90 555 …", "90555…", "0555…" or "555…". Null when it is not a Turkish mobile.
 */
export function nationalDigits(text: string): string | null {
  let digits = text.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('90')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return /^5\d{9}$/.test(digits) ? digits : null;
}

/** The national digits of what the field holds after an edit: the +90 prefix is not one of them. */
function typedNational(raw: string): string {
  const whole = nationalDigits(raw);
  if (whole) return whole;
  let digits = raw.replace(/\D/g, '');
  if (raw.startsWith('+90')) digits = digits.slice(2);
  // A mobile's national part starts with 5, so a leading trunk 0 or country code 90 typed
  // before it is the prefix the mask already shows: typing 0532… or +90532… then gives what
  // pasting the same number gives, +90 (532) …
  else digits = digits.replace(/^[09]+/, '');
  if (digits && !digits.startsWith('5')) digits = `5${digits}`;
  return digits.slice(0, 10);
}

/** Caret position in the masked text just after the n-th national digit (n = 0: after '('). */
function caretAfterDigit(masked: string, n: number): number {
  if (n === 0) return Math.min(masked.length, literalBefore(0).length);
  let seen = 0;
  for (let i = literalBefore(0).length; i < masked.length; i++) {
    if (/\d/.test(masked[i]) && ++seen === n) return i + 1;
  }
  return masked.length;
}

/**
 * Masks the field's text after the browser changed it (typing, deleting, dropping, autofill)
 * and keeps the caret after the same digit it followed, so editing mid-number works. Deleting a
 * literal moves the caret past it instead, and the next deletion takes the digit before it.
 */
export function remask(raw: string, caret: number): { value: string; caret: number } {
  const value = maskNational(typedNational(raw));
  const digitsBefore = typedNational(raw.slice(0, caret)).length;
  return { value, caret: caretAfterDigit(value, Math.min(digitsBefore, 10)) };
}
