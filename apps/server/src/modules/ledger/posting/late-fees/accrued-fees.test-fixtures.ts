import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client.js';
import type { AccruedFee } from './accrued-fees.repository.js';
import { feeCtes, historyCtes } from './fee-statements.repository.js';

/**
 * The accrued-fee read as it was before accrued-fees.repository.ts: the posting's whole-history
 * statement without its insert, for units through a day (every charge, no window). The property
 * test holds the new read to it.
 */
export async function accruedFeesFromHistory(
  db: DbOrTx,
  unitIds: readonly number[],
  through: string,
  at: Date,
): Promise<AccruedFee[]> {
  if (unitIds.length === 0) return [];
  const runs = unitIds.map((unitId) => ({ unitId, through, windowFrom: null, postedAt: at, settledBy: null }));
  const result = await db.execute(sql`${historyCtes(runs)}
    ${feeCtes()}
    select unit_id, id as charge_id, kurus::bigint as kurus from fee where kurus > 0 order by unit_id, id`);
  return (
    result as unknown as { rows: Array<{ unit_id: number; charge_id: number; kurus: number | string }> }
  ).rows.map((r) => ({ unitId: Number(r.unit_id), chargeId: Number(r.charge_id), kurus: Number(r.kurus) }));
}
