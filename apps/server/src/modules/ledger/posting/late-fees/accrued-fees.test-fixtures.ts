import { sql } from 'drizzle-orm';
import { postLedgerRow } from '../../../../../test/factories/index.js';
import type { TestContext } from '../../../../../test/helper.js';
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

/**
 * On a unit with its March 2025 dues posted (due on the 10th): March paid on the 5th, settled for
 * good, and April's dues unpaid, so its settled prefix ends at March (fee-marks.ts). Returns the
 * payment's id.
 */
export async function paidMarchOwedApril(t: TestContext, unit: { siteId: number; unitId: number }): Promise<number> {
  const march = await postLedgerRow(t, unit, {
    type: 'aidat_payment',
    amount: 1250,
    at: '2025-03-05T12:00:00+03:00',
    description: 'Ödeme',
  });
  await postLedgerRow(t, unit, {
    type: 'aidat_charge',
    amount: 1250,
    at: '2025-04-01T00:00:00+03:00',
    description: 'Nisan 2025 Aidatı',
    period: '2025-04',
  });
  return march;
}
