import type pg from 'pg';

/**
 * Deletes ledger rows a benchmark made on its own database, to run again from the same state: the
 * app never does (a posted entry is never deleted, PRODUCT.md §5), and the database refuses it
 * (migration 0021), so this lifts the ledger's append-only trigger for this one statement. In one
 * transaction: ALTER TABLE holds the table's lock until commit, so no other session ever sees the
 * trigger off. Needs the table's owner, as the benchmarks connect.
 */
export async function deleteBenchLedgerRows(pool: pg.Pool, text: string, values: unknown[]): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('alter table ledger_transactions disable trigger ledger_transactions_append_only');
    await client.query(text, values);
    await client.query('alter table ledger_transactions enable trigger ledger_transactions_append_only');
    await client.query('commit');
  } catch (err) {
    await client.query('rollback');
    throw err;
  } finally {
    client.release();
  }
}
