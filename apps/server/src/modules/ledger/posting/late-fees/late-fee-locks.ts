import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client.js';

/**
 * The late fees' locks. Unit ids are cut into buckets of BUCKET_UNITS: the monthly posting works
 * bucket by bucket, each in its own transaction, and a payment's fee posting takes the buckets of
 * its units. So the two never compute the same unit's fees from each other's half-written state,
 * while a payment waits for one bucket of the monthly run at most, and two buckets run at once.
 * Locks are taken in ascending bucket order everywhere, so no two transactions wait on each other.
 */

/** The advisory lock space: (LATE_FEE_LOCK_SPACE, bucket). */
const LATE_FEE_LOCK_SPACE = 715_020;

/**
 * Units per bucket: one batch of the monthly posting, whose hash tables and sorts stay in memory
 * (lockBucket sets work_mem) and whose every ledger read is one index range.
 */
export const BUCKET_UNITS = 25_000;

export const bucketOf = (unitId: number) => Math.floor(unitId / BUCKET_UNITS);

const lock = (bucket: number) => sql`pg_advisory_xact_lock(${LATE_FEE_LOCK_SPACE}::int, ${bucket}::int)`;

/**
 * A batch of the monthly posting: its bucket's lock for the rest of the transaction, JIT off (as
 * the accrual does) and room for the batch statement's hash joins and sorts (this transaction only).
 */
export async function lockBucket(tx: DbOrTx, bucket: number): Promise<void> {
  await tx.execute(sql`select ${lock(bucket)}, set_config('jit', 'off', true), set_config('work_mem', '256MB', true)`);
}

/** A payment's fee posting: the buckets of its units, one by one in ascending order. */
export async function lockBucketsOf(tx: DbOrTx, unitIds: Iterable<number>): Promise<void> {
  const buckets = [...new Set([...unitIds].map(bucketOf))].sort((a, b) => a - b);
  for (const bucket of buckets) await tx.execute(sql`select ${lock(bucket)}`);
}
