import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { filesDir, keptFilePath } from '../../base/kept-file-paths.js';
import type { ReceivedFile } from './receive-upload.js';

/** An uploaded file's row: its bytes when the database keeps them, else null (they are on disk). */
export interface KeptFileRow {
  sha256: string;
  size: number;
  data: Buffer | null;
}

/** A kept file's bytes as they are sent: whole, or streamed from the disk. */
export type FileBody = { data: Buffer } | { stream: Readable; size: number };

/**
 * Where uploaded files (an expense's invoices, PRODUCT.md §10) are kept: in PostgreSQL when
 * DATABASE_URL is set, so that every instance serves them; under DATA_DIR/files with the embedded
 * database, which is one process and runs in this one: a 10 MB value through it held every other
 * request for about 20 s. On disk a file is named by its SHA-256, so the same bytes are kept once
 * and a file left by an upload whose transaction failed is only a spare copy.
 */
export interface FileStore {
  where: 'database' | 'disk';
  /** Where uploads are received before they are kept (on the store's disk, so keeping is a rename). */
  receiveDir: string;
  /** Keeps a received file; answers the bytes for the row when the database keeps them, else null. */
  keep(file: ReceivedFile): Promise<Buffer | null>;
  /** A kept file to send. */
  open(row: KeptFileRow): Promise<FileBody>;
}

/** The store of a database: its own rows on PostgreSQL, the data directory's disk with PGlite. */
export function fileStoreFor(kind: 'pglite' | 'postgres', dataDir: string): FileStore {
  return kind === 'pglite' ? diskFileStore(filesDir(dataDir)) : databaseFileStore();
}

function databaseFileStore(): FileStore {
  return {
    where: 'database',
    receiveDir: path.join(os.tmpdir(), 'aidat-uploads'),
    keep: (file) => fs.promises.readFile(file.path),
    open: async (row) => ({ data: row.data ?? Buffer.alloc(0) }),
  };
}

function diskFileStore(dir: string): FileStore {
  return {
    where: 'disk',
    receiveDir: path.join(dir, 'tmp'),
    async keep(file) {
      const target = keptFilePath(dir, file.sha256);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      // The same bytes may be kept already (another expense's copy of one invoice).
      if (fs.existsSync(target)) await file.discard();
      else await fs.promises.rename(file.path, target);
      return null;
    },
    async open(row) {
      // Rows written before files moved to disk, and the demo's, still hold their bytes.
      if (row.data) return { data: row.data };
      const file = keptFilePath(dir, row.sha256);
      const { size } = await fs.promises.stat(file);
      return { stream: fs.createReadStream(file), size };
    },
  };
}

/** Removes what uploads cut short by a stopped process left in the receiving folder (server start). */
export async function sweepReceivedFiles(store: FileStore): Promise<void> {
  // Only the disk store's folder is this process's alone (PGlite locks its directory); the
  // database store's is shared by every instance on the machine.
  if (store.where === 'disk') await fs.promises.rm(store.receiveDir, { recursive: true, force: true });
}
