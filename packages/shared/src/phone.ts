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
