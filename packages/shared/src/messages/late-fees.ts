/** Texts of the late fee (gecikme tazminatı, PRODUCT.md §12): its settings and its ledger rows. */
export const LATE_FEE_TEXTS = {
  /** A fee row's description: this, then the description of the charge it is for. */
  descriptionPrefix: 'Gecikme tazminatı: ',
  saved: 'Gecikme tazminatı ayarları kaydedildi',
  dueDayInvalid: 'Son ödeme günü 1 ile 28 arasında bir tam sayı olmalıdır.',
  rateInvalid: 'Aylık gecikme oranı 0,01 ile 100 arasında, en fazla iki ondalıklı bir sayı olmalıdır.',
  enabledInvalid: 'Gecikme tazminatı uygula alanı evet ya da hayır olmalıdır.',
  fromInvalid: 'Tazminat başlangıç tarihi geçerli bir tarih olmalıdır (YYYY-AA-GG).',
} as const;
