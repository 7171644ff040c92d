import { bigserial, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Append-only audit of menu changes; menuId stays after the item is deleted. */
export const menuHistory = pgTable(
  'menu_history',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    menuId: integer().notNull(),
    changedAtUtc: timestamp({ withTimezone: true }).notNull().defaultNow(),
    action: varchar({ length: 10 }).notNull(),
    oldLabel: varchar({ length: 100 }),
    newLabel: varchar({ length: 100 }),
    oldPath: varchar({ length: 200 }),
    newPath: varchar({ length: 200 }),
    oldRoles: varchar({ length: 200 }),
    newRoles: varchar({ length: 200 }),
    changedBy: varchar({ length: 200 }).notNull(),
  },
  (t) => [
    index('menu_history_menu_idx').on(t.menuId, t.changedAtUtc.desc()),
    index('menu_history_time_idx').on(t.changedAtUtc.desc()),
  ],
);
