/** Texts of the debtor list (borçlu listesi, PRODUCT.md §11) and its downloads. */
export const DEBTOR_TEXTS = {
  sheet: 'Borçlu Listesi',
  columns: {
    block: 'Blok',
    door: 'Daire',
    resident: 'Sakin',
    dues: 'Aidat borcu',
    lateFees: 'Gecikme tazminatı',
    total: 'Toplam borç',
    oldestUnpaidMonth: 'En eski ödenmemiş ay',
    monthsOverdue: 'Geciken ay sayısı',
  },
  /** An ek bütçe's column: its title. */
  additional: (title: string) => `Ek bütçe: ${title}`,
  totalsRow: 'Toplam',
  minMonthsInvalid: 'Geciken ay sayısı 0 ile 120 arasında bir tam sayı olmalıdır.',
  fileName: (siteId: number, day: string, extension: 'xlsx' | 'csv') => `borclu-listesi-${siteId}-${day}.${extension}`,
} as const;
