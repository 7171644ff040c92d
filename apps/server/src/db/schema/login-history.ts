import { bigserial, boolean, index, integer, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Every sign-in attempt. attemptType: 0 OTP success, 1 OTP failure, 2 password success,
 * 3 password failure. userId is null when the phone or e-mail matched nobody.
 */
export const loginHistory = pgTable(
  'login_history',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    attemptedAtUtc: timestamp({ withTimezone: true }).notNull().defaultNow(),
    attemptType: smallint().notNull(),
    isSuccess: boolean().notNull(),
    ipAddress: varchar({ length: 64 }),
    failureReason: varchar({ length: 300 }),
  },
  (t) => [index('login_history_user_idx').on(t.userId, t.attemptedAtUtc.desc())],
);
