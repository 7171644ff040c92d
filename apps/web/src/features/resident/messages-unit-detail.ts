/**
 * Texts only the unit detail page shows (PRODUCT.md §8, §11), kept out of messages-resident.ts,
 * which the budgeted resident routes (/, /site-books) download.
 */
export const UNIT_DETAIL_TEXTS = {
  olderEntries: 'Daha eski hareketleri göster',
  receipts: 'Makbuzlarım',
  noReceipts: 'Bu daireye ait makbuz bulunmuyor.',
  receiptLink: (receiptNo: string) => `Makbuz ${receiptNo}`,
  statement: 'Ekstre indir',
  statementFrom: 'Başlangıç',
  statementTo: 'Bitiş',
  statementRangeInvalid: 'Başlangıç tarihi bitiş tarihinden sonra olamaz.',
  opensInNewTab: 'PDF yeni sekmede açılır.',
  siteBudget: 'Sitenin bütçesi ve işletme projesi',
} as const;
