/** Turkish texts of the kat malikleri kurulu's meetings (PRODUCT.md §18). */
export const MEETING_TEXTS = {
  notFound: 'Toplantı bulunamadı.',
  created: 'Toplantı oluşturuldu.',
  kindInvalid: 'Toplantı türü (kind) olağan (olagan) veya olağanüstü (olaganustu) olmalıdır.',
  secondMeetingDays: 'İkinci toplantı, ilk toplantıdan en az 7, en çok 15 gün sonra olmalıdır (KMK 29, 30).',
  sessionInvalid: 'Oturum (session) ilk (first) veya ikinci (second) olmalıdır.',
  notCalled: 'Toplantı çağrısı yapılmadan hazirun tutulamaz.',
  alreadyHeld: 'Yapılmış bir toplantının kayıtları değiştirilemez.',
  notCalledToHold: 'Çağrısı yapılmamış bir toplantı yapıldı olarak işaretlenemez.',
  held: 'Toplantı yapıldı olarak işaretlendi.',
  heldBeforeFirst: 'İlk toplantının saati gelmeden toplantı yapıldı olarak işaretlenemez.',
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
  sessions: { first: 'İlk toplantı', second: 'İkinci toplantı' },

  // The çağrı (KMK 29).
  alreadyCalled: 'Bu toplantının çağrısı zaten yapıldı.',
  noticeTooLate: (n: number) => `Çağrı toplantıdan en az ${n} gün önce yapılmalıdır (KMK 29).`,
  called: (sms: number, email: number) => `Çağrı gönderiliyor: ${sms} SMS, ${email} e-posta.`,
  secondMeetingSentence:
    'İlk toplantıda yeter sayı sağlanamazsa ikinci toplantı yukarıda yazılı yer ve tarihte yapılacaktır.',
  noticeTitle: 'KAT MALİKLERİ KURULU TOPLANTI ÇAĞRISI',
  noticeIntro: (siteName: string, kind: string) =>
    `${siteName} kat malikleri kurulu ${kind.toLocaleLowerCase('tr-TR')} toplantısına çağrılmaktadır.`,
  site: 'Site',
  kind: 'Toplantı türü',
  firstMeeting: 'İlk toplantı',
  secondMeeting: 'İkinci toplantı',
  agenda: 'Gündem',
  atPlace: (when: string, place: string) => `${when}, ${place}`,
  noticeLegal:
    'Bu çağrı kat maliklerine imza karşılığı tebliğ edilir veya taahhütlü mektupla gönderilir (KMK 29); SMS ve e-posta yalnızca bilgilendirme içindir, bunların yerine geçmez.',
  noticeSignatures: 'Tebliğ alındı',
  noticeColumns: { unit: 'Daire', owner: 'Kat maliki', day: 'Tebliğ tarihi', signature: 'İmza' },
  noticeMailSubject: (siteName: string, kind: string) =>
    `${siteName}: kat malikleri kurulu ${kind.toLocaleLowerCase('tr-TR')} toplantı çağrısı`,
  yourUnits: (labels: string) => `Dairenizin/dairelerinizin: ${labels}`,
  noticeMailFooter: 'Bu e-posta bilgilendirme içindir; imzalı tebliğ veya taahhütlü mektubun yerine geçmez (KMK 29).',

  // The hazirun list and the karar text.
  hazirunTitle: 'HAZİRUN CETVELİ',
  hazirunColumns: {
    unit: 'Daire',
    owners: 'Kat malikleri',
    landShare: 'Arsa payı',
    attended: 'Katılım',
    signature: 'İmza',
  },
  inPerson: 'Asaleten',
  byProxy: (name: string) => `Vekâleten: ${name}`,
  absent: 'Katılmadı',
  noOwner: 'Kat maliki kayıtlı değil',
  hazirunCounts: (present: number, total: number, share: string) =>
    `Katılan kat maliki: ${present} / ${total} · Katılan arsa payı: ${share}`,
  quorumMet: 'Toplantı yeter sayısı sağlandı (KMK 30).',
  quorumNotMet: 'Toplantı yeter sayısı sağlanamadı (KMK 30).',
  quorumNotRequired: 'İkinci toplantıda yeter sayı aranmaz (KMK 30).',
  noAttendance: 'Bu oturumun hazirunu kaydedilmedi.',
  minutesTitle: 'KAT MALİKLERİ KURULU KARAR METNİ',
  session: 'Oturum',
  dateAndPlace: 'Tarih ve yer',
  hazirun: 'Hazirun',
  decisions: 'Kararlar',
  agendaItem: (order: number, title: string) => `${order}. ${title}`,
  noMotion: 'Bu gündem maddesinde oylama yapılmadı.',
  motionLine: (n: number, title: string) => `Önerge ${n}: ${title}`,
  otherMotions: 'Gündem dışı önergeler',
  threshold: 'Karar yeter sayısı',
  counts: (yes: number, no: number, abstain: number, share: string) =>
    `Kabul: ${yes} · Ret: ${no} · Çekimser: ${abstain} · Kabul edenlerin arsa payı: ${share}`,
  accepted: 'KABUL',
  rejected: 'RED',
  notVoted: 'Oylanmadı',
  minutesNote:
    'Bu metin karar defterine geçirilmek üzere hazırlanmıştır; kararlar noter onaylı karar defterine yazılarak toplantıda bulunan kat maliklerince imzalanır (KMK 32).',
  thresholds: {
    majority: 'Oy çokluğu (katılanların salt çoğunluğu)',
    countAndLandShare: 'Kat maliklerinin sayı ve arsa payı çoğunluğu',
    twoThirds: 'Kat maliklerinin üçte iki çoğunluğu',
    fourFifths: 'Kat maliklerinin beşte dört çoğunluğu',
    unanimous: 'Oybirliği',
  },
  minutesOfDraft: 'Çağrısı yapılmamış toplantının belgesi hazırlanmaz.',
  minutesNotHeld: 'Karar metni toplantı yapıldıktan sonra görülebilir.',
  madeAt: (at: string) => `Düzenlenme: ${at}`,

  // Decisions referenced by a budget or an ek bütçe.
  decisionNotPassed: 'Bu karar kabul edilmemiş.',
  decisionNotFinal: 'Toplantı yapıldı olarak işaretlenmeden kararları kullanılamaz.',
  decisionOfAnotherSite: 'Karar (decisionId) bu sitenin kurulunun bir kararı değil.',

  // The owners' page.
  ownersOnly: 'Toplantıları ve kararları yalnızca sitenin kat malikleri görebilir.',
  siteNotFound: 'Site bulunamadı.',
} as const;
