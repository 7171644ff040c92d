/**
 * The resident pages' texts ('Dairelerim' and unit detail, SPEC §2), downloaded with those pages
 * only. Texts that SPEC.md gives are copied from it word for word; keep them that way when editing.
 */
export const RESIDENT_TEXTS = {
  // SPEC §2
  unitLabel: (block: string, doorNumber: string) => `Blok ${block} • Daire ${doorNumber}`,
  noUnits: 'Kayıtlı daire bulunmuyor.',
  dues: 'Aidat',
  noDues: 'Aidat kaydı bulunmuyor.',
  lateFees: 'Gecikme Tazminatı',
  noLateFees: 'Gecikme tazminatı kaydı bulunmuyor.',
  noCharge: (title: string) => `${title} kaydı bulunmuyor.`,
  // ours
  unitsLoadFailed: 'Daireler yüklenirken hata oluştu.',
  detailLoadFailed: 'Daire bilgileri yüklenirken hata oluştu.',
  detailForbidden: 'Bu dairenin bilgilerini görme yetkiniz yok.',
  detailNotFound: 'Daire bulunamadı.',
  unitsOfSite: (siteName: string) => `${siteName} daireleri`,
  notificationsOfSite: (siteName: string) => `${siteName} duyuruları`,
  totalOutstanding: 'Toplam bakiye',
  /** Under a balance that holds late fees accrued to today (PRODUCT.md §12). */
  accruedIncluded: 'bugüne kadar işleyen gecikme tazminatı dahil',
  balanceLegend: 'Eksi bakiye borç, artı bakiye alacak anlamına gelir.',
  charge: 'Borç',
  payment: 'Ödeme',
  reversal: 'Düzeltme',
  // PRODUCT.md §15: offline, the pages show what was kept and when it was fetched.
  lastUpdated: (when: string) => `Son güncelleme: ${when}`,
  // PRODUCT.md §16: how the user stands to each unit, and the final statements of past ones.
  relation: { resident: 'Sakin', owner: 'Malik', tenant: 'Kiracı' } as const,
  finalStatements: 'Geçmiş Hesap Özetlerim',
  // PRODUCT.md §18: the kurul's meetings and decisions, for a site's owners.
  meetings: 'Toplantılar',
} as const;
