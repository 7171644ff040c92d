/**
 * The resident's 'Bütçe' page texts (PRODUCT.md §13), downloaded with that page only; plain and
 * short, as the page counts against the resident budget (scripts/bundle-report.mjs).
 */
export const SITE_BUDGET_TEXTS = {
  title: 'Bütçe',
  site: 'Site',
  noUnits: 'Kayıtlı daireniz olmadığı için görebileceğiniz bir bütçe bulunmuyor.',
  unitsLoadFailed: 'Siteleriniz yüklenirken hata oluştu.',
  loadFailed: 'Bütçe yüklenirken hata oluştu.',
  project: (from: string, to: string) => `İşletme projesi: ${from} – ${to}`,
  decision: (no: string, day: string) => `Kurul kararı ${no} (${day})`,
  back: 'Sitemizin Hesapları',
} as const;
