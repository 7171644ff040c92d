/** Texts of the resident's own pages. */

export const ME_MESSAGES = {
  unitNotFound: 'Daire bulunamadı.',
  notYourUnit: 'Bu dairenin bilgilerini görme yetkiniz yok.',
} as const;
