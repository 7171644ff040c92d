import os from 'node:os';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from './db-template.js';
import { freshDatabaseEnv, readDatabase } from './fresh-database.js';
import { freePort, startServer } from './server-process.js';

// The real process, as `npm start` runs it: migrate and seed on first start, nothing more on the next.
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

async function freshEnv(): Promise<Record<string, string>> {
  const { env, cleanup } = await freshDatabaseEnv();
  cleanups.push(cleanup);
  return env;
}

/** Rows in the ledger and users, read straight from the stopped server's database. */
async function countRows(env: Record<string, string>): Promise<string> {
  // Both drivers answer with a `rows` array.
  const { rows } = (await readDatabase(env, (db) =>
    db.execute(
      sql`select (select count(*) from users)::int as users, (select count(*) from ledger_transactions)::int as ledger`,
    ),
  )) as unknown as { rows: Array<{ users: number; ledger: number }> };
  return `${rows[0].users} users, ${rows[0].ledger} ledger rows`;
}

describe('npm start on an empty database', () => {
  it('migrates, seeds once, serves the configuration and stops cleanly', async () => {
    const env = await freshEnv();
    const port = await freePort();
    const first = await startServer(env, port);
    const config = await (await fetch(`${first.url}/api/auth/frontend-config`)).json();
    expect(config.data).toEqual(
      expect.arrayContaining([
        { key: 'OtpCodeLength', value: '6' },
        { key: 'OtpTtlMinutes', value: '3' },
      ]),
    );
    const ready = await (await fetch(`${first.url}/readyz`)).json();
    expect(ready.database).toBe(testDatabaseKind());
    expect(await first.stop('SIGTERM')).toBe(0);
    const afterFirst = await countRows(env);
    expect(afterFirst).toMatch(/^([1-9]\d*) users, ([1-9]\d*) ledger rows$/);

    const second = await startServer(env, port);
    const health = await fetch(`${second.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await second.stop('SIGTERM')).toBe(0);
    expect(await countRows(env)).toBe(afterFirst);
  }, 400_000);

  it('refuses to start with an invalid environment and says which variable', async () => {
    const port = await freePort();
    await expect(startServer({ PORT: 'not-a-port', DATA_DIR: os.tmpdir() }, port)).rejects.toThrow(/PORT/);
  }, 60_000);
});
