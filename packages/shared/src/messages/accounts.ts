/**
 * Texts of the site's money accounts (PRODUCT.md §10): accounts, their movements, transfers and the
 * Tahsilat batch. Labels of the account kinds and payment methods are in ./books.ts.
 */

import { formatMoney } from '../money.js';

export const ACCOUNTS_TEXTS = {
  accountCreated: 'Hesap oluşturuldu',
  transferRecorded: 'Transfer kaydedildi',
  transferReversed: 'Transfer iptal edildi',
  transferNotFound: 'Transfer bulunamadı.',
  transferAlreadyReversed: 'Bu transfer zaten iptal edilmiş.',
  transferReversalNotReversible: 'İptal kaydı iptal edilemez.',
  /** PRODUCT.md §10: a kasa never below zero; `available` in lira, what it holds from that day on. */
  kasaWouldGoNegative: (name: string, available: number) =>
    `${name} eksiye düşemez: bu tarihte ve sonrasında kasada en fazla ${formatMoney(available)} var.`,
  /** The Tahsilat batch's answer. */
  batchRecorded: (count: number) => `${count} ödeme kaydedildi`,
  accountNotFound: 'Hesap bulunamadı.',
  duplicateName: 'Bu sitede aynı adda bir hesap zaten var.',
  ibanRequired: 'Banka hesabı için IBAN girilmelidir.',
  ibanNotForKasa: 'Kasa hesabına IBAN girilemez.',
  ibanInvalid: 'IBAN geçerli bir Türkiye IBAN’ı olmalıdır (TR ve 24 rakam).',
  /** The right shape, but its check digits do not match: a digit was mistyped. */
  ibanChecksum:
    'IBAN’ın kontrol basamakları tutmuyor; bir rakam yanlış yazılmış olabilir. IBAN’ı bankanın verdiği gibi yazın.',
  openingDateFuture: 'Açılış tarihi bugünden sonra olamaz.',
  openingDateTooOld: 'Açılış tarihi 2000 yılından önce olamaz.',
  dayInvalid: 'Tarih geçerli bir tarih olmalıdır (YYYY-AA-GG).',
  rangeInvalid: 'Başlangıç tarihi bitiş tarihinden sonra olamaz.',
  accountOtherSite: 'Hesap bu sitenin hesabı değil.',
  transferSameAccount: 'Gönderen ve alan hesap aynı olamaz.',
  transferOtherSite: 'Transfer yalnızca aynı sitenin iki hesabı arasında yapılabilir.',
  /** The first movement of every account. */
  openingDescription: 'Açılış bakiyesi',
  /** Tahsilat rows are numbered from 1, as the screen shows them. */
  itemUnitNotFound: (row: number) => `${row}. satır: Daire bu sitede bulunamadı.`,
  itemChargeNotFound: (row: number) => `${row}. satır: Ek bütçe bu sitede bulunamadı.`,
  itemChargeRequired: (row: number) => `${row}. satır: Ek bütçe ödemesi için ek bütçe seçilmelidir.`,
  itemDuplicate: (row: number, first: number) =>
    `${row}. satır, ${first}. satırla aynı daire ve ödeme için; her ödeme bir kez girilmelidir.`,
} as const;

/** Names of the fields whose generic name (FIELD_LABELS) means something else in other areas. */
export const ACCOUNT_FIELD_LABELS = {
  name: 'Hesap adı',
  kind: 'Hesap türü',
} as const;
