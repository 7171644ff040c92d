import { PAYMENT_TRANSACTION_TYPES, RECEIPT_CODE_LENGTH } from '@aidat/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../client.js';
import { randomCode } from '../../base/random-code.js';
import { sqlTextList } from '../sql-list.js';

/**
 * Gives the demo's payments their receipt numbers as the app would have (PRODUCT.md §11): per
 * site and Istanbul year in the order they were made, and the counters the next payment continues
 * from. The demo inserts a year of payments in bulk, so it numbers them once afterwards, the same
 * way migration 0008 numbered the payments of an installation that had some, and gives each its
 * verification code (migration 0010).
 */
export async function numberDemoReceipts(tx: Tx): Promise<void> {
  const numbered = await tx.execute(sql`
    select id,
      extract(year from occurred_at at time zone 'Europe/Istanbul')::smallint as year,
      row_number() over (
        partition by site_id, extract(year from occurred_at at time zone 'Europe/Istanbul')
        order by occurred_at, id
      )::int as no
    from ledger_transactions
    where type in ${sqlTextList(PAYMENT_TRANSACTION_TYPES)} and reverses_id is null`);
  const rows = (numbered as unknown as { rows: Array<Record<'id' | 'year' | 'no', number | string>> }).rows;
  const list = (values: Array<number | string>) => `{${values.join(',')}}`;
  // Number and code in one statement: the table checks that a numbered receipt has its code.
  await tx.execute(sql`
    update ledger_transactions l set receipt_year = n.year, receipt_no = n.no, receipt_code = n.code
    from unnest(
      ${list(rows.map((r) => r.id))}::bigint[], ${list(rows.map((r) => r.year))}::smallint[],
      ${list(rows.map((r) => r.no))}::int[], ${list(rows.map(() => randomCode(RECEIPT_CODE_LENGTH)))}::text[]
    ) as n(id, year, no, code)
    where l.id = n.id`);
  await tx.execute(sql`
    insert into receipt_counters (site_id, year, last_no)
    select site_id, receipt_year, max(receipt_no) from ledger_transactions
    where receipt_no is not null group by site_id, receipt_year`);
}
