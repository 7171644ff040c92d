import { TIME_ZONE } from '@aidat/shared';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../../db/client.js';
import { accounts, accountTransfers, units } from '../../../../db/schema/index.js';
import { accountBalance, accountMoves } from '../../posting/public.js';

/**
 * Queries of the site's money accounts (PRODUCT.md §10), all in integer kuruş. An account's
 * balance and movements are the posting path's one definition (posting/account-balance.ts).
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

/** The balance of the account in the current row of `accounts`: the ledger's one definition. */
const balanceKurus = accountBalance({ id: sql`${accounts.id}`, opening: sql`${accounts.openingBalanceKurus}` });

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
             (a.opening_date::timestamp at time zone ${TIME_ZONE}) as at, a.opening_balance_kurus as amount
      from accounts a where a.id = ${id}
      union all
      select x.kind, 1, x.src_id, x.at, x.delta from (${accountMoves(sql`${id}::int`)}) x
    ),
    w as (
      select m.*, sum(m.amount) over (order by m.at, m.rank, m.kind, m.src_id rows between unbounded preceding and current row) as balance
      from m
    ),
    page as (
      select w.* from w where ${inRange}
      order by w.at desc, w.rank desc, w.kind desc, w.src_id desc
      limit ${args.limit} offset ${args.offset}
    ),
    -- What each movement of the page is, read from its own row: only the page's rows are joined.
    shown as (
      select p.*,
             case p.kind when 'opening' then ${args.openingText}::text when 'payment' then l.description
                         when 'expense' then e.description else t.description end as description,
             l.id as transaction_id, l.unit_id, u.block || '-' || u.door_number as unit_label,
             e.id as expense_id, t.id as transfer_id, o.id as counterpart_id, o.name as counterpart_name,
             coalesce(t.id is not null and ${TRANSFER_REVERSIBLE}, false) as reversible
      from page p
      left join ledger_transactions l on p.kind = 'payment' and l.id = p.src_id
      left join units u on u.id = l.unit_id
      left join expenses e on p.kind = 'expense' and e.id = p.src_id
      left join account_transfers t on p.kind in ('transfer_in', 'transfer_out') and t.id = p.src_id
      left join accounts o on o.id = case p.kind when 'transfer_in' then t.from_account_id else t.to_account_id end
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
       ) order by p.at desc, p.rank desc, p.kind desc, p.src_id desc), '[]'::json) from shown p) as rows`);
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
