// Starts the real server for the browser tests on a fresh embedded database with the demo data,
// with the code-request throttle relaxed so that every test can sign in again at once, and the
// account block reached after five wrong codes, before any address lock.
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { runMigrations } from '../../apps/server/src/db/migrate.js';
import { configurations } from '../../apps/server/src/db/schema/index.js';
import { seedDemo } from '../../apps/server/src/db/seed/index.js';

const port = process.env.PORT ?? '3100';
const dataDir = path.resolve('.tmp', `e2e-data-${port}`);
fs.rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;

const database = await openDatabase({ dataDir });
await runMigrations(database);
await seedDemo(database.db);
for (const [key, value] of Object.entries({
  OtpResendIntervalSeconds: '0',
  OtpMaxPerPhonePerHour: '100000',
  OtpMaxPerIpPerHour: '100000',
  // Every browser runs from 127.0.0.1: five wrong codes block the account (people.e2e.ts)
  // before the address is locked out of it, so the unblocked resident can sign in again.
  AccountBlockAfterFailures: '5',
  MaxFailedLoginAttempts: '10',
})) {
  await database.db.update(configurations).set({ value }).where(eq(configurations.key, key));
}
await database.close();

await import('../../apps/server/src/server.js');
