/** Texts of the input rules several schemas share (phone, money, unit labels, counts, dates). */

export const PHONE_INVALID_MESSAGE = 'Telefon numarası geçerli bir cep telefonu olmalıdır (+90 5xx xxx xx xx).';

export const LEDGER_DATE_INVALID_MESSAGE = 'Tarih geçerli bir tarih olmalıdır (YYYY-AA-GG).';

/** Texts of a money amount's rules, naming the field. */
export function moneyMessages(field: string) {
  return {
    notANumber: `${field} geçerli bir sayı olmalıdır.`,
    ambiguous: (typed: string) =>
      `${field} '${typed}' iki farklı tutar olarak okunabilir: binlikleri noktayla, kuruşu virgülle (1.500,00) ya da yalnızca kuruşu noktayla (1500.00) yazın.`,
    negative: `${field} negatif olamaz.`,
    notPositive: `${field} sıfırdan büyük olmalıdır.`,
    tooManyDecimals: `${field} en fazla iki ondalık basamak içerebilir.`,
    tooLarge: `${field} çok büyük.`,
  };
}

export function requiredFieldMessage(field: string): string {
  return `${field} alanı zorunludur.`;
}

export function tooLongMessage(field: string, max: number): string {
  return `${field} en fazla ${max} karakter olabilir.`;
}

/** Texts of a whole, positive count's rules, naming the field. */
export function countMessages(field: string, max: number) {
  return {
    notInteger: `${field} tam sayı olmalıdır.`,
    belowOne: `${field} en az 1 olmalıdır.`,
    tooBig: `${field} en fazla ${max} olabilir.`,
  };
}

export function invalidDateMessage(field: string): string {
  return `${field} geçerli bir tarih olmalıdır.`;
}

export function minimumMessage(field: string, min: number): string {
  return `${field} en az ${min} olmalıdır.`;
}
