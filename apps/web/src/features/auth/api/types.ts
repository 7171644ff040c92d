import type { StoredUser } from '../../../lib/auth-store';

/** Answer of every successful sign-in call (verify-otp, login-by-password, me). */
export interface UserResponse {
  user: StoredUser;
}
