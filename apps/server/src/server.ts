import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { runMigrations } from './db/migrate.js';
import { ensureBaseline, seedDemo } from './db/seed/index.js';
import { startJobs } from './jobs/index.js';
import { sweepReceivedFiles } from './lib/files/file-store.js';

/**
 * Starts one instance: migrate, add the baseline configuration and menus that are missing, seed
 * the demo into an empty database when SEED_DEMO says so, serve, run jobs, stop cleanly.
 */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    statementTimeoutMs: config.dbStatementTimeoutMs,
    connectTimeoutMs: config.dbConnectTimeoutMs,
  });
  await runMigrations(database);
  await ensureBaseline(database.db);
  const app = await buildApp({ config, database, ownsDatabase: true });
  await sweepReceivedFiles(app.fileStore);
  if (config.seedDemo) {
    const seeded = await seedDemo(database.db);
    if (seeded) app.log.info('demo data seeded');
  }
  const stopJobs = config.accrual ? await startJobs(app) : () => {};

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    stopJobs();
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
