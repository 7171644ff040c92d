import { index, integer, pgTable, serial, timestamp, unique, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sites } from './sites.js';
import { users } from './users.js';

export const units = pgTable(
  'units',
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    block: varchar({ length: 10 }).notNull(),
    doorNumber: varchar({ length: 10 }).notNull(),
    squareMeters: integer().notNull().default(0),
    roomCount: integer().notNull().default(0),
    residentUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    // The resident's name and e-mail as the site's manager typed them (PRODUCT.md §4): what the
    // manager's screens show, so linking a registered phone never reveals that user's own details.
    residentFullName: varchar({ length: 200 }),
    residentEmail: varchar({ length: 254 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('units_site_block_door_uq').on(t.siteId, t.block, t.doorNumber),
    index('units_resident_idx').on(t.residentUserId),
    // The key the ledger's (unit, site) foreign key points at: a ledger row's site is its unit's site.
    unique('units_id_site_uq').on(t.id, t.siteId),
  ],
);
