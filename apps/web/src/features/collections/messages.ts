/**
 * Texts of the 'Tahsilat' screen (PRODUCT.md §10 "Collections"). Downloaded with this screen only;
 * the shell's texts come from lib/messages-common.ts, and the account kinds', payment methods' and
 * the server's answers' wording from @aidat/shared, so the screen and the API say the same thing.
 */
import { ACCOUNTS_TEXTS, PAYMENT_METHOD_LABELS } from '@aidat/shared';
import { MESSAGES as COMMON_MESSAGES } from '../../lib/messages-common';

export const MESSAGES = {
  ...COMMON_MESSAGES,
  pages: {
    ...COMMON_MESSAGES.pages,
    collections: 'Tahsilat',
  },
} as const;

export const COLLECTIONS_TEXTS = {
  site: 'Site',
  noSites: 'Yönettiğiniz bir site bulunmuyor.',
  sitesLoadFailed: 'Siteler yüklenirken hata oluştu.',
  debtsLoadFailed: 'Borçlar yüklenirken hata oluştu.',
  noUnits: 'Bu sitede kayıtlı daire bulunmuyor.',
  accountsLoadFailed: 'Hesaplar yüklenirken hata oluştu.',
  noAccounts: 'Bu sitede hesap bulunmuyor; önce Hesaplar ekranından bir hesap açın.',
  account: 'Hesap',
  defaultAccount: (name: string) => `${name} (varsayılan)`,
  method: 'Ödeme yöntemi',
  methodLabels: PAYMENT_METHOD_LABELS,
  date: 'Tarih',
  keyboardHint:
    'Tab veya Enter ile tutardan tutara geçin. Boşluk tuşu satırı tahsilata ekler ya da çıkarır; tutarı değiştirmek de satırı ekler. Son tutarda Enter kaydeder.',
  tableLabel: 'Tahsil edilecek borçlar',
  colRow: 'Sıra',
  colInclude: 'Dahil',
  colUnit: 'Daire',
  colResident: 'Sakin',
  colWhat: 'Borç kalemi',
  colDebt: 'Borç',
  colAmount: 'Tahsil edilen (₺)',
  noResident: 'Sakin yok',
  /** Whom a line is asked of (PRODUCT.md §16), under the resident's name. */
  askOf: {
    tenant: (name: string) => `Kiracıdan: ${name}`,
    owners: (names: string) => `Malikten: ${names}`,
  },
  unitLabel: (block: string, doorNumber: string) => `${block}-${doorNumber}`,
  dues: 'Aidat',
  charge: (title: string) => `Ek bütçe: ${title}`,
  lateFee: 'Gecikme tazminatı',
  /** Beside a fee line's debt: how much of it accrued up to today and is posted with the payment. */
  lateFeeAccrued: (amount: string) => `${amount} bugüne kadar işleyen`,
  includeRow: (unit: string, what: string) => `${unit} ${what} tahsilata dahil`,
  amountOf: (unit: string, what: string) => `${unit} ${what} tahsil edilen tutar`,
  total: 'Kaydedilecek toplam',
  selectedCount: (count: number) => `${count} satır seçili`,
  save: 'Kaydet',
  nothingSelected: 'Kaydetmek için en az bir satır seçin.',
  /** The screen's own check, numbered like the server's messages (ACCOUNTS_TEXTS.item…). */
  rowError: (row: number, message: string) => `${row}. satır: ${message}`,
  summaryTitle: 'Tahsilat kaydedildi',
  summaryCount: ACCOUNTS_TEXTS.batchRecorded,
  summaryTotal: 'Toplam',
  summaryByAccount: 'Hesaba göre',
  summaryClose: 'Özeti kapat',
} as const;
