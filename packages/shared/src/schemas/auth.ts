/** Request and response schemas of the auth area (sign-in by code or password, the session's user). */
import { z } from 'zod';
import { IDENTIFIER_MAX, OTP_INPUT_MAX, PASSWORD_INPUT_MAX } from '../limits.js';
import { AUTH_MESSAGES } from '../messages/auth.js';
import { PhoneInput, UserDto } from './common.js';

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
  reference: z.uuid({ message: AUTH_MESSAGES.referenceInvalid }),
  otp: z.string().trim().min(1).max(OTP_INPUT_MAX).regex(/^\d+$/, { message: AUTH_MESSAGES.codeDigitsOnly }),
});
export type VerifyOtpRequest = z.infer<typeof VerifyOtpRequest>;

/** identifier: an e-mail address or a phone number in any accepted spelling. */
export const LoginByPasswordRequest = z.object({
  identifier: z.string().trim().min(1).max(IDENTIFIER_MAX),
  password: z.string().min(1).max(PASSWORD_INPUT_MAX),
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
