/** Texts of the tahsilat makbuzu (PRODUCT.md §11). `{tutar}` amounts come without the ₺ sign. */
export const RECEIPT_TEXTS = {
  title: 'TAHSİLAT MAKBUZU',
  number: 'Makbuz No',
  date: 'Tarih',
  payer: 'Ödeyen',
  unit: 'Daire',
  unitName: (block: string, door: string) => `Blok ${block} • Daire ${door}`,
  amount: 'Tutar',
  inWords: 'Yazıyla',
  paidFor: 'Ödenen',
  account: 'Hesap',
  method: 'Ödeme şekli',
  recordedBy: 'Kaydeden',
  balanceAfter: 'Bu ödemeden sonra dairenin borcu',
  /** TBK art. 104: without it a receipt can be read as proof that earlier periods were paid. */
  reservation: (amount: string) => `Önceki dönemlere ait ${amount} ₺ borç saklıdır.`,
  cancelled: 'İPTAL',
  cancelledNote: 'Bu ödeme ters kayıtla iptal edilmiştir; makbuz geçersizdir.',
  fileName: (year: number, no: number) => `makbuz-${year}-${String(no).padStart(6, '0')}.pdf`,
} as const;
