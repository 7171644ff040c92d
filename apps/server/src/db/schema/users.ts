import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    fullName: varchar({ length: 200 }).notNull(),
    email: varchar({ length: 254 }),
    /** E.164, e.g. +905550000001. Optional for administrators. */
    phone: varchar({ length: 16 }),
    role: varchar({ length: 20 }).notNull().default('Resident'),
    passwordHash: text(),
    isBlocked: boolean().notNull().default(false),
    /** Consecutive failed sign-in attempts; reset on success and on unblock. */
    failedLoginCount: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_phone_uq').on(t.phone),
    uniqueIndex('users_email_uq').on(sql`lower(${t.email})`),
    check('users_role_ck', sql`${t.role} in ('Resident', 'Admin', 'SystemAdmin')`),
  ],
);
