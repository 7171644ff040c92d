import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { accounts } from './books.js';
import { meetingMotions } from './meetings.js';
import { sites } from './sites.js';
import { users } from './users.js';

/** One file of a handover's archive, as its manifest lists it. */
export interface ArchivedFileRecord {
  path: string;
  size: number;
  sha256: string;
}

/**
 * A site's yearly handover (devir-teslim, PRODUCT.md §19): when and by whom, the kurul decision that
 * appointed the new manager (its number and day as typed, or a passed motion of the site's kurul),
 * a note, and the archive handed over (its SHA-256 and every file's). Names are kept as they were
 * at the handover, so the tutanak reads the same later. Written once, never changed.
 */
export const handovers = pgTable(
  'handovers',
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdByName: varchar({ length: 200 }),
    decisionNo: varchar({ length: 50 }),
    decidedAt: date({ mode: 'string' }),
    decisionMotionId: integer().references(() => meetingMotions.id, { onDelete: 'restrict' }),
    note: varchar({ length: 2000 }),
    /** The SHA-256 of the archive (.zip) as of the handover, in hex. */
    archiveSha256: char({ length: 64 }),
    /** Every file of that archive with its size and SHA-256 (what the tutanak lists). */
    archiveFiles: jsonb().$type<ArchivedFileRecord[]>(),
  },
  (t) => [
    // For the (handover_id, site_id) key of the cash count: a count is of the handover's site.
    unique('handovers_id_site_uq').on(t.id, t.siteId),
    index('handovers_site_idx').on(t.siteId, t.at),
    check(
      'handovers_decision_ck',
      sql`(${t.decisionNo} is not null and ${t.decidedAt} is not null) or ${t.decisionMotionId} is not null`,
    ),
  ],
);

/**
 * The managers of a handover: each outgoing Admin (`from`) and the new manager (`to`), with their
 * names as they were. The outgoing and the incoming managers read the handover's tutanak through it.
 */
export const handoverManagers = pgTable(
  'handover_managers',
  {
    handoverId: integer()
      .notNull()
      .references(() => handovers.id, { onDelete: 'cascade' }),
    side: varchar({ length: 4 }).notNull(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    fullName: varchar({ length: 200 }).notNull(),
    position: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.handoverId, t.side, t.position] }),
    index('handover_managers_user_idx').on(t.userId),
    check('handover_managers_side_ck', sql`${t.side} in ('from', 'to')`),
  ],
);

/**
 * The handover's accounts in integer kuruş: every account's book balance at the handover, and for a
 * kasa the cash counted (null for a bank or POS account, which are listed with their balance).
 */
export const handoverCashCounts = pgTable(
  'handover_cash_counts',
  {
    handoverId: integer().notNull(),
    siteId: integer().notNull(),
    accountId: integer().notNull(),
    accountName: varchar({ length: 100 }).notNull(),
    kind: varchar({ length: 10 }).notNull(),
    bookBalanceKurus: bigint({ mode: 'number' }).notNull(),
    countedKurus: bigint({ mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.handoverId, t.accountId] }),
    foreignKey({
      name: 'handover_cash_counts_handover_fk',
      columns: [t.handoverId, t.siteId],
      foreignColumns: [handovers.id, handovers.siteId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'handover_cash_counts_account_fk',
      columns: [t.accountId, t.siteId],
      foreignColumns: [accounts.id, accounts.siteId],
    }).onDelete('restrict'),
    check('handover_cash_counts_kasa_ck', sql`(${t.kind} = 'kasa') = (${t.countedKurus} is not null)`),
  ],
);
