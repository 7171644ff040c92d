/** The message of each envelope code when the thrower gives none. */
import type { ErrorCode } from '../errors.js';

export const DEFAULT_ERROR_MESSAGES: Record<ErrorCode, string> = {
  ValidationError: 'Gönderilen bilgiler geçersiz.',
  Unauthorized: 'Oturumunuz bulunamadı. Lütfen giriş yapın.',
  Forbidden: 'Bu işlem için yetkiniz yok.',
  UserBlocked: 'Hesabınız bloke edilmiştir. Site yönetiminizle iletişime geçin.',
  NotFound: 'Kayıt bulunamadı.',
  Conflict: 'Bu kayıt zaten mevcut.',
  PayloadTooLarge: 'İstek gövdesi çok büyük.',
  UnsupportedMediaType: 'İçerik türü desteklenmiyor.',
  RateLimited: 'Çok fazla istek gönderildi. Lütfen biraz sonra tekrar deneyin.',
  InternalError: 'Beklenmeyen bir hata oluştu.',
  MaintenanceMode: 'Sistem bakım modunda',
  ServiceUnavailable: 'Hizmet geçici olarak kullanılamıyor. Lütfen biraz sonra tekrar deneyin.',
};

/** The strength rule's refusals (password-rule.ts). */
export const PASSWORD_RULE_MESSAGES = {
  tooShort: 'Şifre en az 8 karakter olmalıdır.',
  tooLong: 'Şifre en fazla 128 karakter olabilir.',
  needsLetterAndDigit: 'Şifre en az bir harf ve bir rakam içermelidir.',
} as const;
