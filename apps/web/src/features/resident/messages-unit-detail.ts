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
  // PRODUCT.md §15
  unpaidMonths: 'Ödenmemiş Aylar',
  noUnpaidMonths: 'Ödenmemiş aidat ayınız bulunmuyor.',
  unpaidSummary: (count: number, since: string) => `${since} ayından bu yana ${count} ay ödenmemiş aidat`,
  partlyPaid: (charged: string) => `${charged} aidatın kalanı`,
  unpaidTotal: 'Ödenmemiş aidat toplamı',
  howToPay: 'Nasıl ödenir?',
  howToPayText:
    'Tutarı aşağıdaki IBAN’a havale/EFT ile gönderin ve açıklamaya ödeme kodunuzu yazın; ödemeniz dairenize işlenir.',
  noBankAccount: 'Sitenizin banka hesabı henüz tanımlanmamış; ödeme için yönetiminize başvurun.',
  iban: 'IBAN',
  accountName: 'Hesap',
  paymentReference: 'Ödeme kodu (açıklamaya yazın)',
  copy: 'Kopyala',
  copyLabel: (what: string) => `${what} kopyala`,
  copied: 'Kopyalandı',
  copyFailed: 'Kopyalanamadı; lütfen elle seçip kopyalayın.',
  allEntries: 'Hesap Hareketleri',
  noEntries: 'Bu daireye ait hareket bulunmuyor.',
  runningBalance: 'Bakiye',
  siteBooks: 'Sitemizin Hesapları',
  siteBooksHint: 'Sitenin gelir-gider raporu ve faturaları',
  siteBudget: 'Sitenin bütçesi ve işletme projesi',
} as const;
