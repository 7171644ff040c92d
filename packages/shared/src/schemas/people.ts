/** Request and response schemas of the people area: blocked phones, block and login history, users. */
import { z } from 'zod';
import { numberInput } from './number-input.js';
import { LOGIN_HISTORY_PAGE_SIZE, MAX_ID as MAX_INT_ID, MAX_PAGE_SIZE, USER_SEARCH_MAX } from '../limits.js';

const personId = numberInput(z.number().int().positive().max(MAX_INT_ID));

/** `/unblock-phone/{id}`, `/block-phone/{id}`: the user's id. */
export const PersonIdParam = z.object({ id: personId });

/** `/user-history/{userId}`, `/user-login-history/{userId}`. */
export const UserIdParam = z.object({ userId: personId });

export const BlockedPhoneDto = z.object({
  /** The user's id. */
  id: z.number().int(),
  fullName: z.string(),
  phone: z.string().nullable(),
  /** Time of the latest block-history row (ISO, UTC); null only for a block written outside the app. */
  blockedAtUtc: z.string().nullable(),
});
export type BlockedPhoneDto = z.infer<typeof BlockedPhoneDto>;

export const BlockHistoryEntryDto = z.object({
  id: z.number().int(),
  updatedAtUtc: z.string(),
  isBlocked: z.boolean(),
  updatedBy: z.string(),
});
export type BlockHistoryEntryDto = z.infer<typeof BlockHistoryEntryDto>;

export const LoginHistoryEntryDto = z.object({
  id: z.number().int(),
  attemptedAtUtc: z.string(),
  /** LOGIN_ATTEMPT_TYPE: 0 OTP success, 1 OTP failure, 2 password success, 3 password failure. */
  attemptType: z.number().int().min(0).max(3),
  isSuccess: z.boolean(),
  ipAddress: z.string().nullable(),
  failureReason: z.string().nullable(),
});
export type LoginHistoryEntryDto = z.infer<typeof LoginHistoryEntryDto>;

export const LoginHistoryQuery = z.object({
  page: numberInput(z.number().int().min(1).max(MAX_INT_ID).default(1)),
  pageSize: numberInput(z.number().int().min(1).max(MAX_PAGE_SIZE).default(LOGIN_HISTORY_PAGE_SIZE)),
});

/**
 * GET /api/system/users: without page/pageSize every user is returned; with them, one page
 * (the total travels in the X-Total-Count header). search matches name, e-mail or phone digits.
 */
export const UserListQuery = z.object({
  page: numberInput(z.number().int().min(1).max(MAX_INT_ID).optional()),
  pageSize: numberInput(z.number().int().min(1).max(MAX_PAGE_SIZE).optional()),
  search: z.string().trim().max(USER_SEARCH_MAX).optional(),
});
export type UserListQuery = z.infer<typeof UserListQuery>;
