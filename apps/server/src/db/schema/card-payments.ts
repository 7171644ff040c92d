import { CARD_CHECKOUT_STATUSES, PAYMENT_PROVIDERS } from '@aidat/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { sqlTextList } from '../sql-list.js';
import { accounts } from './books.js';
import { sites } from './sites.js';
import { units } from './units.js';
import { users } from './users.js';

/**
 * A site's card payment settings (PRODUCT.md §20): on or off, its 'Sanal POS' account (kind pos,
 * given when card payment is first turned on and kept after) and the commission rate that stands
 * in when the provider's answer names none, in basis points (175 = 1.75 %).
 */
export const cardPaymentSettings = pgTable(
  'card_payment_settings',
  {
    siteId: integer()
      .primaryKey()
      .references(() => sites.id, { onDelete: 'cascade' }),
    enabled: boolean().notNull().default(false),
    accountId: integer().notNull(),
    commissionRateBps: integer().notNull().default(0),
    updatedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('card_payment_settings_rate_ck', sql`${t.commissionRateBps} between 0 and 10000`),
    foreignKey({
      name: 'card_payment_settings_account_fk',
      columns: [t.accountId, t.siteId],
      foreignColumns: [accounts.id, accounts.siteId],
    }).onDelete('restrict'),
  ],
);

/**
 * A resident's card checkout: the charges picked, the amount (kuruş) and how it splits into one
 * payment per kind, the provider's hosted page and reference, and once the provider answered the
 * status, the paid amount, the commission, the payments posted and the callback as received
 * (without card data: only masked digits, if the provider gives them). `orderId` is the provider's
 * order key, unique, so a repeated callback finds the checkout it already settled.
 */
export const cardCheckouts = pgTable(
  'card_checkouts',
  {
    id: serial().primaryKey(),
    orderId: varchar({ length: 64 }).notNull(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    unitId: integer().notNull(),
    /** Who started it: they and the site's managers see it. */
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    provider: varchar({ length: 10 }).notNull(),
    status: varchar({ length: 10 }).notNull().default('pending'),
    /** A callback's amount differed from the checkout's: nothing posted, the manager looks. */
    flagged: boolean().notNull().default(false),
    amountKurus: bigint({ mode: 'number' }).notNull(),
    /** The ledger rows picked (charges and their posted fees). */
    chargeIds: bigint({ mode: 'number' }).array().notNull(),
    /** One payment per kind: `[{pays: 'aidat' | {additionalChargeId}, amountKurus}]`. */
    parts: jsonb().notNull(),
    /** The pos account the payments go into. */
    accountId: integer().notNull(),
    paymentUrl: varchar({ length: 1000 }).notNull(),
    /** The provider's reference: iyzico's token, PayTR's iframe token, the fake's order id. */
    providerRef: varchar({ length: 200 }),
    paidAmountKurus: bigint({ mode: 'number' }),
    commissionKurus: bigint({ mode: 'number' }),
    paymentIds: bigint({ mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
    receiptNos: varchar({ length: 20 }).array().notNull().default(sql`'{}'::varchar[]`),
    expenseId: bigint({ mode: 'number' }),
    cardMasked: varchar({ length: 30 }),
    /** The provider's callback or query answer as received, card data left out. */
    rawCallback: jsonb(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    settledAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('card_checkouts_order_uq').on(t.orderId),
    check('card_checkouts_order_ck', sql`${t.orderId} ~ '^[A-Za-z0-9]{1,64}$'`),
    check('card_checkouts_provider_ck', sql`${t.provider} in ${sqlTextList(PAYMENT_PROVIDERS)}`),
    check('card_checkouts_status_ck', sql`${t.status} in ${sqlTextList(CARD_CHECKOUT_STATUSES)}`),
    check('card_checkouts_amount_ck', sql`${t.amountKurus} > 0`),
    foreignKey({
      name: 'card_checkouts_unit_fk',
      columns: [t.unitId, t.siteId],
      foreignColumns: [units.id, units.siteId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'card_checkouts_account_fk',
      columns: [t.accountId, t.siteId],
      foreignColumns: [accounts.id, accounts.siteId],
    }).onDelete('restrict'),
    index('card_checkouts_site_idx').on(t.siteId, t.createdAt),
    index('card_checkouts_user_idx').on(t.userId),
    index('card_checkouts_pending_idx').on(t.expiresAt).where(sql`${t.status} = 'pending'`),
    index('card_checkouts_ref_idx').on(t.providerRef),
  ],
);
