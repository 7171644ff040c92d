/**
 * The login screen's texts (SPEC §2 'Login screen'), downloaded with the login page only.
 * Texts that SPEC.md gives are copied from it word for word; keep them that way when editing.
 */
export const AUTH_TEXTS = {
  title: 'Giriş Yap',
  phoneLabel: 'Cep telefonu',
  phonePlaceholder: '+90 (5xx) xxx xx xx',
  phoneHint: 'Telefonunuza tek kullanımlık bir doğrulama kodu gönderilecektir.',
  loginButton: 'Giriş',
  otpTitle: 'Doğrulama Kodu',
  otpPrompt: (phone: string) => `${phone} numaralı telefonunuza gönderilen doğrulama kodunu girin.`,
  otpLabel: 'Doğrulama kodu',
  otpSending: 'Kod gönderiliyor...',
  remaining: (mmss: string) => `Kalan süre: ${mmss}`,
  expired: 'Kodun süresi doldu.',
  continue: 'Devam et',
  resend: 'Yeniden şifre gönder',
  devOtp: (code: string) => `Geliştirme kodu: ${code}`,
  passwordLink: 'Şifre ile giriş',
  phoneLink: 'Telefon ile giriş',
  identifierLabel: 'E-posta veya telefon',
  passwordLabel: 'Şifre',
  verifying: 'Doğrulanıyor...',
  signingIn: 'Giriş yapılıyor...',
} as const;
