import { type SQL, sql } from 'drizzle-orm';

/**
 * The one definition of a money account's balance (PRODUCT.md §10), in integer kuruş: its opening
 * balance plus every movement, **in positive and out negative**. The movements are the payments
 * received into it, the expenses paid from it and the transfers in and out; each table is
 * append-only and a reversal is a row with the amount negated, so plain sums stay exact.
 *
 * Every reader of an account's money (the accounts list, its movements page with their running
 * balances, the monthly report, the kasa guard) takes its rows from `accountMoves`, so a new
 * kind of movement (a card payout, §20) is added here once.
 */

/** What kind of movement a row of `accountMoves` is; the movements page names its source by it. */
export type AccountMoveKind = 'payment' | 'expense' | 'transfer_in' | 'transfer_out';

/**
 * Every movement of the account `accountId` (an SQL value: a parameter or an outer column), as
 * rows `(kind, src_id, at, delta)`: `src_id` the id of its row in its own table, `delta` signed.
 * Each branch reads one table through its account index.
 */
export function accountMoves(accountId: SQL): SQL {
  return sql`
    select 'payment'::text as kind, l.id::bigint as src_id, l.occurred_at as at, l.amount_kurus::bigint as delta
      from ledger_transactions l where l.account_id = ${accountId}
    union all
    select 'expense', e.id, e.occurred_at, -e.amount_kurus from expenses e where e.account_id = ${accountId}
    union all
    select 'transfer_in', t.id, t.occurred_at, t.amount_kurus from account_transfers t where t.to_account_id = ${accountId}
    union all
    select 'transfer_out', t.id, t.occurred_at, -t.amount_kurus from account_transfers t where t.from_account_id = ${accountId}`;
}

/**
 * The balance of the account in the current row of `accounts` (drizzle or `a`), as one
 * expression; `before` limits it to the movements before an instant (the opening counts always).
 */
export function accountBalance(account: { id: SQL; opening: SQL }, before?: SQL): SQL<number> {
  const until = before ? sql`where m.at < ${before}` : sql``;
  return sql<number>`(${account.opening} + coalesce((select sum(m.delta) from (${accountMoves(account.id)}) m ${until}), 0))::bigint`.mapWith(
    Number,
  );
}
