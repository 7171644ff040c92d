import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.js';
import { testDatabaseKind, testDatabaseUrl, withDatabase } from './db-template.js';
import { startServer } from './server-process.js';

// The real process, as `npm start` runs it: migrate and seed on first start, nothing more on the next.
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

async function freshEnv(): Promise<Record<string, string>> {
  if (testDatabaseKind() === 'postgres') {
    const name = `aidat_start_${process.pid}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: testDatabaseUrl() });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    cleanups.push(async () => {
      const a = new pg.Client({ connectionString: testDatabaseUrl() });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    });
    return { DATABASE_URL: withDatabase(testDatabaseUrl(), name) };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aidat-start-'));
  cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
  return { DATA_DIR: path.join(dir, 'nested', 'data') };
}

/** Rows in the ledger and users, read straight from the stopped server's database. */
async function countRows(env: Record<string, string>): Promise<string> {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 1 });
  // Both drivers answer with a `rows` array.
  const { rows } = (await database.db.execute(
    sql`select (select count(*) from users)::int as users, (select count(*) from ledger_transactions)::int as ledger`,
  )) as unknown as { rows: Array<{ users: number; ledger: number }> };
  await database.close();
  return `${rows[0].users} users, ${rows[0].ledger} ledger rows`;
}

describe('npm start on an empty database', () => {
  it('migrates, seeds once, serves the configuration and stops cleanly', async () => {
    const env = await freshEnv();
    const port = 4300 + (process.pid % 500);
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
  }, 120_000);

  it('refuses to start with an invalid environment and says which variable', async () => {
    const port = 4900 + (process.pid % 90);
    await expect(startServer({ PORT: 'not-a-port', DATA_DIR: os.tmpdir() }, port)).rejects.toThrow(/PORT/);
  }, 60_000);
});
