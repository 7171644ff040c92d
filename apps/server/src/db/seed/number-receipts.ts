import { PAYMENT_TRANSACTION_TYPES } from '@aidat/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../client.js';
import { sqlTextList } from '../sql-list.js';

/**
 * Gives the demo's payments their receipt numbers as the app would have (PRODUCT.md §11): per
 * site and Istanbul year in the order they were made, and the counters the next payment continues
 * from. The demo inserts a year of payments in bulk, so it numbers them once afterwards, the same
 * way migration 0008 numbered the payments of an installation that had some.
 */
export async function numberDemoReceipts(tx: Tx): Promise<void> {
  await tx.execute(sql`
    update ledger_transactions l set receipt_year = n.year, receipt_no = n.no
    from (
      select id,
        extract(year from occurred_at at time zone 'Europe/Istanbul')::smallint as year,
        row_number() over (
          partition by site_id, extract(year from occurred_at at time zone 'Europe/Istanbul')
          order by occurred_at, id
        )::int as no
      from ledger_transactions
      where type in ${sqlTextList(PAYMENT_TRANSACTION_TYPES)} and reverses_id is null
    ) n
    where l.id = n.id`);
  await tx.execute(sql`
    insert into receipt_counters (site_id, year, last_no)
    select site_id, receipt_year, max(receipt_no) from ledger_transactions
    where receipt_no is not null group by site_id, receipt_year`);
}
