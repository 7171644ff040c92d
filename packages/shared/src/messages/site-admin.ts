/** Texts of the site-admin area: units, dues, payments, ek bütçe, residents and ledger descriptions. */

export const SITE_ADMIN_TEXTS = {
  unitCreated: 'Daire eklendi',
  unitUpdated: 'Daire güncellendi',
  duesCreated: 'Aidat oluşturuldu',
  paymentRecorded: 'Ödeme kaydedildi',
  reversed: 'Kayıt iptal edildi',
  additionalChargeCreated: 'Ek bütçe oluşturuldu',
  additionalChargeReversed: 'Ek bütçe geri alındı',
  unitsCreated: (count: number) => `${count} daire eklendi`,
  residentAssigned: 'Sakin atandı',
  residentLinkedExisting:
    'Sakin atandı. Bu telefon kayıtlı bir kullanıcıya ait; daireye o kullanıcı bağlandı, bilgileri değiştirilmedi.',
  residentRemoved: 'Sakin kaldırıldı',
  duplicateUnit: 'Bu blokta bu kapı numarası zaten kayıtlı.',
  /** Arsa payı is one fraction: the field named is the half that is missing. */
  landSharePairRequired: (field: string) => `${field} alanı zorunludur: arsa payının payı ve paydası birlikte girilir.`,
  landShareAboveOne: 'Arsa payı (pay) paydadan büyük olamaz.',
  duplicateAdditionalCharge: 'Bu sitede aynı başlıkta bir ek bütçe zaten var.',
  unitNotFound: 'Daire bulunamadı.',
  transactionNotFound: 'Hareket bulunamadı.',
  additionalChargeNotFound: 'Ek bütçe bulunamadı.',
  additionalChargeOtherSite: 'Ek bütçe bu dairenin sitesine ait değil.',
  /** A split ek bütçe is given as a total, a per-unit one as an amount per unit: never both. */
  amountPerUnitWithSplit:
    'Daire başı tutar yalnızca daire başı ek bütçede girilir; dağıtılan ek bütçede toplam tutar girilir.',
  totalAmountWithPerUnit:
    'Toplam tutar yalnızca eşit, arsa payına ya da metrekareye göre dağıtılan ek bütçede girilir.',
  /** An ek bütçe with payments is not undone: the payments would be left paying nothing. */
  additionalChargeHasPayments: (count: number) =>
    `Bu ek bütçeye ${count} ödeme kaydedilmiş; ek bütçe geri alınamaz. Önce ödemeleri iptal edin.`,
  additionalChargeCancelled: 'Bu ek bütçe geri alınmış; ödeme kaydedilemez.',
  /** Units saved together: the row (from 1) that repeats a block and door of the list. */
  unitRepeatedInList: (row: number, block: string, door: string) =>
    `${row}. satır: ${block} blok ${door} numaralı daire listede birden fazla kez var.`,
  unitAlreadyExists: (block: string, door: string) => `${block} blok ${door} numaralı daire bu sitede zaten kayıtlı.`,
  additionalChargeRequired: 'Ek bütçe ödemesi için ek bütçe seçilmelidir.',
  alreadyReversed: 'Bu kayıt zaten iptal edilmiş.',
  reversalNotReversible: 'İptal kaydı iptal edilemez.',
  futureDate: 'Tarih bugünden sonra olamaz.',
  tooOldDate: 'Tarih 2000 yılından önce olamaz.',
  emailTaken: 'Bu e-posta adresi başka bir kullanıcıya ait.',
  phoneTaken: 'Bu telefon numarası başka bir kullanıcıya ait.',
  duesPaymentDescription: 'Aidat ödemesi',
} as const;

/** Descriptions the ledger writes on its own rows. */
export const LEDGER_TEXTS = {
  reversalPrefix: 'İptal: ',
  /**
   * A reversal as residents read it (PRODUCT.md §15): what it corrects, never the reason the
   * manager typed ('Yanlış daireye girildi' is the office's business).
   */
  correctionOf: (original: string) => `Düzeltme: ${original}`,
  /** "<title> ödemesi": a payment towards an ek bütçe without a description of its own. */
  paymentOf: (title: string) => `${title} ödemesi`,
  /** "<title> ödemesi: <given>": the given description, naming the ek bütçe it pays. */
  paymentOfWith: (title: string, given: string) => `${title} ödemesi: ${given}`,
  /** The charge row of an ek bütçe. */
  additionalChargeOf: (title: string) => `${title} ek bütçesi`,
  /** One monthly instalment of an ek bütçe: "<title> ek bütçesi (2/6. taksit)". */
  installmentOf: (title: string, n: number, count: number) => `${title} ek bütçesi (${n}/${count}. taksit)`,
} as const;
