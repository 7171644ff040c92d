/** Request and response schemas of the auth area (sign-in by code or password, the session's user). */
import { z } from 'zod';
import { PhoneInput, UserDto } from './common.js';

/** Longest code a configuration may ask for is 8 digits; anything longer is a typing mistake. */
const OTP_INPUT_MAX = 12;

export const LoginByPhoneRequest = z.object({ phone: PhoneInput });
export type LoginByPhoneRequest = z.input<typeof LoginByPhoneRequest>;

/**
 * The same shape for known, unknown and blocked phones. devOtp is present only outside
 * production: the real code for a known user, a code that never verifies otherwise.
 */
export const LoginByPhoneResponse = z.object({
  reference: z.string(),
  devOtp: z.string().optional(),
});
export type LoginByPhoneResponse = z.infer<typeof LoginByPhoneResponse>;

export const VerifyOtpRequest = z.object({
  reference: z.uuid({ message: 'Referans geçersiz.' }),
  otp: z
    .string()
    .trim()
    .min(1)
    .max(OTP_INPUT_MAX)
    .regex(/^\d+$/, { message: 'Doğrulama kodu yalnızca rakamlardan oluşmalıdır.' }),
});
export type VerifyOtpRequest = z.infer<typeof VerifyOtpRequest>;

/** identifier: an e-mail address or a phone number in any accepted spelling. */
export const LoginByPasswordRequest = z.object({
  identifier: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(200),
});
export type LoginByPasswordRequest = z.infer<typeof LoginByPasswordRequest>;

/** One entry of GET /api/auth/frontend-config: a configuration visible to the signed-out login page. */
export const FrontendConfigEntry = z.object({ key: z.string(), value: z.string() });
export type FrontendConfigEntry = z.infer<typeof FrontendConfigEntry>;

/** Answer of verify-otp, login-by-password and me. */
export const AuthUserResponse = z.object({ user: UserDto });
export type AuthUserResponse = z.infer<typeof AuthUserResponse>;

/** Login history attempt types (SPEC §3). */
export const LOGIN_ATTEMPT_TYPE = {
  otpSuccess: 0,
  otpFailure: 1,
  passwordSuccess: 2,
  passwordFailure: 3,
} as const;

/** Reasons written to login history and answered to the caller; Turkish, user-facing. */
export const LOGIN_FAILURE_REASONS = {
  wrongCode: 'Doğrulama kodu hatalı',
  expiredCode: 'Doğrulama kodunun süresi doldu',
  attemptsExhausted: 'Deneme hakkı doldu',
  usedCode: 'Doğrulama kodu daha önce kullanıldı',
  wrongCredentials: 'E-posta/telefon veya şifre hatalı',
  blocked: 'Hesap bloke',
} as const;
