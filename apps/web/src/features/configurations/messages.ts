/**
 * The configuration screens' texts ('Konfigürasyon Yönetimi' and its history). Downloaded with
 * this feature's screens only; the shell's texts come from lib/messages-common.ts. Texts that
 * SPEC.md gives are copied from it word for word; keep them that way when editing. The others are
 * ours.
 */
import { MESSAGES as COMMON_MESSAGES } from '../../lib/messages-common';

export const MESSAGES = {
  ...COMMON_MESSAGES,
  pages: {
    ...COMMON_MESSAGES.pages,
    configurations: 'Konfigürasyon Yönetimi',
    configurationHistory: 'Konfigürasyon Geçmişi',
    configurationKeyHistory: (key: string) => `Konfigürasyon Geçmişi: ${key}`,
  },
  configurations: {
    loadFailed: 'Konfigürasyonlar yüklenirken hata oluştu',
    updateFailed: 'Konfigürasyon güncellenirken hata oluştu',
    createFailed: 'Konfigürasyon oluşturulurken hata oluştu',
    deleteFailed: 'Konfigürasyon silinirken hata oluştu',
    historyLoadFailed: 'Konfigürasyon geçmişi yüklenirken hata oluştu',
    updated: 'Konfigürasyon güncellendi',
    created: 'Konfigürasyon oluşturuldu',
    deleted: 'Konfigürasyon silindi',
  },
} as const;

export const CONFIGURATION_SCREEN_TEXTS = {
  newButton: 'Yeni Konfigürasyon',
  createTitle: 'Yeni Konfigürasyon',
  historyLink: 'Geçmiş',
  allHistory: 'Tüm Geçmiş',
  backToList: 'Konfigürasyonlar',
  allKeys: 'Tüm anahtarlar',
  tableLabel: 'Konfigürasyonlar',
  colKey: 'Anahtar',
  colValue: 'Değer',
  colDescription: 'Açıklama',
  colVisible: 'Arayüzde Görünür',
  colUpdated: 'Güncellenme',
  colActions: 'İşlemler',
  key: 'Anahtar',
  keyHint: 'Harfle başlar; harf, rakam, alt çizgi ve nokta içerebilir.',
  value: 'Değer',
  description: 'Açıklama (isteğe bağlı)',
  visible: 'Arayüzde görünür',
  create: 'Oluştur',
  save: 'Kaydet',
  edit: 'Düzenle',
  remove: 'Sil',
  editOf: (key: string) => `${key} düzenle`,
  saveOf: (key: string) => `${key} kaydet`,
  cancelOf: (key: string) => `${key} düzenlemeyi iptal et`,
  removeOf: (key: string) => `${key} sil`,
  historyOf: (key: string) => `${key} geçmişi`,
  valueOf: (key: string) => `${key} değeri`,
  descriptionOf: (key: string) => `${key} açıklaması`,
  visibleOf: (key: string) => `${key} arayüzde görünür`,
  maintenanceOnTitle: 'Bakım Modunu Aç',
  maintenanceOnBody:
    'Bakım modu açılınca sistem yöneticileri dışında kimse sistemi kullanamaz; açık oturumlar bakım ekranına düşer. Bu tarayıcıda siz çalışmaya devam edebilirsiniz.',
  maintenanceOnConfirm: 'Bakım Modunu Aç',
  maintenanceOnDone:
    'Bakım modu açıldı. Bu tarayıcıda bakım atlaması açıldı, çalışmaya devam edebilirsiniz (kapatmak için adrese ?skipMaintenance=false ekleyin).',
  deleteTitle: 'Konfigürasyonu Sil',
  deleteBody: (key: string) => `"${key}" konfigürasyonu silinecek. Bu işlem geri alınamaz.`,
  empty: 'Kayıtlı konfigürasyon bulunmuyor.',
  historyTableLabel: 'Konfigürasyon geçmişi',
  historyEmpty: 'Geçmiş kaydı bulunmuyor.',
  records: (count: number) => `${count} kayıt`,
  colDate: 'Tarih',
  colAction: 'İşlem',
  colConfigKey: 'Konfigürasyon',
  colValueChange: 'Değer Değişikliği',
  colDescriptionChange: 'Açıklama Değişikliği',
  colVisibilityChange: 'Görünürlük Değişikliği',
  colChangedBy: 'Değiştiren',
  actions: { CREATE: 'Oluşturma', UPDATE: 'Güncelleme', DELETE: 'Silme' } as Record<string, string>,
  pagination: 'Sayfalar',
  previous: 'Önceki',
  next: 'Sonraki',
  page: (n: number) => `Sayfa ${n}`,
} as const;
