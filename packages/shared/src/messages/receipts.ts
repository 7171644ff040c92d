/** Texts of the tahsilat makbuzu (PRODUCT.md §11). `{tutar}` amounts come without the ₺ sign. */
export const RECEIPT_TEXTS = {
  title: 'TAHSİLAT MAKBUZU',
  number: 'Makbuz No',
  date: 'Tarih',
  payer: 'Ödeyen',
  unit: 'Daire',
  unitName: (block: string, door: string) => `Blok ${block} • Daire ${door}`,
  /** The unit's payment reference (PRODUCT.md §14), for the next bank transfer. */
  paymentReference: 'Ödeme referansı',
  amount: 'Tutar',
  inWords: 'Yazıyla',
  paidFor: 'Ödenen',
  account: 'Hesap',
  method: 'Ödeme şekli',
  recordedBy: 'Kaydeden',
  balanceAfter: 'Bu ödemeden sonra dairenin borcu',
  /** TBK art. 104: without it a receipt can be read as proof that earlier periods were paid. */
  reservation: (amount: string) => `Önceki dönemlere ait ${amount} ₺ borç saklıdır.`,
  /** When what is left is only this month's: said as it is, without a reservation of earlier debt. */
  thisMonthLeft: (amount: string) => `Kalan ${amount} ₺ bu ayın borcudur.`,
  /** What a dues payment settled: the opening balance, each month, and an advance. */
  openingDebt: 'Devreden borç',
  monthPartly: (month: string) => `${month} (kısmen)`,
  lateFee: (amount: string) => `gecikme tazminatı ${amount} ₺`,
  advance: (amount: string) => `ileriki aylar için avans ${amount} ₺`,
  /** Lines to sign and stamp a printed receipt on. */
  signature: 'Tahsil eden (ad soyad, imza)',
  stamp: 'Kaşe / mühür',
  cancelled: 'İPTAL',
  cancelledNote: 'Bu ödeme ters kayıtla iptal edilmiştir; makbuz geçersizdir.',
  /** The verification line: whoever holds the receipt can have the server confirm it (GET /api/receipts/verify). */
  verification: (siteId: number, number: string, code: string) =>
    `Doğrulama: Site No ${siteId} • Makbuz No ${number} • Kod ${code}`,
  verificationHint: 'Bu makbuzun geçerliliği site numarası, makbuz numarası ve kodla Aidat üzerinden doğrulanabilir.',
  verifyFailed: 'Makbuz doğrulanamadı: site numarası, makbuz numarası ya da kod eşleşmiyor.',
  numberInvalid: 'Makbuz No 2026-000123 biçiminde olmalıdır.',
  codeInvalid: 'Kod 8 harf ve rakamdan oluşmalıdır.',
  fileName: (year: number, no: number) => `makbuz-${year}-${String(no).padStart(6, '0')}.pdf`,
} as const;
