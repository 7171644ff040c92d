/**
 * The notification management screen's texts ('Bildirim Yönetimi'). Downloaded with this feature's
 * screens only; the shell's texts come from lib/messages-common.ts. Texts that SPEC.md gives are
 * copied from it word for word; keep them that way when editing. The others are ours.
 */
import { MESSAGES as COMMON_MESSAGES } from '../../lib/messages-common';

export const MESSAGES = {
  ...COMMON_MESSAGES,
  pages: {
    ...COMMON_MESSAGES.pages,
    notifications: 'Bildirim Yönetimi',
  },
  notifications: {
    statusPassive: 'Pasif',
    statusPending: 'Beklemede',
    statusExpired: 'Süresi Dolmuş',
    statusActive: 'Aktif',
    required: 'Başlık ve mesaj alanları zorunludur',
    titleTooLong: 'Başlık en fazla 200 karakter olabilir',
    messageTooLong: 'Mesaj en fazla 1000 karakter olabilir',
    datesRequired: 'Başlangıç ve bitiş tarihleri zorunludur',
    startBeforeToday: 'Başlangıç tarihi bugünden önce olamaz',
    endBeforeStart: 'Bitiş tarihi başlangıç tarihinden sonra olmalıdır',
    loadFailed: 'Bildirimler yüklenirken hata oluştu',
    createFailed: 'Bildirim oluşturulurken hata oluştu',
    updateFailed: 'Bildirim güncellenirken hata oluştu',
    deleteFailed: 'Bildirim silinirken hata oluştu',
    toggleFailed: 'Bildirim durumu güncellenirken hata oluştu',
    created: 'Bildirim başarıyla oluşturuldu',
    updated: 'Bildirim başarıyla güncellendi',
    deleted: 'Bildirim başarıyla silindi',
    activated: 'Bildirim aktif hale getirildi',
    deactivated: 'Bildirim pasif hale getirildi',
  },
} as const;

/** Texts of the notification management screen beyond MESSAGES.notifications. */
export const NOTIFICATION_SCREEN_TEXTS = {
  newButton: 'Yeni Bildirim',
  createTitle: 'Yeni Bildirim',
  editTitle: 'Bildirimi Düzenle',
  site: 'Site',
  noSites: 'Yönettiğiniz bir site bulunmuyor.',
  sitesLoadFailed: 'Siteler yüklenirken hata oluştu',
  empty: 'Bu site için bildirim bulunmuyor.',
  tableLabel: 'Bildirimler',
  colTitle: 'Başlık',
  colMessage: 'Mesaj',
  colStart: 'Başlangıç',
  colEnd: 'Bitiş',
  colStatus: 'Durum',
  colActions: 'İşlemler',
  title: 'Başlık',
  message: 'Mesaj',
  startDate: 'Başlangıç tarihi',
  endDate: 'Bitiş tarihi',
  isActive: 'Aktif',
  create: 'Oluştur',
  save: 'Kaydet',
  edit: 'Düzenle',
  activate: 'Aktif yap',
  deactivate: 'Pasif yap',
  remove: 'Sil',
  deleteTitle: 'Bildirimi Sil',
  deleteBody: (title: string) => `"${title}" bildirimi silinecek. Bu işlem geri alınamaz.`,
  counter: (length: number, max: number) => `${length}/${max}`,
} as const;
