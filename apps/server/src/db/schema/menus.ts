import { boolean, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';

export const menus = pgTable('menus', {
  id: serial().primaryKey(),
  label: varchar({ length: 100 }).notNull(),
  path: varchar({ length: 200 }).notNull(),
  /** Comma-separated roles; empty means every role. */
  roles: varchar({ length: 200 }).notNull().default(''),
  displayOrder: integer().notNull().default(0),
  isActive: boolean().notNull().default(true),
  icon: varchar({ length: 100 }),
  /** The bar's dropdown it sits in (MENU_GROUPS); null: on the bar itself. */
  navGroup: varchar({ length: 20 }),
});
