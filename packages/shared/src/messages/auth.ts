/** Texts of the sign-in area (SPEC §5): answers, throttles, the code's SMS and login history reasons. */

export const AUTH_MESSAGES = {
  codeSent: 'Doğrulama kodu gönderildi.',
  signedIn: 'Giriş başarılı.',
  signedOut: 'Çıkış yapıldı.',
  referenceInvalid: 'Referans geçersiz.',
  codeDigitsOnly: 'Doğrulama kodu yalnızca rakamlardan oluşmalıdır.',
  tooManyCodesFromIp: 'Bu bağlantıdan çok fazla kod istendi. Lütfen daha sonra tekrar deneyin.',
  tooManyCodesForPhone: 'Bu telefon numarası için çok fazla kod istendi. Lütfen daha sonra tekrar deneyin.',
} as const;

export function codeResendWaitMessage(seconds: number): string {
  return `Yeni bir kod istemeden önce lütfen ${seconds} saniye bekleyin.`;
}

/** A (account, address) pair locked after too many failures; `minutes` is rounded up. */
export function loginLockedMessage(minutes: number): string {
  return `Çok fazla hatalı deneme. Lütfen ${minutes} dakika sonra tekrar deneyin.`;
}

/** The SMS that carries a one-time code. */
export function otpSmsText(code: string, ttlMinutes: number): string {
  return `Aidat doğrulama kodunuz: ${code}. Kod ${ttlMinutes} dakika geçerlidir.`;
}

/** Reasons written to login history and answered to the caller; Turkish, user-facing. */
export const LOGIN_FAILURE_REASONS = {
  wrongCode: 'Doğrulama kodu hatalı',
  expiredCode: 'Doğrulama kodunun süresi doldu',
  attemptsExhausted: 'Deneme hakkı doldu',
  usedCode: 'Doğrulama kodu daha önce kullanıldı',
  wrongCredentials: 'E-posta/telefon veya şifre hatalı',
  blocked: 'Hesap bloke',
  addressLocked: 'Adres geçici olarak kilitli',
} as const;
