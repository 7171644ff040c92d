import { boolean, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

export const configurations = pgTable('configurations', {
  id: serial().primaryKey(),
  key: varchar({ length: 100 }).notNull().unique('configurations_key_uq'),
  value: text().notNull(),
  description: varchar({ length: 500 }),
  isFrontendVisible: boolean().notNull().default(false),
  updatedAtUtc: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
