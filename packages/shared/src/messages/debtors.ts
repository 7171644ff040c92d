/** Texts of the debtor list (borçlu listesi, PRODUCT.md §11) and its downloads. */
export const DEBTOR_TEXTS = {
  sheet: 'Borçlu Listesi',
  columns: {
    block: 'Blok',
    door: 'Daire',
    resident: 'Sakin',
    phone: 'Telefon',
    dues: 'Aidat borcu',
    lateFees: 'Gecikme tazminatı',
    lateFeesAccrued: 'Gecikme: bugüne kadar işleyen (dahil)',
    total: 'Toplam borç',
    oldestUnpaidMonth: 'En eski ödenmemiş ay',
    monthsOverdue: 'Geciken ay sayısı',
    duesAskedOf: 'Aidat kimden istenir',
    tenant: 'Kiracı',
    owners: 'Malikler',
    enforcement: 'İcra takibi başlangıcı',
  },
  /** Whom the dues are asked of (PRODUCT.md §16). */
  askedOf: { tenant: 'Kiracı', owners: 'Malikler' },
  /** An ek bütçe's column: its title. */
  additional: (title: string) => `Ek bütçe: ${title}`,
  totalsRow: 'Toplam',
  /** Under the title of the .xlsx: what the amounts are. */
  asOfToday:
    'Tutarlar bugün itibarıyla borçtur: bugüne kadar işleyen gecikme tazminatı dahil, vadesi gelmemiş aidat hariç.',
  minMonthsInvalid: 'Geciken ay sayısı 0 ile 120 arasında bir tam sayı olmalıdır.',
  fileName: (siteId: number, day: string, extension: 'xlsx' | 'csv') => `borclu-listesi-${siteId}-${day}.${extension}`,
} as const;
