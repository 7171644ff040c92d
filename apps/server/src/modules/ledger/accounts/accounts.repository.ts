import { TIME_ZONE } from '@aidat/shared';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client.js';
import { accounts, accountTransfers, expenses, ledgerTransactions, units } from '../../../db/schema/index.js';

/**
 * Queries of the site's money accounts (PRODUCT.md §10), all in integer kuruş. Every money table is
 * append-only and a reversal is a row with the negated amount, so an account's balance is plain
 * sums: opening + payments into it − expenses paid from it + transfers in − transfers out.
 */

export interface AccountRow {
  id: number;
  siteId: number;
  name: string;
  kind: string;
  iban: string | null;
  openingBalanceKurus: number;
  openingDate: string;
  isDefault: boolean;
  balanceKurus: number;
}

/** A sum of int8 is numeric: 0 without rows, cast back to int8 so both drivers hand over a number. */
const sumOf = (column: unknown, from: unknown, where: ReturnType<typeof sql>) =>
  sql`coalesce((select sum(${column}) from ${from} where ${where}), 0)`;

/** The balance of the account in the current row of `accounts`, as one expression. */
const balanceKurus = sql<number>`(${accounts.openingBalanceKurus}
  + ${sumOf(ledgerTransactions.amountKurus, ledgerTransactions, sql`${ledgerTransactions.accountId} = ${accounts.id}`)}
  - ${sumOf(expenses.amountKurus, expenses, sql`${expenses.accountId} = ${accounts.id}`)}
  + ${sumOf(accountTransfers.amountKurus, accountTransfers, sql`${accountTransfers.toAccountId} = ${accounts.id}`)}
  - ${sumOf(accountTransfers.amountKurus, accountTransfers, sql`${accountTransfers.fromAccountId} = ${accounts.id}`)}
)::bigint`.mapWith(Number);

const accountColumns = {
  id: accounts.id,
  siteId: accounts.siteId,
  name: accounts.name,
  kind: accounts.kind,
  iban: accounts.iban,
  openingBalanceKurus: accounts.openingBalanceKurus,
  openingDate: accounts.openingDate,
  isDefault: accounts.isDefault,
  balanceKurus,
};

/** A site's accounts with their balances (unordered: the service sorts by name). */
export async function accountsOfSite(db: DbOrTx, siteId: number): Promise<AccountRow[]> {
  return db.select(accountColumns).from(accounts).where(eq(accounts.siteId, siteId));
}

/** One account of a site with its balance. */
export async function accountOfSite(db: DbOrTx, siteId: number, id: number): Promise<AccountRow | undefined> {
  const [row] = await db
    .select(accountColumns)
    .from(accounts)
    .where(and(eq(accounts.siteId, siteId), eq(accounts.id, id)))
    .limit(1);
  return row;
}

export interface AccountRef {
  id: number;
  siteId: number;
  name: string;
  kind: string;
}

/** Id, site, name and kind of one account, whatever its site. */
export async function accountRef(db: DbOrTx, id: number): Promise<AccountRef | undefined> {
  const [row] = await db
    .select({ id: accounts.id, siteId: accounts.siteId, name: accounts.name, kind: accounts.kind })
    .from(accounts)
    .where(eq(accounts.id, id))
    .limit(1);
  return row;
}

/** Names of a site's accounts (a handful per site). */
export async function accountNamesOfSite(db: DbOrTx, siteId: number): Promise<string[]> {
  const rows = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.siteId, siteId));
  return rows.map((r) => r.name);
}

/** Whether the site has a default account. */
export async function hasDefaultAccount(db: DbOrTx, siteId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.siteId, siteId), eq(accounts.isDefault, true)))
    .limit(1);
  return row !== undefined;
}

/** Takes the default away from the site's default account (in the transaction that gives it to another). */
export async function clearDefaultAccount(db: DbOrTx, siteId: number): Promise<void> {
  await db
    .update(accounts)
    .set({ isDefault: false })
    .where(and(eq(accounts.siteId, siteId), eq(accounts.isDefault, true)));
}

