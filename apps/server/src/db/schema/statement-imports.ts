import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
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
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { accounts, expenses } from './books.js';
import { ledgerTransactions } from './ledger-transactions.js';
import { sites } from './sites.js';
import { units } from './units.js';
import { users } from './users.js';

/**
 * Bank statement imports (PRODUCT.md §14). An upload is parsed and stored with its rows and the
 * unit proposed for each ('pending'); nothing reaches the books until the manager confirms it,
 * which posts the chosen rows as payments or expenses in one transaction ('confirmed').
 */
export const statementImports = pgTable(
  'statement_imports',
  {
    id: serial().primaryKey(),
    siteId: integer().notNull(),
    accountId: integer().notNull(),
    fileName: varchar({ length: 255 }).notNull(),
    /** 'csv' or 'xlsx', as the bytes told. */
    format: varchar({ length: 4 }).notNull(),
    /** The bank preset asked for, or null (the manager's mapping, or every preset tried). */
    preset: varchar({ length: 20 }),
    /** The manager's column mapping the file was read with, when one was. */
    mapping: jsonb().$type<Record<string, string>>(),
    /** The header each field was found under, for the review screen. */
    columns: jsonb().$type<Record<string, string>>().notNull(),
    /** Rows that could not be read: { rowNumber, column, code, message }. */
    problems: jsonb().$type<Array<{ rowNumber: number; column: string; code: string; message: string }>>().notNull(),
    status: varchar({ length: 10 }).notNull().default('pending'),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    confirmedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    confirmedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('statement_imports_status_ck', sql`${t.status} in ('pending', 'confirmed')`),
    check('statement_imports_format_ck', sql`${t.format} in ('csv', 'xlsx')`),
    foreignKey({
      name: 'statement_imports_account_fk',
      columns: [t.accountId, t.siteId],
      foreignColumns: [accounts.id, accounts.siteId],
    }).onDelete('cascade'),
    index('statement_imports_account_idx').on(t.accountId, t.createdAt),
  ],
);

/**
 * One movement of an imported statement (bank-import/statement-rows.ts's StatementRow), the unit
 * proposed for it and, once confirmed, what became of it. A row posted as a payment or an expense
 * keeps its hash under statement_rows_posted_uq: a hash (account, day, amount, description) is
 * posted at most once per account, whichever import carries it, so the same or an overlapping file
 * never posts a movement twice, also when two confirms run at once (the second waits on the index
 * and fails).
 */
export const statementImportRows = pgTable(
  'statement_import_rows',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    importId: integer()
      .notNull()
      .references(() => statementImports.id, { onDelete: 'cascade' }),
    /** The import's account, repeated here for the posted-hash key. */
    accountId: integer().notNull(),
    rowNumber: integer().notNull(),
    date: date({ mode: 'string' }).notNull(),
    time: varchar({ length: 8 }),
    description: varchar({ length: 1000 }).notNull(),
    /** Signed kuruş: + came in, − went out. */
    amountKurus: bigint({ mode: 'number' }).notNull(),
    sender: varchar({ length: 200 }),
    senderIban: varchar({ length: 34 }),
    balanceKurus: bigint({ mode: 'number' }),
    hash: varchar({ length: 64 }).notNull(),
    proposedUnitId: integer().references(() => units.id, { onDelete: 'set null' }),
    /** The matching rule that proposed the unit (bank-import MATCH_REASONS). */
    reason: varchar({ length: 10 }),
    /** No unit proposed but several in question: the rule and the units. */
    candidates: jsonb().$type<{ reason: string; unitIds: number[] }>(),
    /** Null while pending; then 'payment', 'expense' or 'skipped'. */
    outcome: varchar({ length: 10 }),
    ledgerTransactionId: bigint({ mode: 'number' }).references(() => ledgerTransactions.id, { onDelete: 'set null' }),
    expenseId: bigint({ mode: 'number' }).references(() => expenses.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('statement_rows_outcome_ck', sql`${t.outcome} is null or ${t.outcome} in ('payment', 'expense', 'skipped')`),
    index('statement_rows_import_idx').on(t.importId, t.rowNumber),
    uniqueIndex('statement_rows_posted_uq').on(t.accountId, t.hash).where(sql`${t.outcome} in ('payment', 'expense')`),
  ],
);

/** The column mapping a manager gave for an account's statements, used again for the next file. */
export const statementMappings = pgTable('statement_mappings', {
  accountId: integer()
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  mapping: jsonb().$type<Record<string, string>>().notNull(),
  updatedBy: integer().references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * IBANs that paid for a unit (learnt from confirmed imports): the second matching rule. One IBAN
 * may pay for several units (an owner of two flats) and a unit be paid from several accounts.
 */
export const unitKnownIbans = pgTable(
  'unit_known_ibans',
  {
    unitId: integer()
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    iban: varchar({ length: 34 }).notNull(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.unitId, t.iban] }), index('unit_known_ibans_site_idx').on(t.siteId)],
);
