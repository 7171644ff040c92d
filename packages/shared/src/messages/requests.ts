/** Texts every area shares: the default success message and refusals of malformed requests. */

export const SUCCESS_MESSAGE = 'İşlem başarılı.';

export const REQUEST_MESSAGES = {
  invalidUrl: 'İstek adresi geçersiz.',
  invalidJson: 'İstek gövdesi geçerli bir JSON değil.',
  emptyBody: 'İstek gövdesi boş olamaz.',
  unsupportedContentType: 'İçerik türü desteklenmiyor; application/json gönderin.',
  bodyTooLarge: 'İstek gövdesi çok büyük.',
  invalidRequest: 'İstek geçersiz.',
  unknownAddress: 'İstenen adres bulunamadı.',
  crossSiteRefused: 'Başka bir siteden gelen istek reddedildi.',
  metricsTokenRequired: 'Geçerli bir erişim anahtarı gerekli.',
  idempotencyKeyInvalid: 'Idempotency-Key başlığı 1-100 görünür ASCII karakterden oluşmalıdır.',
  idempotencyKeyReused: 'Bu Idempotency-Key başka bir istek için kullanıldı; yeni bir anahtarla deneyin.',
} as const;
