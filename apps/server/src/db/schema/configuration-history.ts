import { bigserial, boolean, index, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Append-only audit of configuration changes, written in the same transaction as the change. */
export const configurationHistory = pgTable(
  'configuration_history',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    changedAtUtc: timestamp({ withTimezone: true }).notNull().defaultNow(),
    action: varchar({ length: 10 }).notNull(),
    configurationKey: varchar({ length: 100 }).notNull(),
    oldValue: text(),
    newValue: text(),
    oldDescription: varchar({ length: 500 }),
    newDescription: varchar({ length: 500 }),
    oldIsFrontendVisible: boolean(),
    newIsFrontendVisible: boolean(),
    changedBy: varchar({ length: 200 }).notNull(),
  },
  (t) => [
    index('configuration_history_key_idx').on(t.configurationKey, t.changedAtUtc.desc()),
    index('configuration_history_time_idx').on(t.changedAtUtc.desc()),
  ],
);
