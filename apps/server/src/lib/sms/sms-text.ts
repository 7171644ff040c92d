/** The longest text we send: one SMS of 160 GSM characters less the operator code carriers append. */
export const SMS_MAX_LENGTH = 155;

const TURKISH_TO_ASCII: Record<string, string> = {
  ç: 'c',
  Ç: 'C',
  ğ: 'g',
  Ğ: 'G',
  ı: 'i',
  İ: 'I',
  ö: 'o',
  Ö: 'O',
  ş: 's',
  Ş: 'S',
  ü: 'u',
  Ü: 'U',
};

/**
 * The message as every gateway delivers it in one part: Turkish letters spelled in ASCII (a
 * single non-GSM character would switch the whole message to UCS-2 and 70 characters, and
 * Netgsm's OTP route takes ASCII only), other accents dropped, anything else unprintable
 * replaced, at most SMS_MAX_LENGTH characters.
 */
export function toSmsText(text: string): string {
  return toSmsAscii(text).slice(0, SMS_MAX_LENGTH);
}

/** toSmsText without the cut, for a caller that shortens a text its own way to fit. */
export function toSmsAscii(text: string): string {
  return text
    .replace(/[çÇğĞıİöÖşŞüÜ]/g, (ch) => TURKISH_TO_ASCII[ch])
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e\n]/g, '?');
}

/** +905551234567 → 5551234567, the national form Netgsm and İleti Merkezi document. */
export function nationalNumber(e164: string): string {
  return e164.replace(/^\+90/, '');
}

/** +905551234567 → 905551234567, the form Verimor documents. */
export function internationalDigits(e164: string): string {
  return e164.replace(/^\+/, '');
}
