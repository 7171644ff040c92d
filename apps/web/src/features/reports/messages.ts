/**
 * The 'Aylık Rapor' screen's texts (PRODUCT.md §10), downloaded with this screen only; the shell's
 * texts come from lib/messages-common.ts.
 */
import type { AccountKind } from '@aidat/shared';
import { MESSAGES as COMMON_MESSAGES } from '../../lib/messages-common';

export const MESSAGES = {
  ...COMMON_MESSAGES,
  pages: {
    ...COMMON_MESSAGES.pages,
    monthlyReport: 'Aylık Rapor',
  },
} as const;

export const REPORT_TEXTS = {
  site: 'Site',
  noSites: 'Yönettiğiniz bir site bulunmuyor.',
  sitesLoadFailed: 'Siteler yüklenirken hata oluştu.',
  month: 'Ay',
  previousMonth: 'Önceki ay',
  nextMonth: 'Sonraki ay',
  reportLoadFailed: 'Rapor yüklenirken hata oluştu.',
  pdf: 'PDF olarak aç',
  ledgerXlsx: 'Defteri Excel olarak indir',
  reportTitle: (siteName: string, month: string) => `${siteName} • ${month}`,
  // Summary
  summary: 'Özet',
  opening: 'Ay başı bakiye',
  closing: 'Ay sonu bakiye',
  incomeTotal: 'Toplam gelir',
  expensesTotal: 'Toplam gider',
  collectionRate: 'Tahsilat oranı',
  collectionDetail: 'Tahakkuk ve tahsilat',
  charged: 'Tahakkuk eden',
  collected: 'Tahsil edilen',
  noCharge: 'Bu ay tahakkuk yok.',
  receivables: 'Ay sonu alacaklar',
  receivablesHint: 'Dairelerin ay sonundaki toplam borcu',
  // Accounts
  accounts: 'Hesaplar',
  noAccounts: 'Bu sitede hesap bulunmuyor.',
  colAccount: 'Hesap',
  colOpening: 'Açılış',
  colIncome: 'Gelir',
  colExpenses: 'Gider',
  colTransfersIn: 'Gelen virman',
  colTransfersOut: 'Giden virman',
  colClosing: 'Kapanış',
  totalRow: 'Toplam',
  kinds: { kasa: 'Kasa', banka: 'Banka', pos: 'Sanal POS' } satisfies Record<AccountKind, string>,
  // Income and expenses
  income: 'Gelirler',
  incomeByType: 'Gelir türleri',
  dues: 'Aidat',
  additional: (title: string) => `Ek bütçe: ${title}`,
  expenses: 'Giderler',
  expensesByCategory: 'Kategorilere göre giderler',
  noExpenses: 'Bu ay gider kaydı yok.',
  colType: 'Tür',
  colCategory: 'Kategori',
  colAmount: 'Tutar',
} as const;
