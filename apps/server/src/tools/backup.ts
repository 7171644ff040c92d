// npm run backup -- --out FILE: a backup of the database the server would use (DATABASE_URL, else
// PGlite under DATA_DIR). See db/backup.ts.
import { parseArgs } from 'node:util';
import { BackupError, backupDatabase, targetFromEnv } from '../db/backup.js';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
if (!values.out) {
  console.error('Usage: npm run backup -- --out FILE');
  process.exit(2);
}
const target = targetFromEnv();
try {
  await backupDatabase(target, values.out);
  console.log(`Backup of ${target.databaseUrl ? 'PostgreSQL' : 'PGlite'} written to ${values.out}`);
} catch (err) {
  console.error(err instanceof BackupError ? err.message : err);
  process.exit(1);
}
