import { ACCOUNTS_TEXTS, AppError, kurusToLira } from '@aidat/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { accountMoves } from './account-balance.js';

/**
 * PRODUCT.md §10: a kasa (cash box) never goes below zero. Before money leaves a kasa (an expense
 * paid from it, a transfer out of it, the reversal of a transfer into it), its row is locked for
 * the rest of the transaction, so two such writes wait for each other, and the posting is refused
 * (409, with what the kasa holds) if the kasa's balance would fall below zero at the entry's
 * instant or at any later movement. Money taken out at an earlier date lowers every later balance
 * too, so the lowest of them is what counts. Bank and pos accounts may show a negative book balance
 * (an overdraft, a bank fee recorded late) and are neither checked nor locked.
 */
export async function guardKasa(tx: DbOrTx, accountId: number, occurredAt: Date, outKurus: number): Promise<void> {
  if (outKurus <= 0) return;
  // Only a kasa is locked (an account's kind never changes): a bank or pos account's expenses do
  // not queue behind each other, e.g. the commission of every card payment of a site.
  const [account] = rowsOf<{ name: string }>(
    await tx.execute(sql`select name from accounts where id = ${accountId} and kind = 'kasa' for update`),
  );
  if (!account) return;
  const at = occurredAt.toISOString();
  const [row] = rowsOf<{ lowest: string | number }>(
    await tx.execute(sql`
      with moves as (${accountMoves(sql`${accountId}::int`)}),
      -- The balance after each instant, every movement of that instant included (RANGE frame).
      running as (select at, sum(delta) over (order by at) as balance from moves)
      select a.opening_balance_kurus + least(
               coalesce((select sum(delta) from moves where at <= ${at}::timestamptz), 0),
               coalesce((select min(balance) from running where at > ${at}::timestamptz), 'infinity'::numeric)
             ) as lowest
      from accounts a where a.id = ${accountId}`),
  );
  const available = Number(row.lowest);
  if (available - outKurus < 0)
    throw new AppError(
      'Conflict',
      ACCOUNTS_TEXTS.kasaWouldGoNegative(account.name, kurusToLira(Math.max(available, 0))),
      {
        details: { field: 'amount' },
      },
    );
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
