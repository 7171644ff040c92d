import { bigint, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { sites } from './sites.js';
import { users } from './users.js';

/** An "ek bütçe": a one-off amount charged to every unit of a site. */
export const additionalCharges = pgTable(
  'additional_charges',
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    title: varchar({ length: 200 }).notNull(),
    amountPerUnitKurus: bigint({ mode: 'number' }).notNull(),
    chargedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('additional_charges_site_idx').on(t.siteId)],
);
