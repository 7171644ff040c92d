import type { TransactionType } from '../ledger/transaction-types.js';
import { STATEMENT_TEXTS } from './statements.js';

/** The longest range the site ledger download covers, in days with both ends counted: a leap year. */
export const SITE_LEDGER_MAX_DAYS = 366;

/** Texts of the site's ledger as an .xlsx download (PRODUCT.md §11). */
export const SITE_LEDGER_TEXTS = {
  sheet: 'Site Defteri',
  columns: {
    date: 'Tarih',
    receipt: 'Makbuz no',
    block: 'Blok',
    door: 'Daire',
    type: 'Tür',
    description: 'Açıklama',
    additionalCharge: 'Ek bütçe',
    /** Charges raise what the units owe; payments lower it (as on the statement). */
    debit: STATEMENT_TEXTS.columns.debit,
    credit: STATEMENT_TEXTS.columns.credit,
    account: 'Hesap',
    method: 'Ödeme şekli',
    reversal: 'İptal',
    recordedBy: 'Kaydeden',
  },
  /** The same words as the manager's unit ledger screen. */
  typeLabels: {
    aidat_charge: 'Aidat borcu',
    aidat_payment: 'Aidat ödemesi',
    ekbutce_charge: 'Ek bütçe borcu',
    ekbutce_payment: 'Ek bütçe ödemesi',
    gecikme_charge: 'Gecikme tazminatı',
  } satisfies Record<TransactionType, string>,
  /** On an entry that a later row reverses. */
  reversed: (reason: string) => `İptal edildi: ${reason}`,
  /** On the reversing row itself, naming the receipt it cancels when there is one. */
  reversal: (reason: string, receiptNo: string | null) =>
    receiptNo ? `İptal kaydı (makbuz ${receiptNo}): ${reason}` : `İptal kaydı: ${reason}`,
  /** Who posted an entry the system wrote (the monthly accrual). */
  system: 'Sistem',
  totalsRow: 'Toplam',
  fromInvalid: 'Başlangıç tarihi YYYY-AA-GG biçiminde geçerli bir tarih olmalıdır.',
  toInvalid: 'Bitiş tarihi YYYY-AA-GG biçiminde geçerli bir tarih olmalıdır.',
  rangeInvalid: 'Bitiş tarihi başlangıç tarihinden önce olamaz.',
  rangeTooLong: `Başlangıç ve bitiş tarihi arasındaki aralık en fazla ${SITE_LEDGER_MAX_DAYS} gün olabilir.`,
  fileName: (siteId: number, from: string, to: string) => `site-defteri-${siteId}-${from}-${to}.xlsx`,
} as const;
