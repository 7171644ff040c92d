import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db, DbOrTx, Tx } from './client.js';

/**
 * Runs `beside` and `own` at once, both seeing exactly what the repeatable-read transaction `tx` of
 * `db` sees: `own` in `tx`, `beside` on PostgreSQL in a read-only transaction on a connection of
 * its own that takes `tx`'s snapshot (pg_export_snapshot), so the two run on two cores where one
 * connection runs one statement at a time. The debtor list reads its balances and its accrued
 * fees this way (PRODUCT.md §8).
 *
 * On PGlite (one session), or when the pool has no connection to spare (waiting for a second while
 * holding one could starve the pool), both run in `tx`, one after the other.
 */
export async function alongsideInSnapshot<A, B>(
  db: Db,
  tx: Tx,
  beside: (snapshot: DbOrTx) => Promise<A>,
  own: () => Promise<B>,
): Promise<[A, B]> {
  const pool = (db as unknown as { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool) || !hasSpare(pool)) {
    const first = await beside(tx);
    return [first, await own()];
  }
  const [row] = (
    (await tx.execute(sql`select pg_export_snapshot() as snapshot`)) as unknown as { rows: Array<{ snapshot: string }> }
  ).rows;
  // The server's own identifier ("00000003-0000001B-1"), checked before it is spliced into SET.
  if (!/^[0-9A-F-]+$/i.test(row.snapshot)) throw new Error(`unexpected snapshot id ${row.snapshot}`);
  const other = db.transaction(
    async (snapshot) => {
      await snapshot.execute(sql.raw(`set transaction snapshot '${row.snapshot}'`));
      return beside(snapshot);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  // `tx` stays open until both are done: the other transaction imports its snapshot.
  const [a, b] = await Promise.allSettled([other, own()]);
  if (a.status === 'rejected') throw a.reason;
  if (b.status === 'rejected') throw b.reason;
  return [a.value, b.value];
}

function hasSpare(pool: pg.Pool): boolean {
  const max = (pool as unknown as { options: { max: number } }).options.max;
  return pool.idleCount > 0 || pool.totalCount < max;
}
