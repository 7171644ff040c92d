/** Turkish texts of the kat malikleri kurulu's meetings (PRODUCT.md §18). */
export const MEETING_TEXTS = {
  notFound: 'Toplantı bulunamadı.',
  created: 'Toplantı oluşturuldu.',
  kindInvalid: 'Toplantı türü (kind) olağan (olagan) veya olağanüstü (olaganustu) olmalıdır.',
  secondMeetingDays: 'İkinci toplantı, ilk toplantıdan en az 7, en çok 15 gün sonra olmalıdır (KMK 29, 30).',
  kinds: { olagan: 'Olağan', olaganustu: 'Olağanüstü' },
} as const;
