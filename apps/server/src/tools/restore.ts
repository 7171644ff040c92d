// npm run restore -- FILE: restores a backup made by `npm run backup` into the empty database the
// server would use (DATABASE_URL, else PGlite under DATA_DIR); refuses a non-empty one. See db/backup.ts.
import { parseArgs } from 'node:util';
import { BackupError, restoreDatabase, targetFromEnv } from '../db/backup.js';

const { positionals } = parseArgs({ allowPositionals: true, options: {} });
if (positionals.length !== 1) {
  console.error('Usage: npm run restore -- FILE');
  process.exit(2);
}
try {
  await restoreDatabase(targetFromEnv(), positionals[0]);
  console.log(`Restored ${positionals[0]}`);
} catch (err) {
  console.error(err instanceof BackupError ? err.message : err);
  process.exit(1);
}
