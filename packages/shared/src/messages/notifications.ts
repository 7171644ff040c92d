/** Texts of the notifications area (SPEC §4 and §5). */
import { NOTIFICATION_MESSAGE_MAX, NOTIFICATION_TITLE_MAX } from '../limits.js';

/** The validation texts of SPEC §5, word for word; the web form and the server show the same. */
export const NOTIFICATION_RULE_MESSAGES = {
  required: 'Başlık ve mesaj alanları zorunludur',
  titleTooLong: `Başlık en fazla ${NOTIFICATION_TITLE_MAX} karakter olabilir`,
  messageTooLong: `Mesaj en fazla ${NOTIFICATION_MESSAGE_MAX} karakter olabilir`,
  datesRequired: 'Başlangıç ve bitiş tarihleri zorunludur',
  startBeforeToday: 'Başlangıç tarihi bugünden önce olamaz',
  endNotAfterStart: 'Bitiş tarihi başlangıç tarihinden sonra olmalıdır',
} as const;

/** Display status names (SPEC §4). */
export const NOTIFICATION_STATUS = {
  inactive: 'Pasif',
  pending: 'Beklemede',
  expired: 'Süresi Dolmuş',
  active: 'Aktif',
} as const;

export const NOTIFICATION_STATUSES = [
  NOTIFICATION_STATUS.inactive,
  NOTIFICATION_STATUS.pending,
  NOTIFICATION_STATUS.expired,
  NOTIFICATION_STATUS.active,
] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/** Success texts of the notification calls (the panel's alert and the management toasts). */
export const NOTIFICATION_SUCCESS_MESSAGES = {
  sent: 'Bildirim gönderildi',
  updated: 'Bildirim başarıyla güncellendi',
  deleted: 'Bildirim başarıyla silindi',
  activated: 'Bildirim aktif hale getirildi',
  deactivated: 'Bildirim pasif hale getirildi',
} as const;

export const NOTIFICATION_ERROR_MESSAGES = {
  notFound: 'Bildirim bulunamadı.',
  idMismatch: 'Kimlik, adresteki bildirim kimliğiyle aynı olmalıdır.',
} as const;
