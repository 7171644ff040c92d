import { SYSTEM_MESSAGES } from '@aidat/shared';
import { ApiError } from '../../lib/api-client';

/**
 * The server's 409 for an e-mail or phone that belongs to a registered user (PRODUCT.md §4), which
 * the same request with `linkExisting: true` would pass: told apart from the other conflicts of a
 * new administrator (an e-mail of another person, already a manager) by its text, the one thing
 * that differs.
 */
export const isExistingUserConflict = (err: unknown): boolean =>
  err instanceof ApiError && err.status === 409 && err.message === SYSTEM_MESSAGES.existingUserConflict;
