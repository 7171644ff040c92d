import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { readPgliteBackup, writePgliteBackup } from './pglite-backup.js';

const run = promisify(execFile);

/** Where the data lives: PostgreSQL when a URL is given, otherwise PGlite under dataDir (as the server). */
export interface BackupTarget {
  databaseUrl?: string;
  dataDir: string;
}

/** The target the server would use with this environment (DATABASE_URL, else DATA_DIR or ./data). */
export function targetFromEnv(env: NodeJS.ProcessEnv = process.env): BackupTarget {
  return { databaseUrl: env.DATABASE_URL || undefined, dataDir: path.resolve(env.DATA_DIR ?? './data') };
}

export const pgliteDir = (dataDir: string) => path.join(dataDir, 'pglite');

/** What a backup file holds, told by its first bytes: pg_dump's custom format or PGlite's tarball. */
export function backupKind(file: string): 'postgres' | 'pglite' | 'unknown' {
  const fd = fs.openSync(file, 'r');
  const head = Buffer.alloc(512);
  const read = fs.readSync(fd, head, 0, head.length, 0);
  fs.closeSync(fd);
  if (head.subarray(0, 5).toString('latin1') === 'PGDMP') return 'postgres';
  // gzip, or an uncompressed tar ("ustar" at offset 257).
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  if (read >= 262 && head.subarray(257, 262).toString('latin1') === 'ustar') return 'pglite';
  return 'unknown';
}

export class BackupError extends Error {}

/**
 * Writes a backup of the whole database to `outFile`. PostgreSQL: `pg_dump` in its custom format
 * (compressed, restorable table by table with pg_restore; PG_DUMP names another binary, e.g. one
 * matching a newer server). PGlite: its data directory and the uploaded files kept beside it, as a
 * gzipped tarball (pglite-backup.ts); the server must be stopped, since PGlite allows one process
 * per directory.
 */
export async function backupDatabase(target: BackupTarget, outFile: string): Promise<void> {
  fs.mkdirSync(path.dirname(path.resolve(outFile)), { recursive: true });
  const partial = `${outFile}.partial`;
  try {
    if (target.databaseUrl) {
      await run(process.env.PG_DUMP ?? 'pg_dump', [
        '--format=custom',
        '--file',
        partial,
        '--dbname',
        target.databaseUrl,
      ]);
    } else {
      const dir = pgliteDir(target.dataDir);
      if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) throw new BackupError(`No PGlite database in ${dir}.`);
      const pglite = new PGlite(dir);
      try {
        // dumpDataDir does not wait for the engine to start by itself.
        await pglite.waitReady;
        await writePgliteBackup(target.dataDir, pglite, partial);
      } finally {
        await pglite.close();
      }
    }
    // Only a complete backup gets the name asked for.
    fs.renameSync(partial, outFile);
  } catch (err) {
    fs.rmSync(partial, { force: true });
    if (err instanceof BackupError) throw err;
    const stderr = (err as { stderr?: string }).stderr?.trim();
    throw new BackupError(`Backup failed${stderr ? `: ${stderr}` : `: ${(err as Error).message}`}`);
  }
}

/** Tables in user schemas (the migrations' own bookkeeping included): 0 means an empty database. */
const COUNT_TABLES = `select count(*)::int as n from pg_catalog.pg_tables
  where schemaname not in ('pg_catalog', 'information_schema')`;

async function postgresTableCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ n: number }>(COUNT_TABLES)).rows[0].n;
  } finally {
    await client.end();
  }
}

const refuseNonEmpty = (where: string, tables: number) =>
  new BackupError(
    `The target database (${where}) is not empty: it has ${tables} table(s). ` +
      'Restore only into an empty database: create a new one, or move the old data away first.',
  );

/**
 * Restores a backup into an empty database and refuses a non-empty one, so a restore can never
 * mix two histories or overwrite live data. The server's next start finds the migrations applied.
 */
export async function restoreDatabase(target: BackupTarget, file: string): Promise<void> {
  if (!fs.existsSync(file)) throw new BackupError(`Backup file not found: ${file}`);
  const kind = backupKind(file);
  if (kind === 'unknown') throw new BackupError(`${file} is neither a pg_dump custom-format file nor a PGlite dump.`);
  if (target.databaseUrl) {
    if (kind !== 'postgres') throw new BackupError(`${file} is a PGlite dump; DATABASE_URL names PostgreSQL.`);
    const tables = await postgresTableCount(target.databaseUrl);
    if (tables > 0) throw refuseNonEmpty(new URL(target.databaseUrl).pathname.slice(1), tables);
    try {
      await run(process.env.PG_RESTORE ?? 'pg_restore', [
        '--exit-on-error',
        '--no-owner',
        '--single-transaction',
        '--dbname',
        target.databaseUrl,
        file,
      ]);
    } catch (err) {
      const stderr = (err as { stderr?: string }).stderr?.trim();
      throw new BackupError(`Restore failed${stderr ? `: ${stderr}` : `: ${(err as Error).message}`}`);
    }
    return;
  }
  if (kind !== 'pglite') throw new BackupError(`${file} is a PostgreSQL dump; set DATABASE_URL to restore it.`);
  const dir = pgliteDir(target.dataDir);
  if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) {
    if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) throw refuseNonEmpty(dir, 0);
    const existing = new PGlite(dir);
    await existing.waitReady;
    const tables = (await existing.query<{ n: number }>(COUNT_TABLES)).rows[0].n;
    await existing.close();
    if (tables > 0) throw refuseNonEmpty(dir, tables);
    fs.rmSync(dir, { recursive: true, force: true });
  }
  fs.mkdirSync(dir, { recursive: true });
  if (await readPgliteBackup(file, target.dataDir, dir)) return;
  // A bare PGlite dump: a backup taken before uploaded files were kept beside the database.
  const dump = new Blob([fs.readFileSync(file)]);
  const pglite = await PGlite.create(dir, { loadDataDir: dump });
  await pglite.query('checkpoint');
  await pglite.close();
}
