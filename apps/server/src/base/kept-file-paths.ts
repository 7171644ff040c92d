import path from 'node:path';

/**
 * Where the embedded database's installation keeps uploaded files (lib/files/file-store.ts): under
 * DATA_DIR/files, each named by its SHA-256. The backup (db/pglite-backup.ts) reads the same place.
 */
export const filesDir = (dataDir: string) => path.join(dataDir, 'files');

/** `dir/ab/abcdef…`: two letters of fan-out keep a folder of 100,000 invoices listable. */
export const keptFilePath = (dir: string, sha256: string) => path.join(dir, sha256.slice(0, 2), sha256);
