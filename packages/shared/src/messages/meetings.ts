/** Turkish texts of the kat malikleri kurulu's meetings (PRODUCT.md §18). */
export const MEETING_TEXTS = {
  notFound: 'Toplantı bulunamadı.',
  created: 'Toplantı oluşturuldu.',
  kindInvalid: 'Toplantı türü (kind) olağan (olagan) veya olağanüstü (olaganustu) olmalıdır.',
  secondMeetingDays: 'İkinci toplantı, ilk toplantıdan en az 7, en çok 15 gün sonra olmalıdır (KMK 29, 30).',
  sessionInvalid: 'Oturum (session) ilk (first) veya ikinci (second) olmalıdır.',
  notCalled: 'Toplantı çağrısı yapılmadan hazirun tutulamaz.',
  alreadyHeld: 'Yapılmış bir toplantının kayıtları değiştirilemez.',
  unitOfAnotherSite: 'Daire bu sitenin değil.',
  proxyCap: (n: number) => `Bir kişi en fazla ${n} kat malikine vekâlet edebilir (KMK 31).`,
  attendanceSaved: 'Hazirun kaydedildi.',
  thresholdInvalid:
    'Karar yeter sayısı (threshold) majority, countAndLandShare, twoThirds, fourFifths veya unanimous olmalıdır.',
  voteInvalid: 'Oy (vote) yes, no veya abstain olmalıdır.',
  motionNotFound: 'Önerge bulunamadı.',
  motionCreated: 'Önerge eklendi.',
  votesSaved: 'Oylar kaydedildi.',
  agendaItemOfAnotherMeeting: 'Gündem maddesi bu toplantının değil.',
  absentUnitVotes: 'Toplantıda bulunmayan daire oy kullanamaz.',
  splitVote: 'Bir kat maliki bir önergede bütün daireleri için aynı oyu kullanır (KMK 31).',
  noQuorum: 'İlk toplantıda yeter sayı sağlanmadı; karar alınamaz (KMK 30).',
  kinds: { olagan: 'Olağan', olaganustu: 'Olağanüstü' },
} as const;
