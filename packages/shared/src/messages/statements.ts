import { RECEIPT_TEXTS } from './receipts.js';

/** Texts of a unit's hesap ekstresi (PRODUCT.md §11). */
export const STATEMENT_TEXTS = {
  title: 'HESAP EKSTRESİ',
  period: (from: string, to: string) => `Dönem: ${from} – ${to}`,
  /** The unit as its receipt names it. */
  unit: RECEIPT_TEXTS.unitName,
  paymentReference: RECEIPT_TEXTS.paymentReference,
  resident: 'Sakin',
  opening: 'Devreden bakiye',
  closing: 'Dönem sonu bakiyesi',
  columns: {
    date: 'Tarih',
    description: 'Açıklama',
    receipt: 'Makbuz',
    debit: 'Borç',
    credit: 'Alacak',
    balance: 'Bakiye',
  },
  noEntries: 'Bu dönemde hareket yok.',
  printedAt: (at: string) => `Düzenlenme: ${at}`,
  dayInvalid: 'Tarih YYYY-AA-GG biçiminde olmalıdır.',
  rangeInvalid: 'Bitiş tarihi başlangıçtan önce olamaz.',
  fileName: (block: string, door: string, from: string, to: string) =>
    `ekstre-${block}-${door}-${from}-${to}.pdf`.replace(/[^A-Za-z0-9.-]/g, '_'),
} as const;
