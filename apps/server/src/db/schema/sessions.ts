import { index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** Server-side sessions; the cookie holds a random token, only its SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial().primaryKey(),
    tokenHash: varchar({ length: 64 }).notNull().unique('sessions_token_uq'),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ipAddress: varchar({ length: 64 }),
    userAgent: varchar({ length: 300 }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);
