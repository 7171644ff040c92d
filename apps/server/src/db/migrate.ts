import path from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { SERVER_ROOT } from '../base/server-root.js';
import type { Database } from './client.js';

export const MIGRATIONS_FOLDER = path.join(SERVER_ROOT, 'drizzle');

/**
 * Applies drizzle-kit's migrations; on PostgreSQL one instance at a time (advisory lock), on the
 * background pool so that an index build is not cut short by the requests' statement timeout.
 */
export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    return;
  }
  const client = await database.backgroundPool!.connect();
  try {
    await client.query('select pg_advisory_lock(715001)');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    await migratePg(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query('select pg_advisory_unlock(715001)').catch(() => {});
    client.release();
  }
}
