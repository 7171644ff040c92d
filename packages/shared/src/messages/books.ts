/** Texts of the site's books (PRODUCT.md §10): accounts, payments' methods, expenses, the monthly report. */

/** The categories every site's expenses start with, in this order. */
export const DEFAULT_EXPENSE_CATEGORY_NAMES = [
  'Elektrik',
  'Su',
  'Doğalgaz',
  'Personel',
  'Asansör',
  'Temizlik',
  'Bahçe',
  'Sigorta',
  'Bakım-Onarım',
  'Yönetim',
  'Diğer',
] as const;

/** The account a site gets when it has none (a new site, or one from before accounts existed). */
export const DEFAULT_ACCOUNT_NAME = 'Kasa';

export const ACCOUNT_KIND_LABELS = { kasa: 'Kasa', banka: 'Banka', pos: 'Sanal POS' } as const;

export const PAYMENT_METHOD_LABELS = {
  nakit: 'Nakit',
  havale: 'Havale/EFT',
  kredi_karti: 'Kredi kartı',
  diger: 'Diğer',
} as const;
