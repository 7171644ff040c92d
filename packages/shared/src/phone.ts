/**
 * Turkish mobile numbers: 10 digits starting with 5 after +90. Accepts the masked form
 * "+90 (555) 000 00 01", "05550000001", "5550000001" and "+905550000001"; returns E.164.
 */
export function normalizePhone(input: string): string | null {
  if (typeof input !== 'string') return null;
  if (!/^[\d\s()+-]*$/.test(input.trim())) return null;
  let digits = input.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('90')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  if (!/^5\d{9}$/.test(digits)) return null;
  return `+90${digits}`;
}

/** "+905550000001" → "+90 (555) 000 00 01", the mask of the login screen. */
export function formatPhone(e164: string | null | undefined): string {
  if (!e164) return '';
  const d = e164.replace(/\D/g, '').replace(/^90/, '');
  if (d.length !== 10) return e164;
  return `+90 (${d.slice(0, 3)}) ${d.slice(3, 6)} ${d.slice(6, 8)} ${d.slice(8, 10)}`;
}

/**
 * "+905550000003" → "+90 555 *** ** 03" (KVKK: logs keep enough to tell two numbers apart, not
 * enough to call one). Anything that is not a Turkish mobile number is fully starred.
 */
export function maskPhone(phone: string): string {
  const e164 = normalizePhone(phone);
  if (!e164) return '***';
  return `+90 ${e164.slice(3, 6)} *** ** ${e164.slice(11, 13)}`;
}

// A separator between digit groups: spaces, dots, dashes, parentheses, also URL-encoded. At most
// three of them, as any way of writing a number needs (") " is two), which also keeps the scan
// linear on a line with a long run of them (a URL padded with %20, which every request logs).
const SEP = String.raw`(?:[\s().\-]|%20|%28|%29){0,3}`;
// A Turkish mobile number in free text, in any of the forms normalizePhone accepts (and with a
// URL-encoded "+"): an optional +90/90/0 prefix, then 5xx xxx xx xx. Neither end may touch a
// letter, a digit or a decimal point, so ids, hashes, longer numbers and fractions (a response
// time of 3.5551234567 ms) are left alone; a letter after a backslash is a JSON escape such as
// \n, so a number at the start of a line of a logged text is still masked.
const PHONE_IN_TEXT = new RegExp(
  String.raw`(?<!(?<!\\)[\dA-Za-z._])(?:(?:\+|%2B)?${SEP}9${SEP}0|0)?${SEP}(5\d{2})${SEP}\d{3}${SEP}\d{2}${SEP}(\d{2})(?![\dA-Za-z_]|\.\d)`,
  'gi',
);

/** Masks every Turkish mobile number inside a text (a log line, a URL, a JSON document). */
export function maskPhonesInText(text: string): string {
  return text.replace(PHONE_IN_TEXT, (_m, operator: string, last: string) => `+90 ${operator} *** ** ${last}`);
}
