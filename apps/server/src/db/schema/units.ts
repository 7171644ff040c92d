import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
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
    // Arsa payı from the title deed (PRODUCT.md §12), e.g. 18/1256: two integers, never a float,
    // so sums and splits stay exact. Null until the manager enters it.
    landShareNumerator: integer(),
    landShareDenominator: integer(),
    // 'İcra takibinde': the unit's debt is with the enforcement office; it accrues no more late fees.
    enforcement: boolean().notNull().default(false),
    // The unit's part of its site's monthly dues total when the rule splits it (by arsa payı or
    // m², PRODUCT.md §12), for the current and the pending rule; null when the rule is per unit.
    // Worked out in TypeScript (splitTotal) whenever the rule or the site's units change, so that
    // the set-based monthly accrual only joins it.
    duesShareKurus: bigint({ mode: 'number' }),
    pendingDuesShareKurus: bigint({ mode: 'number' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('units_site_block_door_uq').on(t.siteId, t.block, t.doorNumber),
    index('units_resident_idx').on(t.residentUserId),
    // The key the ledger's (unit, site) foreign key points at: a ledger row's site is its unit's site.
    unique('units_id_site_uq').on(t.id, t.siteId),
    // A share is both numbers or neither, and at most the whole. The 'is not null' tests matter: a
    // comparison with null is null, which a check lets through.
    check(
      'units_land_share_ck',
      sql`(${t.landShareNumerator} is null and ${t.landShareDenominator} is null) or (${t.landShareNumerator} is not null and ${t.landShareDenominator} is not null and ${t.landShareNumerator} > 0 and ${t.landShareNumerator} <= ${t.landShareDenominator})`,
    ),
  ],
);
