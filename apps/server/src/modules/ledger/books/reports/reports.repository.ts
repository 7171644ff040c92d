import { CHARGE_TRANSACTION_TYPES, PAYMENT_TRANSACTION_TYPES } from '@aidat/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client.js';
import { siteUnitIds } from '../../../../db/site-unit-ids.js';
import { sqlTextList } from '../../../../db/sql-list.js';
import { accountBalance, accountMoves, balanceSum, rowBalance } from '../../posting/public.js';

/**
 * The monthly report's figures (PRODUCT.md §10), all in kuruş and all from one consistent read
 * (the service runs them in one repeatable-read transaction). Months are Istanbul months: the
 * caller gives the instants [from, to). Every table is append-only with negated reversal rows, so
 * every figure is a plain sum.
 */

const PAYMENTS = sqlTextList(PAYMENT_TRANSACTION_TYPES);
const CHARGES = sqlTextList(CHARGE_TRANSACTION_TYPES);

async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

const n = (value: unknown) => Number(value ?? 0);

export interface AccountMonthRow {
  id: number;
  name: string;
  kind: string;
  openingKurus: number;
  incomeKurus: number;
  expensesKurus: number;
  transfersInKurus: number;
  transfersOutKurus: number;
}

/**
 * Each account of the site opened before the month ends, with its balance at the start of the
 * month (its opening balance and every movement before) and the month's movements.
 */
export async function accountMonths(db: DbOrTx, siteId: number, from: Date, to: Date): Promise<AccountMonthRow[]> {
  const f = sql`${from.toISOString()}::timestamptz`;
  const t = sql`${to.toISOString()}::timestamptz`;
  const inMonth = (kind: string) => sql`m.kind = ${kind} and m.at >= ${f} and m.at < ${t}`;
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`
    select a.id, a.name, a.kind,
      ${accountBalance({ id: sql`a.id`, opening: sql`a.opening_balance_kurus` }, f)} as opening,
      s.income, s.expenses, s.transfers_in, s.transfers_out
    from accounts a
    cross join lateral (
      select coalesce(sum(m.delta) filter (where ${inMonth('payment')}), 0)::bigint as income,
             coalesce(-sum(m.delta) filter (where ${inMonth('expense')}), 0)::bigint as expenses,
             coalesce(sum(m.delta) filter (where ${inMonth('transfer_in')}), 0)::bigint as transfers_in,
             coalesce(-sum(m.delta) filter (where ${inMonth('transfer_out')}), 0)::bigint as transfers_out
      from (${accountMoves(sql`a.id`)}) m
    ) s
    where a.site_id = ${siteId} and a.opening_date < (${t} at time zone 'Europe/Istanbul')::date
    order by a.is_default desc, a.id`,
  );
  return rows.map((r) => ({
    id: n(r.id),
    name: String(r.name),
    kind: String(r.kind),
    openingKurus: n(r.opening),
    incomeKurus: n(r.income),
    expensesKurus: n(r.expenses),
    transfersInKurus: n(r.transfers_in),
    transfersOutKurus: n(r.transfers_out),
  }));
}

export interface IncomeRow {
  type: string;
  additionalChargeId: number | null;
  title: string | null;
  amountKurus: number;
}

/** The month's payments by type and ek bütçe (through the accounts' time index). */
export async function incomeOfMonth(db: DbOrTx, siteId: number, from: Date, to: Date): Promise<IncomeRow[]> {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`
    select l.type, l.additional_charge_id, c.title, sum(l.amount_kurus)::bigint as amount
    from ledger_transactions l
    left join additional_charges c on c.id = l.additional_charge_id
    where l.account_id in (select id from accounts where site_id = ${siteId})
      and l.occurred_at >= ${from.toISOString()}::timestamptz and l.occurred_at < ${to.toISOString()}::timestamptz
      and l.type in ${PAYMENTS}
    group by l.type, l.additional_charge_id, c.title, c.charged_at
    order by l.type, c.charged_at nulls first, l.additional_charge_id`,
  );
  return rows.map((r) => ({
    type: String(r.type),
    additionalChargeId: r.additional_charge_id === null ? null : n(r.additional_charge_id),
    title: r.title === null ? null : String(r.title),
    amountKurus: n(r.amount),
  }));
}

/** The month's expenses by category, in the categories' order; categories with none are left out. */
export async function expensesByCategory(db: DbOrTx, siteId: number, from: Date, to: Date) {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`
    select c.id, c.name, sum(e.amount_kurus)::bigint as amount
    from expenses e join expense_categories c on c.id = e.category_id
    where e.site_id = ${siteId}
      and e.occurred_at >= ${from.toISOString()}::timestamptz and e.occurred_at < ${to.toISOString()}::timestamptz
    group by c.id, c.name
    order by c.id`,
  );
  return rows.map((r) => ({ categoryId: n(r.id), name: String(r.name), amountKurus: n(r.amount) }));
}

/**
 * What was charged in the month (dues and ek bütçe, net of reversals), and what the units owed at
 * its end: the sum of each unit's debt (its balance negated), units in credit counting as nothing.
 */
export async function chargesAndReceivables(
  db: DbOrTx,
  siteId: number,
  from: Date,
  to: Date,
): Promise<{ chargedKurus: number; receivablesKurus: number }> {
  const [row] = await rowsOf<Record<string, unknown>>(
    db,
    sql`
    with per_unit as (
      select l.unit_id,
        sum(case when l.type in ${CHARGES} and l.occurred_at >= ${from.toISOString()}::timestamptz then l.amount_kurus else 0 end) as charged,
        ${balanceSum(rowBalance('l'))} as balance
      from ledger_transactions l
      where l.unit_id = any(${siteUnitIds(siteId)})
        and l.occurred_at < ${to.toISOString()}::timestamptz
      group by l.unit_id
    )
    select coalesce(sum(charged), 0)::bigint as charged, coalesce(sum(greatest(-balance, 0)), 0)::bigint as receivables
    from per_unit`,
  );
  return { chargedKurus: n(row?.charged), receivablesKurus: n(row?.receivables) };
}
