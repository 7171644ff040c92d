import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSite } from '../../test/factories/sites.js';
import { createTestApp, type TestContext } from '../../test/helper.js';
import { alongsideInSnapshot } from './alongside-in-snapshot.js';
import type { DbOrTx } from './client.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const one = async <T>(db: DbOrTx, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows[0];
const sites = async (db: DbOrTx) => Number((await one<{ n: number }>(db, sql`select count(*) as n from sites`)).n);
const backend = async (db: DbOrTx) => Number((await one<{ pid: number }>(db, sql`select pg_backend_pid() as pid`)).pid);

describe('alongsideInSnapshot', () => {
  it("runs both reads in the transaction's snapshot: a row committed since is seen by neither", async () => {
    const postgres = t.database.kind === 'postgres';
    await createSite(t, { name: 'Önceki Site' });
    const [beside, own, before] = await t.db.transaction(
      async (tx) => {
        const seen = await sites(tx);
        // Committed by another connection once the transaction's snapshot is taken (PostgreSQL: the
        // embedded database's one session is the transaction's).
        if (postgres)
          await t.database.exec(
            "insert into sites (name, address, block_count, unit_count) values ('Sonraki Site', 'Adres', 1, 1)",
          );
        const [a, b] = await alongsideInSnapshot(
          t.db,
          tx,
          async (snapshot) => ({ sites: await sites(snapshot), pid: await backend(snapshot) }),
          async () => ({ sites: await sites(tx), pid: await backend(tx) }),
        );
        return [a, b, seen] as const;
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    expect(await sites(t.db)).toBe(postgres ? before + 1 : before);
    expect(beside.sites).toBe(before);
    expect(own.sites).toBe(before);
    // PostgreSQL: on a second connection, at once; the embedded database has one session.
    if (postgres) expect(beside.pid).not.toBe(own.pid);
    else expect(beside.pid).toBe(own.pid);
  });

  it('fails as the read beside it fails, with its error', async () => {
    const failed = await t.db
      .transaction(
        async (tx) =>
          alongsideInSnapshot(
            t.db,
            tx,
            async (snapshot) => snapshot.execute(sql`select 1 / 0`),
            async () => sites(tx),
          ),
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      )
      .catch((e: unknown) => e);
    expect(String((failed as Error).cause ?? failed)).toMatch(/division by zero/);
  });
});
