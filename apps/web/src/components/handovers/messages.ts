/**
 * Texts of a site's handover records (devir-teslim, PRODUCT.md §19), which the SystemAdmin's
 * 'Devir-Teslim Kayıtları' and the managers' 'Devir-Teslim' screen both show.
 */
export const HANDOVER_LIST_TEXTS = {
  title: 'Devir-Teslim Kayıtları',
  chooseSite: 'Site seçin',
  site: 'Site',
  pick: 'Kayıtlarını görmek için bir site seçin.',
  none: 'Bu sitede devir-teslim kaydı yok.',
  loadFailed: 'Devir-teslim kayıtları yüklenirken hata oluştu.',
  tableLabel: 'Devir-teslim kayıtları',
  colAt: 'Tarih',
  colFrom: 'Devreden',
  colTo: 'Devralan',
  colDecision: 'Karar',
  colCash: 'Kasa farkı',
  colFiles: 'Belgeler',
  decisionTyped: (no: string, day: string) => `${no} (${day})`,
  decisionOfMeeting: (id: number, day: string) => `Önerge ${id} (${day})`,
  tutanak: 'Tutanak',
  archive: 'Arşiv',
  archiveNow: 'Bugünkü arşivi indir',
} as const;

/**
 * 'Siteye Yönetici Ata' and the handover's new manager (PRODUCT.md §4): an e-mail or phone of a
 * registered user is refused until the person doing it explicitly chooses to link that user.
 */
export const EXISTING_USER_TEXTS = {
  existingUserChoice:
    'Bu kişiyi yönetici yapmak isterseniz mevcut kullanıcı siteye bağlanır; adı, bilgileri ve şifresi değişmez.',
  linkExisting: 'Mevcut kullanıcıyı yönetici yap',
} as const;
