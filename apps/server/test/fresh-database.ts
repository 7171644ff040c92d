import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/client.js';
import { testDatabaseKind, testDatabaseUrl, withDatabase } from './db-template.js';

/**
 * An empty database for a real server process, as environment variables: a new PostgreSQL
 * database on the test server, or a PGlite directory that does not exist yet. `cleanup` removes it.
 */
export async function freshDatabaseEnv(): Promise<{ env: Record<string, string>; cleanup: () => Promise<void> }> {
  if (testDatabaseKind() === 'postgres') {
    const name = `aidat_start_${process.pid}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: testDatabaseUrl() });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    return {
      env: { DATABASE_URL: withDatabase(testDatabaseUrl(), name) },
      cleanup: async () => {
        const a = new pg.Client({ connectionString: testDatabaseUrl() });
        await a.connect();
        await a.query(`drop database if exists ${name} with (force)`);
        await a.end();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aidat-start-'));
  return {
    env: { DATA_DIR: path.join(dir, 'nested', 'data') },
    cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/** Opens the database a stopped server left behind, runs `read` on it and closes it. */
export async function readDatabase<T>(
  env: Record<string, string>,
  read: (db: Database['db']) => Promise<T>,
): Promise<T> {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 1 });
  try {
    return await read(database.db);
  } finally {
    await database.close();
  }
}
