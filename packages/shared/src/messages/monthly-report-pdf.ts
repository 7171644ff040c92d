import { TR_MONTHS } from '../dates.js';

/** Texts of the monthly report as a PDF (PRODUCT.md §11, the report of §10). */
export const MONTHLY_REPORT_PDF_TEXTS = {
  title: 'AYLIK RAPOR',
  month: (month: string) => `${TR_MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`,
  summary: 'Özet',
  opening: 'Ay başı bakiye',
  income: 'Gelir',
  expenses: 'Gider',
  closing: 'Ay sonu bakiye',
  charged: 'Tahakkuk eden',
  collected: 'Tahsil edilen',
  collectionRate: 'Tahsilat oranı',
  noCharge: '—',
  receivables: 'Ay sonu alacak (dairelerin toplam borcu)',
  accounts: 'Hesaplar',
  accountColumns: {
    name: 'Hesap',
    opening: 'Açılış',
    income: 'Gelir',
    expenses: 'Gider',
    transfers: 'Virman',
    closing: 'Kapanış',
  },
  incomeByType: 'Gelir türleri',
  dues: 'Aidat',
  additional: (title: string) => `Ek bütçe: ${title}`,
  expensesByCategory: 'Gider kategorileri',
  none: 'Yok',
  total: 'Toplam',
  fileName: (siteId: number, month: string) => `aylik-rapor-${siteId}-${month}.pdf`,
} as const;
