import { index, integer, pgTable, serial, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * One-time sign-in codes. A row exists for every login-by-phone answer (so unknown and blocked
 * phones get a reference too); codeHash is null when no code was sent.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial().primaryKey(),
    reference: uuid().notNull().unique('otp_codes_reference_uq'),
    phone: varchar({ length: 16 }).notNull(),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    codeHash: varchar({ length: 64 }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    attempts: integer().notNull().default(0),
    consumedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ipAddress: varchar({ length: 64 }),
  },
  (t) => [index('otp_codes_phone_idx').on(t.phone, t.createdAt.desc())],
);
