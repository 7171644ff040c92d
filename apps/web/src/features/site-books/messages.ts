/**
 * 'Sitemizin Hesapları' texts (PRODUCT.md §10), downloaded with this page only. Plain and short:
 * the page is a resident page and counts against the 100 KB budget (scripts/bundle-report.mjs).
 */
export const SITE_BOOKS_TEXTS = {
  title: 'Sitemizin Hesapları',
  noUnits: 'Kayıtlı daireniz olmadığı için görebileceğiniz bir site hesabı bulunmuyor.',
  unitsLoadFailed: 'Siteleriniz yüklenirken hata oluştu.',
  site: 'Site',
  previousMonth: 'Önceki ay',
  nextMonth: 'Sonraki ay',
  reportLoadFailed: 'Sitenin hesapları yüklenirken hata oluştu.',
  collectionRate: 'Aidat tahsilat oranı',
  noCharge: 'Bu ay tahakkuk yok.',
  income: 'Gelirler',
  dues: 'Aidat',
  additional: 'Ek bütçe: ',
  total: 'Toplam',
  expenses: 'Giderler',
  noExpenses: 'Bu ay gider kaydı yok.',
  linesOf: ' gider kalemleri',
  linesLoadFailed: 'Gider kalemleri yüklenirken hata oluştu.',
  reversal: 'İptal kaydı',
  reversed: 'İptal edildi',
  invoiceNo: 'Fatura No: ',
  newTab: ' (yeni sekmede açılır)',
} as const;
