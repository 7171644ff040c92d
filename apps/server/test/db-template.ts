import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import pg from 'pg';
import { type Database, openDatabase } from '../src/db/client.js';
import { runMigrations } from '../src/db/migrate.js';
import { seedDemo } from '../src/db/seed/index.js';
import { giveBack, rememberTemplate, takeReset } from './pglite-pool.js';

/** Which database the API suite runs on: the embedded PGlite by default, PostgreSQL on request. */
export function testDatabaseKind(): 'pglite' | 'postgres' {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

export function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  return url;
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Migrates and seeds the demo data once; every test file starts from a copy of it. */
export async function buildTemplate(): Promise<{ pgliteDump?: Blob; pgTemplate?: string }> {
  if (testDatabaseKind() === 'postgres') {
    // Unique per run, so runs started side by side do not share a template.
    const PG_TEMPLATE = `aidat_tpl_${process.pid}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: testDatabaseUrl() });
    await admin.connect();
    try {
      await admin.query(`drop database if exists ${PG_TEMPLATE} with (force)`);
      await admin.query(`create database ${PG_TEMPLATE}`);
    } finally {
      await admin.end();
    }
    const db = await openDatabase({ databaseUrl: withDatabase(testDatabaseUrl(), PG_TEMPLATE), poolSize: 2 });
    await runMigrations(db);
    await seedDemo(db.db, new Date(), { budgets: false });
    await db.close();
    return { pgTemplate: PG_TEMPLATE };
  }
  const pglite = new PGlite();
  const db = await openDatabase({ pglite });
  await runMigrations(db);
  await seedDemo(db.db, new Date(), { budgets: false });
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  return { pgliteDump: dump };
}

export async function dropTemplate(name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: testDatabaseUrl() });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
  await admin.end();
}

/** A fresh database for one test file, copied from the template. */
export async function openTestDatabase(template: { pgliteDumpPath?: string; pgTemplate?: string }): Promise<{
  database: Database;
  drop: () => Promise<void>;
}> {
  if (template.pgTemplate) {
    const name = `aidat_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: testDatabaseUrl() });
    await admin.connect();
    await admin.query(`create database ${name} template ${template.pgTemplate}`);
    await admin.end();
    const database = await openDatabase({ databaseUrl: withDatabase(testDatabaseUrl(), name), poolSize: 5 });
    return {
      database,
      drop: async () => {
        await database.close().catch(() => {});
        const a = new pg.Client({ connectionString: testDatabaseUrl() });
        await a.connect();
        await a.query(`drop database if exists ${name} with (force)`).catch(() => {});
        await a.end();
      },
    };
  }
  const pglite = (await takeReset()) ?? (await loadTemplate(template.pgliteDumpPath!));
  // Each file's database is another one, as a new embedded database has its own identity: the
  // late-fee read's marks kept in this process by an earlier file (same template, same names and
  // files) are never taken for this one's (posting/late-fees/fee-mark-store.ts).
  await pglite.query('update database_identity set value = gen_random_uuid()');
  const database = await openDatabase({ pglite });
  // The engine goes back to the worker's pool (test/pglite-pool.ts) for the next file.
  return { database, drop: async () => giveBack(pglite) };
}

/** A new engine on the template's data directory, its rows remembered for later resets. */
async function loadTemplate(dumpPath: string): Promise<PGlite> {
  const { bytes, engine } = await pgliteParts(dumpPath);
  const pglite = new PGlite({ loadDataDir: new Blob([bytes]), ...engine });
  await pglite.waitReady;
  await rememberTemplate(pglite);
  return pglite;
}

/**
 * What every PGlite of a worker shares, read and compiled once per worker (the files of a worker
 * share this module, vitest.config.ts): the template's bytes and PGlite's compiled WebAssembly
 * and file-system bundle, about 0.3 s of each file's start otherwise.
 */
let parts: Promise<{ bytes: Buffer<ArrayBuffer>; engine: PGliteOptions }> | undefined;
function pgliteParts(dumpPath: string) {
  parts ??= (async () => {
    const fs = await import('node:fs/promises');
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const [bytes, pgliteWasm, initdbWasm, fsBundle] = await Promise.all(
      [dumpPath, 'pglite.wasm', 'initdb.wasm', 'pglite.data'].map((f) => fs.readFile(path.resolve(dist, f))),
    );
    const [pgliteWasmModule, initdbWasmModule] = await Promise.all([
      WebAssembly.compile(pgliteWasm),
      WebAssembly.compile(initdbWasm),
    ]);
    return { bytes, engine: { pgliteWasmModule, initdbWasmModule, fsBundle: new Blob([fsBundle]) } };
  })();
  return parts;
}
