/**
 * The 'Borçlu Listesi' screen's texts (PRODUCT.md §11), downloaded with this screen only; the
 * shell's texts come from lib/messages-common.ts.
 */
import type { DebtorsEnforcement } from '../../lib/debtor-keys';
import { MESSAGES as COMMON_MESSAGES } from '../../lib/messages-common';

export const MESSAGES = {
  ...COMMON_MESSAGES,
  pages: { ...COMMON_MESSAGES.pages, debtors: 'Borçlu Listesi' },
} as const;

export const DEBTORS_TEXTS = {
  site: 'Site',
  noSites: 'Yönettiğiniz bir site bulunmuyor.',
  sitesLoadFailed: 'Siteler yüklenirken hata oluştu.',
  loadFailed: 'Borçlu listesi yüklenirken hata oluştu.',
  none: 'Bu seçimde borçlu daire yok.',
  search: 'Ara',
  searchPlaceholder: 'Blok, daire veya sakin',
  minMonths: 'Geciken ay',
  minMonthsOptions: [
    [0, 'Tümü'],
    [1, '1 ay ve üzeri'],
    [2, '2 ay ve üzeri'],
    [3, '3 ay ve üzeri'],
    [6, '6 ay ve üzeri'],
    [12, '12 ay ve üzeri'],
  ] as ReadonlyArray<readonly [number, string]>,
  /** The icra filter (PRODUCT.md §21), sent as ?enforcement= to the list and its downloads. */
  enforcement: 'İcra takibi',
  enforcementOptions: [
    ['all', 'Tümü'],
    ['true', 'Sadece icradakiler'],
    ['false', 'İcradakiler hariç'],
  ] as ReadonlyArray<readonly [DebtorsEnforcement, string]>,
  /** A row's badge while the unit is under icra, and what its title says. */
  enforcementBadge: 'İcra',
  enforcementSince: (day: string) => `${day} tarihinden beri icra takibinde`,
  downloadXlsx: 'Excel (.xlsx)',
  downloadCsv: 'CSV',
  count: (n: number) => `${n} daire`,
  /** Whom the dues are asked of (PRODUCT.md §16), under the resident. */
  askTenant: (name: string) => `Aidat kiracıdan: ${name}`,
  owners: (names: string) => `Malik: ${names}`,
  columns: {
    unit: 'Daire',
    resident: 'Sakin',
    dues: 'Aidat',
    lateFees: 'Gecikme tazminatı',
    total: 'Toplam',
    oldest: 'En eski ay',
    months: 'Geciken ay',
    enforcement: 'İcra',
  },
  unitName: (block: string, door: string) => `${block} / ${door}`,
  sortBy: (column: string) => `${column} sütununa göre sırala`,
  totals: 'Toplam',
  /** Under a row's late fees: the part accrued to today, which a payment today posts (PRODUCT.md §12). */
  lateFeeAccrued: (amount: string) => `${amount} bugüne kadar işleyen`,
} as const;