export async function insertAccount(
  db: DbOrTx,
  values: {
    siteId: number;
    name: string;
    kind: string;
    iban: string | null;
    openingBalanceKurus: number;
    openingDate: string;
    isDefault: boolean;
    createdById: number;
  },
): Promise<{ id: number }> {
  const { createdById, ...rest } = values;
  const [row] = await db
    .insert(accounts)
    .values({ ...rest, createdBy: createdById })
    .returning({ id: accounts.id });
  return row;
}

/** Serialises account creation per site, so the name check and the default switch cannot race. */
export async function lockSiteAccounts(db: DbOrTx, siteId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(715012, ${siteId}::int)`);
}

/** One transfer with what its reversal copies and the names of its two accounts. */
export async function transferById(db: DbOrTx, id: number) {
  const from = alias(accounts, 'from_account');
  const to = alias(accounts, 'to_account');
  const [row] = await db
    .select({
      id: accountTransfers.id,
      siteId: accountTransfers.siteId,
      fromAccountId: accountTransfers.fromAccountId,
      fromAccountName: from.name,
      toAccountId: accountTransfers.toAccountId,
      toAccountName: to.name,
      amountKurus: accountTransfers.amountKurus,
      occurredAt: accountTransfers.occurredAt,
      description: accountTransfers.description,
      reversesId: accountTransfers.reversesId,
    })
    .from(accountTransfers)
    .innerJoin(from, eq(from.id, accountTransfers.fromAccountId))
    .innerJoin(to, eq(to.id, accountTransfers.toAccountId))
    .where(eq(accountTransfers.id, id))
    .limit(1);
  return row;
}

export interface MovementRow {
  kind: string;
  occurredAt: Date;
  description: string;
  amountKurus: number;
  balanceKurus: number;
  transactionId: number | null;
  unitId: number | null;
  unitLabel: string | null;
  expenseId: number | null;
  transferId: number | null;
  /** A transfer that neither reverses one nor has been reversed. */
  reversible: boolean;
  counterpartAccountId: number | null;
  counterpartAccountName: string | null;
}

export interface MovementsPage {
  rows: MovementRow[];
  totalCount: number;
  inKurus: number;
  outKurus: number;
  /** Sum of every movement before the range: the balance carried into it. */
  beforeKurus: number;
}

interface MovementJson {
  kind: string;
  at: string;
  description: string;
  amount: number;
  balance: number;
  transaction_id: number | null;
  unit_id: number | null;
  unit_label: string | null;
  expense_id: number | null;
  transfer_id: number | null;
  reversible: boolean;
  counterpart_id: number | null;
  counterpart_name: string | null;
}

/** A transfer `t` that neither reverses one nor has been reversed (transfers_reverses_uq). */
const TRANSFER_REVERSIBLE = sql.raw(
  '(t.reverses_id is null and not exists (select 1 from account_transfers r where r.reverses_id = t.id))',
);

/**
 * One page of an account's movements, newest first, within [from, to) (null: open), with the
 * range's count and sums and the balance carried into it, in one statement. Every movement's
 * running balance is a window sum over all the account's movements in time order (the opening
 * first on its day), taken before the range and the page are cut, so neither changes a figure.
 */
export async function accountMovements(
  db: DbOrTx,
  args: { accountId: number; from: Date | null; to: Date | null; limit: number; offset: number; openingText: string },
): Promise<MovementsPage> {
  const id = args.accountId;
  const from = args.from?.toISOString() ?? null;
  const to = args.to?.toISOString() ?? null;
  const inRange = sql`(${from}::timestamptz is null or w.at >= ${from}::timestamptz) and (${to}::timestamptz is null or w.at < ${to}::timestamptz)`;
  const result = await db.execute(sql`
    with m as (
      select 'opening'::text as kind, 0 as rank, a.id::bigint as src_id,
             (a.opening_date::timestamp at time zone ${TIME_ZONE}) as at, a.opening_balance_kurus as amount,
             ${args.openingText}::text as description, null::bigint as transaction_id, null::int as unit_id,
             null::text as unit_label, null::bigint as expense_id, null::bigint as transfer_id,
             null::int as counterpart_id, null::text as counterpart_name, false as reversible
      from accounts a where a.id = ${id}
      union all
      select 'payment', 1, l.id, l.occurred_at, l.amount_kurus, l.description, l.id, l.unit_id,
             u.block || '-' || u.door_number, null, null, null, null, false
      from ledger_transactions l join units u on u.id = l.unit_id
      where l.account_id = ${id}
      union all
      select 'expense', 1, e.id, e.occurred_at, -e.amount_kurus, e.description, null, null, null, e.id, null, null, null, false
      from expenses e where e.account_id = ${id}
      union all
      select 'transfer_in', 1, t.id, t.occurred_at, t.amount_kurus, t.description, null, null, null, null, t.id,
             t.from_account_id, o.name, ${TRANSFER_REVERSIBLE}
      from account_transfers t join accounts o on o.id = t.from_account_id
      where t.to_account_id = ${id}
      union all
      select 'transfer_out', 1, t.id, t.occurred_at, -t.amount_kurus, t.description, null, null, null, null, t.id,
             t.to_account_id, o.name, ${TRANSFER_REVERSIBLE}
      from account_transfers t join accounts o on o.id = t.to_account_id
      where t.from_account_id = ${id}
    ),
    w as (
      select m.*, sum(m.amount) over (order by m.at, m.rank, m.kind, m.src_id rows between unbounded preceding and current row) as balance
      from m
    ),
    page as (
      select w.* from w where ${inRange}
      order by w.at desc, w.rank desc, w.kind desc, w.src_id desc
      limit ${args.limit} offset ${args.offset}
    )
    select
      (select count(*) from w where ${inRange})::int as total_count,
      (select coalesce(sum(w.amount) filter (where w.amount > 0), 0) from w where ${inRange})::bigint as in_kurus,
      (select coalesce(-sum(w.amount) filter (where w.amount < 0), 0) from w where ${inRange})::bigint as out_kurus,
      (select coalesce(sum(w.amount), 0) from w where ${from}::timestamptz is not null and w.at < ${from}::timestamptz)::bigint as before_kurus,
      (select coalesce(json_agg(json_build_object(
         'kind', p.kind, 'at', p.at, 'description', p.description, 'amount', p.amount, 'balance', p.balance,
         'transaction_id', p.transaction_id, 'unit_id', p.unit_id, 'unit_label', p.unit_label,
         'expense_id', p.expense_id, 'transfer_id', p.transfer_id,
         'counterpart_id', p.counterpart_id, 'counterpart_name', p.counterpart_name, 'reversible', p.reversible
       ) order by p.at desc, p.rank desc, p.kind desc, p.src_id desc), '[]'::json) from page p) as rows`);
  const [head] = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
  const json = (typeof head.rows === 'string' ? JSON.parse(head.rows) : head.rows) as MovementJson[];
  return {
    totalCount: Number(head.total_count),
    inKurus: Number(head.in_kurus),
    outKurus: Number(head.out_kurus),
    beforeKurus: Number(head.before_kurus),
    rows: json.map((r) => ({
      kind: r.kind,
      occurredAt: new Date(r.at),
      description: r.description,
      amountKurus: Number(r.amount),
      balanceKurus: Number(r.balance),
      transactionId: r.transaction_id,
      unitId: r.unit_id,
      unitLabel: r.unit_label,
      expenseId: r.expense_id,
      transferId: r.transfer_id,
      reversible: r.reversible === true,
      counterpartAccountId: r.counterpart_id,
      counterpartAccountName: r.counterpart_name,
    })),
  };
}

/** Units of a site among the given ids (a Tahsilat batch checks its units with one read). */
export async function unitIdsOfSite(db: DbOrTx, siteId: number, unitIds: number[]): Promise<Set<number>> {
  if (unitIds.length === 0) return new Set();
  const rows = await db
    .select({ id: units.id })
    .from(units)
    .where(and(eq(units.siteId, siteId), sql`${units.id} = any(${`{${unitIds.join(',')}}`}::int[])`));
  return new Set(rows.map((r) => r.id));
}
