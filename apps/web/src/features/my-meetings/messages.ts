/**
 * The owners' 'Toplantılar' page texts (PRODUCT.md §18), downloaded with that page only; the kinds,
 * sessions, thresholds and 'KABUL'/'RED' come from @aidat/shared, as the karar text prints them.
 */
export const MY_MEETINGS_TEXTS = {
  title: 'Toplantılar',
  intro: 'Kat maliki olduğunuz sitelerin kurul toplantıları, gündemleri ve kararları.',
  unitsLoadFailed: 'Siteleriniz yüklenirken hata oluştu.',
  noUnits: 'Kayıtlı daireniz olmadığı için görebileceğiniz bir toplantı bulunmuyor.',
  loadFailed: 'Toplantılar yüklenirken hata oluştu.',
  noMeetings: 'Bu sitede çağrısı yapılmış bir toplantı yok.',
  statuses: { draft: 'Taslak', called: 'Çağrı yapıldı', held: 'Yapıldı' },
  kind: 'Türü',
  agenda: 'Gündem',
  decisions: 'Kararlar',
  noDecisions: 'Henüz oylanmış karar yok.',
  counts: (yes: number, no: number, abstain: number) => `Kabul ${yes} · Ret ${no} · Çekimser ${abstain}`,
  yesShare: (share: string) => `kabul edenlerin arsa payı ${share}`,
  minutes: 'Karar Metni (PDF)',
  back: 'Dairelerim',
  percent: (value: number) => `%${(value * 100).toLocaleString('tr-TR', { maximumFractionDigits: 2 })}`,
} as const;
