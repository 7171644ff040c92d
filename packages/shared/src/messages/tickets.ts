/** Turkish texts of arıza and talep tickets (PRODUCT.md §17). */
export const TICKET_TEXTS = {
  notFound: 'Talep bulunamadı.',
  unitNotYours: 'Bu daire için talep açamazsınız.',
  unitOfAnotherSite: 'Daire bu sitenin değil.',
  finalStatus: 'Kapatılmış ya da reddedilmiş bir talep değiştirilemez.',
  transitionNotAllowed: (from: string, to: string) => `Talep “${from}” durumundan “${to}” durumuna geçemez.`,
  rejectNeedsNote: 'Reddedilen talep için bir açıklama (not) yazılmalıdır.',
  reportedInFuture: 'Bildirim tarihi bugünden sonra olamaz.',
  dueBeforeReport: 'Bitiş tarihi bildirim tarihinden önce olamaz.',
  nothingToChange: 'Değiştirilecek bir alan gönderilmedi.',
  rateNotResolved: 'Talep çözülmeden değerlendirilemez.',
  alreadyRated: 'Bu talep zaten değerlendirildi.',
  rated: 'Değerlendirmeniz kaydedildi.',
  created: 'Talep açıldı.',
  updated: 'Talep güncellendi.',
  attachmentAdded: 'Dosya eklendi',
  attachmentAlreadyAdded: 'Bu dosya bu talebe zaten eklenmiş.',
  attachmentNotFound: 'Dosya bulunamadı.',
  attachmentNotMultipart: 'Dosya, multipart/form-data isteğinin "file" alanında gönderilmelidir.',
  attachmentMissing: 'Dosya (file) seçilmedi.',
  attachmentEmpty: 'Dosya (file) boş.',
  attachmentTooLarge: 'Dosya (file) en fazla 10 MB olabilir.',
  attachmentWrongType: 'Dosya (file) PNG, JPEG, WebP veya PDF olmalıdır.',
  attachmentsFull: 'Bir talebe en fazla 5 dosya eklenebilir.',
  attachmentsClosed: 'Kapatılmış ya da reddedilmiş bir talebe dosya eklenemez.',
  /** The name of an attachment whose upload had none. */
  attachmentDefaultName: 'talep-dosyasi',
  expenseTicketOfAnotherSite: 'Talep bu sitenin değil.',
  noticeRead: 'Bildirim okundu.',
  noticeNotFound: 'Bildirim bulunamadı.',
} as const;

/** The statuses' names, for messages and screens. */
export const TICKET_STATUS_LABELS = {
  open: 'Açık',
  assigned: 'Atandı',
  in_progress: 'İşlemde',
  resolved: 'Çözüldü',
  closed: 'Kapandı',
  rejected: 'Reddedildi',
} as const;

export const TICKET_CATEGORY_LABELS = {
  asansor: 'Asansör',
  elektrik: 'Elektrik',
  su_tesisat: 'Su ve tesisat',
  isitma: 'Isıtma',
  temizlik: 'Temizlik',
  bahce: 'Bahçe',
  guvenlik: 'Güvenlik',
  otopark: 'Otopark',
  gurultu: 'Gürültü',
  diger: 'Diğer',
} as const;
