import {
  ADDITIONAL_TRANSACTION_TYPES,
  DUES_TRANSACTION_TYPES,
  LATE_FEE_TRANSACTION_TYPES,
  PAYMENT_TRANSACTION_TYPES,
} from '@aidat/shared';
import { type SQL, sql } from 'drizzle-orm';
import { ledgerTransactions } from '../../../db/schema/index.js';
import { sqlTextList } from '../../../db/sql-list.js';

/**
 * The one definition of a unit's balance (PRODUCT.md §12), in integer kuruş, and its one sign:
 * **balance = payments − charges**, so a negative balance is a debt and what a unit owes is the
 * balance negated (`owedKurus`). Every screen, export, PDF, report and the debtor list sums a
 * unit's ledger rows through `balanceOfRow`/`rowBalance`, over all its rows or one part of them
 * (`BALANCE_PARTS`: dues, an ek bütçe, late fees). A reversal is a row of the same type with the
 * amount negated, so the one signed sum stays exact without special cases. Which types are
 * payments and which group each belongs to comes from the one list in packages/shared.
 */

const PAYMENTS = sqlTextList(PAYMENT_TRANSACTION_TYPES);

/** A ledger row's effect on its unit's balance: + for a payment, − for a charge. */
const effect = (type: SQL, amount: SQL) => sql`(case when ${type} in ${PAYMENTS} then ${amount} else -${amount} end)`;

/** The effect of the current row of `ledger_transactions`, in a drizzle query. */
export const balanceOfRow = effect(sql`${ledgerTransactions.type}`, sql`${ledgerTransactions.amountKurus}`);

/** The effect of the row `alias` of `ledger_transactions`, in hand-written SQL (`rowBalance('l')`). */
export function rowBalance(alias: string): SQL {
  if (!/^[a-z_]+$/.test(alias)) throw new Error(`rowBalance: unexpected alias ${alias}`);
  return effect(sql.raw(`${alias}.type`), sql.raw(`${alias}.amount_kurus`));
}

const typeOf = (alias: string | null) => (alias === null ? sql`${ledgerTransactions.type}` : sql.raw(`${alias}.type`));

/** The parts of a balance: which rows each one sums (alias null: the drizzle table). */
export const BALANCE_PARTS = {
  dues: (alias: string | null = null) => sql`${typeOf(alias)} in ${sqlTextList(DUES_TRANSACTION_TYPES)}`,
  /** Every ek bütçe; one ek bütçe is this and its `additional_charge_id`. */
  additional: (alias: string | null = null) => sql`${typeOf(alias)} in ${sqlTextList(ADDITIONAL_TRANSACTION_TYPES)}`,
  lateFees: (alias: string | null = null) => sql`${typeOf(alias)} in ${sqlTextList(LATE_FEE_TRANSACTION_TYPES)}`,
};

/**
 * The balance over the rows of a grouped query, of a part of them when `part` is given: 0 without
 * rows, cast back from numeric to int8 so both drivers hand over a plain number.
 */
export function balanceSum(rowEffect: SQL = balanceOfRow, part?: SQL) {
  return (
    part
      ? sql<number>`coalesce(sum(${rowEffect}) filter (where ${part}), 0)::bigint`
      : sql<number>`coalesce(sum(${rowEffect}), 0)::bigint`
  ).mapWith(Number);
}

/** What a balance means to the person who pays: the debt, positive, 0 for a unit in credit. */
export const owedKurus = (balanceKurus: number) => Math.max(0, -balanceKurus);
