import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type BackupTarget, backupDatabase, backupKind, restoreDatabase } from '../src/db/backup.js';
import { openDatabase } from '../src/db/client.js';
import { filesDir, keptFilePath } from '../src/base/kept-file-paths.js';
import { runMigrations } from '../src/db/migrate.js';
import { seedDemo } from '../src/db/seed/index.js';
import { createTestApp } from './helper.js';
import { buildServer } from './server-process.js';
import { withDatabase } from './db-template.js';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'aidat-backup-'));
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const open = (target: BackupTarget) =>
  openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir, poolSize: 2 });

/**
 * Every unit's balance from the ledger sums, and the resident's balances as the API serves them
 * from an app built on this database.
 */
async function balances(target: BackupTarget) {
  const database = await open(target);
  try {
    const { rows } = (await database.db.execute(
      sql`select unit_id, sum(case when type like '%payment' then amount_kurus else -amount_kurus end)::text as total
            from ledger_transactions group by unit_id order by unit_id`,
    )) as unknown as { rows: Array<{ unit_id: number; total: string }> };
    const t = await createTestApp({ database });
    try {
      const res = await t.call({ method: 'GET', url: '/api/me/unit-debts', as: await t.login('mehmet') });
      expect(res.statusCode).toBe(200);
      return { ledger: rows, api: res.body.data };
    } finally {
      await t.close();
    }
  } finally {
    await database.close();
  }
}

async function seeded(target: BackupTarget): Promise<void> {
  const database = await open(target);
  await runMigrations(database);
  await seedDemo(database.db);
  await database.close();
}

describe('backup and restore on PGlite', () => {
  it('a restored copy serves the same balances', async () => {
    const source = { dataDir: path.join(tmp, 'source') };
    const copy = { dataDir: path.join(tmp, 'copy') };
    const file = path.join(tmp, 'aidat.pglite.tar.gz');
    await seeded(source);
    // An invoice kept on disk beside the embedded database, as an upload leaves it.
    const invoice = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(200_000)]);
    const sha256 = createHash('sha256').update(invoice).digest('hex');
    fs.mkdirSync(path.dirname(keptFilePath(filesDir(source.dataDir), sha256)), { recursive: true });
    fs.writeFileSync(keptFilePath(filesDir(source.dataDir), sha256), invoice);
    fs.mkdirSync(path.join(filesDir(source.dataDir), 'tmp'), { recursive: true });
    fs.writeFileSync(path.join(filesDir(source.dataDir), 'tmp', 'upload-cut-short'), 'x');
    await backupDatabase(source, file);
    expect(backupKind(file)).toBe('pglite');
    await restoreDatabase(copy, file);
    expect(fs.readFileSync(keptFilePath(filesDir(copy.dataDir), sha256)).equals(invoice)).toBe(true);
    expect(fs.readdirSync(filesDir(copy.dataDir))).toEqual([sha256.slice(0, 2)]);

    const expected = await balances(source);
    expect(expected.ledger.length).toBeGreaterThan(0);
    expect(expected.api.length).toBeGreaterThan(0);
    expect(await balances(copy)).toEqual(expected);
  }, 600_000);

  it('the restore command refuses a database that has data, and says why', () => {
    const source = { dataDir: path.join(tmp, 'source') };
    const file = path.join(tmp, 'aidat.pglite.tar.gz');
    buildServer();
    const res = spawnSync(process.execPath, ['dist/tools/restore.js', file], {
      cwd: serverDir,
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: source.dataDir },
      encoding: 'utf8',
    });
    expect(res.status).toBe(1);
    expect(res.stderr).toMatch(/is not empty: it has \d+ table/);
  }, 300_000);

  it('restores a bare PGlite dump, as backups were written before uploads were kept on disk', async () => {
    const source = { dataDir: path.join(tmp, 'source') };
    const copy = { dataDir: path.join(tmp, 'bare-copy') };
    const file = path.join(tmp, 'bare.tar.gz');
    const database = await open(source);
    fs.writeFileSync(file, Buffer.from(await (await database.pglite!.dumpDataDir('gzip')).arrayBuffer()));
    await database.close();
    expect(backupKind(file)).toBe('pglite');
    await restoreDatabase(copy, file);
    expect(await balances(copy)).toEqual(await balances(source));
  }, 600_000);

  it('refuses a file that is not a backup', async () => {
    const file = path.join(tmp, 'not-a-backup.txt');
    fs.writeFileSync(file, 'hello');
    await expect(restoreDatabase({ dataDir: path.join(tmp, 'never') }, file)).rejects.toThrow(/neither/);
  });
});

// PostgreSQL is shared: the test makes databases of its own and drops them.
describe.runIf(process.env.TEST_DATABASE_URL)('backup and restore on PostgreSQL', () => {
  it('pg_dump custom format, restored into an empty database, serves the same balances', async () => {
    const base = process.env.TEST_DATABASE_URL!;
    const names = [`aidat_backup_test_${process.pid}_src`, `aidat_backup_test_${process.pid}_copy`];
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    for (const name of names) {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.query(`create database ${name}`);
    }
    await admin.end();
    cleanups.push(async () => {
      const a = new pg.Client({ connectionString: base });
      await a.connect();
      for (const name of names) await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    });
    const source = { databaseUrl: withDatabase(base, names[0]), dataDir: tmp };
    const copy = { databaseUrl: withDatabase(base, names[1]), dataDir: tmp };
    const file = path.join(tmp, 'aidat.dump');
    await seeded(source);
    await backupDatabase(source, file);
    expect(backupKind(file)).toBe('postgres');
    await restoreDatabase(copy, file);
    await expect(restoreDatabase(copy, file)).rejects.toThrow(/is not empty/);

    const expected = await balances(source);
    expect(expected.ledger.length).toBeGreaterThan(0);
    expect(await balances(copy)).toEqual(expected);
  }, 600_000);
});
