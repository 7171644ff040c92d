import { bigserial, boolean, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Append-only: every block and unblock of a user, with who did it: `updatedBy` is the name shown
 * ('Sistem' for automatic), `updatedByUserId` the account behind it (null for the system), which
 * decides whose block an Admin may lift (lib/access).
 */
export const blockHistory = pgTable(
  'block_history',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    updatedAtUtc: timestamp({ withTimezone: true }).notNull().defaultNow(),
    isBlocked: boolean().notNull(),
    updatedBy: varchar({ length: 200 }).notNull(),
    updatedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('block_history_user_idx').on(t.userId, t.updatedAtUtc.desc())],
);
