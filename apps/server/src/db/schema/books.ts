import { ACCOUNT_KINDS } from '@aidat/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  char,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  serial,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { bytea } from './bytea.js';
import { tickets } from './tickets.js';
import { sqlTextList } from '../sql-list.js';
import { sites } from './sites.js';
import { users } from './users.js';

/**
 * The site's books (PRODUCT.md §10). Payments (ledger_transactions.account_id), expenses and
 * transfers move money in and out of accounts; expenses and transfers are append-only like the
 * ledger: a mistake is a reversal row with the negated amount naming the row it reverses and its
 * reason. The database refuses their DELETE and UPDATE (migration 0021), and an account or
 * category with such rows cannot be deleted.
 * An account's balance = opening + payments into it − expenses paid from it ± transfers.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    name: varchar({ length: 100 }).notNull(),
    kind: varchar({ length: 10 }).notNull(),
    iban: varchar({ length: 34 }),
    /** Kuruş, as of openingDate. */
    openingBalanceKurus: bigint({ mode: 'number' }).notNull().default(0),
    openingDate: date({ mode: 'string' }).notNull(),
    isDefault: boolean().notNull().default(false),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('accounts_kind_ck', sql`${t.kind} in ${sqlTextList(ACCOUNT_KINDS)}`),
    check('accounts_iban_ck', sql`${t.kind} = 'banka' or ${t.iban} is null`),
    unique('accounts_site_name_uq').on(t.siteId, t.name),
    // The key the money rows' (account, site) foreign keys point at: an account is of the row's site.
    unique('accounts_id_site_uq').on(t.id, t.siteId),
    // At most one default account per site.
    uniqueIndex('accounts_site_default_uq').on(t.siteId).where(sql`${t.isDefault}`),
  ],
);

/** Money moved between two accounts of one site (e.g. cash deposited at the bank). */
export const accountTransfers = pgTable(
  'account_transfers',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    siteId: integer().notNull(),
    fromAccountId: integer().notNull(),
    toAccountId: integer().notNull(),
    /** Kuruş; positive, negative only on a reversal. */
    amountKurus: bigint({ mode: 'number' }).notNull(),
    occurredAt: timestamp({ withTimezone: true }).notNull(),
    description: varchar({ length: 500 }).notNull(),
    reversesId: bigint({ mode: 'number' }),
    /** A reversal only: why. */
    reversalReason: varchar({ length: 200 }),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('transfers_accounts_ck', sql`${t.fromAccountId} <> ${t.toAccountId}`),
    check(
      'transfers_amount_sign_ck',
      sql`(${t.reversesId} is null and ${t.amountKurus} > 0) or (${t.reversesId} is not null and ${t.amountKurus} < 0)`,
    ),
    check('transfers_reversal_reason_ck', sql`${t.reversalReason} is null or ${t.reversesId} is not null`),
    foreignKey({
      name: 'transfers_from_fk',
      columns: [t.fromAccountId, t.siteId],
      foreignColumns: [accounts.id, accounts.siteId],
    }).onDelete('restrict'),
    foreignKey({
      name: 'transfers_to_fk',
      columns: [t.toAccountId, t.siteId],
      foreignColumns: [accounts.id, accounts.siteId],
    }).onDelete('restrict'),
    uniqueIndex('transfers_reverses_uq').on(t.reversesId).where(sql`${t.reversesId} is not null`),
    index('transfers_site_time_idx').on(t.siteId, t.occurredAt),
  ],
);

/** Per-site expense categories, seeded with DEFAULT_EXPENSE_CATEGORY_NAMES. */
export const expenseCategories = pgTable(
  'expense_categories',
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    name: varchar({ length: 100 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('expense_categories_site_name_uq').on(t.siteId, t.name),
    unique('expense_categories_id_site_uq').on(t.id, t.siteId),
  ],
);

/** Money paid out of an account. Append-only: a mistake is a reversal with a reason. */
export const expenses = pgTable(
  'expenses',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    siteId: integer().notNull(),
    accountId: integer().notNull(),
    categoryId: integer().notNull(),
    occurredAt: timestamp({ withTimezone: true }).notNull(),
    /** Kuruş; positive, negative only on a reversal. */
    amountKurus: bigint({ mode: 'number' }).notNull(),
    description: varchar({ length: 500 }).notNull(),
    vendor: varchar({ length: 200 }),
    invoiceNo: varchar({ length: 100 }),
    reversesId: bigint({ mode: 'number' }),
    /** A reversal only: why (the description also carries it, as 'İptal: … (reason)'). */
    reversalReason: varchar({ length: 200 }),
    /**
     * The arıza or talep ticket it paid for (PRODUCT.md §17), set when posted and carried by its
     * reversal; restrict, since `set null` would be an update the append-only trigger refuses.
     */
    ticketId: integer(),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'expenses_ticket_fk',
      columns: [t.ticketId, t.siteId],
      foreignColumns: [tickets.id, tickets.siteId],
    }).onDelete('restrict'),
    index('expenses_ticket_idx').on(t.ticketId).where(sql`${t.ticketId} is not null`),
    check(
      'expenses_amount_sign_ck',
      sql`(${t.reversesId} is null and ${t.amountKurus} > 0) or (${t.reversesId} is not null and ${t.amountKurus} < 0)`,
    ),
    check('expenses_reversal_reason_ck', sql`${t.reversalReason} is null or ${t.reversesId} is not null`),
    foreignKey({
      name: 'expenses_account_fk',
      columns: [t.accountId, t.siteId],
      foreignColumns: [accounts.id, accounts.siteId],
    }).onDelete('restrict'),
    foreignKey({
      name: 'expenses_category_fk',
      columns: [t.categoryId, t.siteId],
      foreignColumns: [expenseCategories.id, expenseCategories.siteId],
    }).onDelete('restrict'),
    uniqueIndex('expenses_reverses_uq').on(t.reversesId).where(sql`${t.reversesId} is not null`),
    index('expenses_site_time_idx').on(t.siteId, t.occurredAt),
  ],
);

/**
 * An expense's invoice or receipt, kept where every instance serves it (PRODUCT.md §10). The content
 * type is what the bytes are (sniffed on upload), never what the name or the browser said.
 */
export const expenseAttachments = pgTable(
  'expense_attachments',
  {
    id: serial().primaryKey(),
    expenseId: bigint({ mode: 'number' })
      .notNull()
      .references(() => expenses.id, { onDelete: 'cascade' }),
    fileName: varchar({ length: 255 }).notNull(),
    contentType: varchar({ length: 50 }).notNull(),
    size: integer().notNull(),
    /** The bytes' SHA-256 in hex: the same file sent twice, and the file's name on disk. */
    sha256: char({ length: 64 }).notNull(),
    /** The bytes, when the database keeps them (PostgreSQL); null when they are on disk (lib/files/file-store.ts). */
    data: bytea(),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('expense_attachments_expense_idx').on(t.expenseId)],
);
