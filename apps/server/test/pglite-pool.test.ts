import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { openTestDatabase, testDatabaseKind } from './db-template.js';

// The PGlite run hands a worker's next file the same engine, reset to the template
// (test/pglite-pool.ts); on PostgreSQL every file gets a database copied from the template.
const onPglite = testDatabaseKind() === 'pglite';

/** What a file could change: rows, a sequence, an append-only table, the session. */
async function state(database: Database) {
  const { rows } = await database.pglite!.query(`
    select (select count(*) from users)::int as users,
           (select count(*) from ledger_transactions)::int as ledger,
           (select coalesce(string_agg(key || '=' || value, ',' order by key), '') from configurations) as config,
           (select last_value from users_id_seq)::int as "userSeq",
           current_setting('statement_timeout') as timeout`);
  return rows[0];
}

describe.runIf(onPglite)('the embedded database a worker reuses between files', () => {
  it('comes back with exactly the template: rows, sequences and session settings', async () => {
    const first = await openTestDatabase(inject('dbTemplate'));
    const template = await state(first.database);
    await first.database.exec(`
      insert into users (full_name, phone) values ('Geçici', '5559990011');
      delete from sessions;
      update configurations set value = 'değişti';
      set statement_timeout = 1234;`);
    // Append-only rows (ledger_transactions) can only be added; the reset removes them anyway.
    await first.database.db.execute(sql`
      insert into ledger_transactions (unit_id, site_id, type, description, occurred_at, amount_kurus)
      select id, site_id, 'aidat_charge', 'geçici', now(), 100 from units limit 1`);
    expect(await state(first.database)).not.toEqual(template);
    const engine = first.database.pglite;
    await first.drop();

    const second = await openTestDatabase(inject('dbTemplate'));
    expect(second.database.pglite).toBe(engine);
    expect(await state(second.database)).toEqual(template);
    await second.drop();
  });

  it('loads the template afresh once a file changed the schema', async () => {
    const first = await openTestDatabase(inject('dbTemplate'));
    const template = await state(first.database);
    await first.database.exec('alter table ledger_transactions disable trigger ledger_transactions_append_only');
    const engine = first.database.pglite;
    await first.drop();

    const second = await openTestDatabase(inject('dbTemplate'));
    expect(second.database.pglite).not.toBe(engine);
    expect(engine?.closed).toBe(true);
    expect(await state(second.database)).toEqual(template);
    const { rows } = await second.database.pglite!.query(
      `select tgenabled from pg_trigger where tgname = 'ledger_transactions_append_only'`,
    );
    expect(rows).toEqual([{ tgenabled: 'O' }]);
    await second.drop();
  });
});
