import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from './client.js';

/**
 * A site's unit ids as one array, for reading the ledger of a whole site through its unit index:
 * `l.unit_id = any(${siteUnitIds(siteId)})`. The ledger has no site index (on purpose: it would
 * slow the monthly accrual), so `l.site_id = …` scans all of it (2.5 s for one site of a 4.8 M-row
 * ledger); a join or `in (select …)` on units lets the planner walk every unit id in id order to
 * find the site's (0.2–0.6 s). The array is worked out first from the site's own index: 17 ms
 * (bench/README.md, "Debtor list").
 */
export const siteUnitIds = (siteId: number): SQL => sql`array(select id from units where site_id = ${siteId})`;

/** A site's unit ids, read. */
export async function siteUnitIdList(db: DbOrTx, siteId: number): Promise<number[]> {
  const result = await db.execute(sql`select id from units where site_id = ${siteId}`);
  return (result as unknown as { rows: Array<{ id: number | string }> }).rows.map((r) => Number(r.id));
}
