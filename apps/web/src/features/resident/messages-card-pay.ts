/** The unit page's link to 'Kartla Öde' (PRODUCT.md §20), loaded with the unit page only. */
export const RESIDENT_CARD_PAY_TEXTS = {
  pay: 'Kartla Öde',
  payHint: 'Seçtiğiniz borçları kredi veya banka kartıyla ödeyin; karttan ek ücret alınmaz.',
} as const;
