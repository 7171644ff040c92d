/** Texts of the site's expenses and its monthly report (PRODUCT.md §10). */

export const EXPENSES_TEXTS = {
  categoryCreated: 'Kategori oluşturuldu',
  expenseRecorded: 'Gider kaydedildi',
  expenseReversed: 'Gider iptal edildi',
  expenseNotFound: 'Gider bulunamadı.',
  categoryNotFound: 'Kategori bu sitede bulunamadı.',
  duplicateCategory: 'Bu sitede aynı adda bir kategori zaten var.',
  alreadyReversed: 'Bu gider zaten iptal edilmiş.',
  reversalNotReversible: 'İptal kaydı iptal edilemez.',
  monthInvalid: 'Ay YYYY-AA biçiminde olmalıdır.',
  monthFuture: 'Ay bugünden sonra olamaz.',
  attachmentAdded: 'Dosya eklendi',
  attachmentAlreadyAdded: 'Bu dosya bu gidere zaten eklenmiş.',
  attachmentNotFound: 'Dosya bulunamadı.',
  attachmentNotMultipart: 'Dosya, multipart/form-data isteğinin "file" alanında gönderilmelidir.',
  attachmentMissing: 'Dosya (file) seçilmedi.',
  attachmentEmpty: 'Dosya (file) boş.',
  attachmentTooLarge: 'Dosya (file) en fazla 10 MB olabilir.',
  attachmentWrongType: 'Dosya (file) PDF, JPEG, PNG veya WebP olmalıdır.',
  attachmentsFull: 'Bir gidere en fazla 10 dosya eklenebilir.',
  /** The name of an attachment whose upload had none. */
  attachmentDefaultName: 'fatura',
} as const;

/** Names of the fields whose generic name (FIELD_LABELS) means something else in other areas. */
export const EXPENSE_FIELD_LABELS = {
  name: 'Kategori adı',
} as const;
