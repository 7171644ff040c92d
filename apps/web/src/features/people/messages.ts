/**
 * The people screens' texts (blocked phones, user history, user management). Downloaded with this
 * feature's screens only; the shell's texts come from lib/messages-common.ts. Texts that SPEC.md
 * gives are copied from it word for word; keep them that way when editing. The others are ours.
 */
import { MESSAGES as COMMON_MESSAGES } from '../../lib/messages-common';

export const MESSAGES = {
  ...COMMON_MESSAGES,
  pages: {
    ...COMMON_MESSAGES.pages,
    adminBlockedPhones: 'Bloklu Telefonlar',
    blockedPhones: 'Bloklu Telefonlar',
    users: 'Kullanıcı Yönetimi',
  },
  people: {
    unblock: 'Bloğu Kaldır',
    blockHistory: 'Blok Geçmişi',
    loginHistory: 'Giriş Geçmişi',
    blocked: 'Bloklu',
    active: 'Aktif',
    usersLoadFailed: 'Kullanıcılar yüklenirken bir hata oluştu',
    userBlocked: 'Kullanıcı bloklandı',
    userUnblocked: 'Kullanıcı blok kaldırıldı',
  },
} as const;

/** Texts of the people screens (blocked phones, user history, user management) beyond MESSAGES.people. */
export const PEOPLE_TEXTS = {
  adminEmpty: 'Sitenizde bloklu telefon bulunmuyor.',
  systemEmpty: 'Sistemde bloklu telefon bulunmuyor.',
  blockedLoadFailed: 'Bloklu telefonlar yüklenemedi.',
  blockedTableLabel: 'Bloklu telefonlar',
  colFullName: 'Ad Soyad',
  colPhone: 'Telefon',
  colBlockedAt: 'Blok Tarihi',
  colActions: 'İşlemler',
  colEmail: 'E-posta',
  colRole: 'Rol',
  colStatus: 'Durum',
  colDate: 'Tarih',
  colChangedBy: 'Değiştiren',
  colType: 'Tür',
  colIp: 'IP Adresi',
  colFailureReason: 'Hata Nedeni',
  history: 'Geçmiş',
  historyOf: (name: string) => `${name} için geçmiş`,
  historyTitle: (name: string) => `Kullanıcı Geçmişi: ${name}`,
  unblockTitle: 'Bloğu Kaldır',
  unblockBody: (name: string, phone: string) =>
    `${name}${phone ? ` (${phone})` : ''} kullanıcısının bloğu kaldırılacak. Kullanıcı yeniden giriş yapabilecek.`,
  unblockOf: (name: string) => `${name} bloğunu kaldır`,
  block: 'Blokla',
  blockTitle: 'Kullanıcıyı Blokla',
  blockBody: (name: string, phone: string | null) =>
    `${name}${phone ? ` (${phone})` : ''} bloklanacak. Açık oturumları hemen sonlanır ve bloğu kaldırılana kadar giriş yapamaz.`,
  blockOf: (name: string) => `${name} kullanıcısını blokla`,
  cannotBlockSelf: 'Kendi hesabınızı bloklayamazsınız.',
  blockHistoryEmpty: 'Blok geçmişi bulunmuyor.',
  blockHistoryFailed: 'Blok geçmişi yüklenirken bir hata oluştu.',
  loginHistoryEmpty: 'Giriş geçmişi bulunmuyor.',
  loginHistoryFailed: 'Giriş geçmişi yüklenirken bir hata oluştu.',
  loginHistoryCap: (count: number) => `Son ${count} giriş denemesi gösteriliyor.`,
  attemptTypes: [
    'Kod ile giriş başarılı',
    'Kod ile giriş başarısız',
    'Şifre ile giriş başarılı',
    'Şifre ile giriş başarısız',
  ] as const,
  unknownAttempt: 'Bilinmeyen',
  success: 'Başarılı',
  failure: 'Başarısız',
  usersTableLabel: 'Kullanıcılar',
  usersCount: (count: number) => `${count} kullanıcı`,
  usersEmpty: 'Kayıtlı kullanıcı bulunmuyor.',
  searchLabel: 'Kullanıcı ara',
  searchPlaceholder: 'Ad, e-posta veya telefon ile ara',
  searchEmpty: 'Aramanızla eşleşen kullanıcı bulunmuyor.',
  shown: (from: number, to: number, total: number) => `${total} kullanıcıdan ${from}-${to} arası gösteriliyor.`,
  pagination: 'Sayfalar',
  previous: 'Önceki',
  next: 'Sonraki',
  page: (n: number) => `Sayfa ${n}`,
} as const;
