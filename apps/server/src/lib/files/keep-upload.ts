import { AppError } from '@aidat/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import type { FileStore } from './file-store.js';
import { sniffFileType, storedFileName } from './file-types.js';
import type { ReceivedFile } from './receive-upload.js';

/** What a record's files share: the summary the API answers. */
export interface KeptFileSummary {
  id: number;
  fileName: string;
  contentType: string;
  size: number;
}

export interface KeepUploadRules<T extends KeptFileSummary> {
  /** At most this many files per record. */
  max: number;
  /** The stored name's length limit and the name of a file sent without one. */
  nameMax: number;
  defaultName: string;
  texts: { empty: string; wrongType: string; full: string };
  /** Locks the record for its files and tells how many it has and which, if any, holds these bytes. */
  lockFiles(tx: DbOrTx, sha256: string): Promise<{ count: number; same: T | undefined }>;
  insert(
    tx: DbOrTx,
    file: { fileName: string; contentType: string; size: number; sha256: string; data: Buffer | null },
  ): Promise<T>;
}

/**
 * Keeps an uploaded file with a record (an expense's invoice, a ticket's photo): its type told by
 * its bytes (PDF, JPEG, PNG or WebP), its name's extension following that type. The same bytes
 * sent again to the same record (a double click, a retry after a lost answer) gives back the file
 * already kept, `created: false`. The upload is received onto disk before the record is locked, so
 * a slow sender holds nobody else; the caller checks who may add a file before calling.
 */
export async function keepUpload<T extends KeptFileSummary>(
  db: Db,
  store: FileStore,
  receive: (receiveDir: string) => Promise<ReceivedFile>,
  rules: KeepUploadRules<T>,
): Promise<{ attachment: T; created: boolean }> {
  const upload = await receive(store.receiveDir);
  try {
    if (upload.size === 0) throw new AppError('ValidationError', rules.texts.empty);
    const type = sniffFileType(upload.head);
    if (!type) throw new AppError('UnsupportedMediaType', rules.texts.wrongType);
    return await db.transaction(async (tx) => {
      const kept = await rules.lockFiles(tx, upload.sha256);
      if (kept.same) return { attachment: kept.same, created: false };
      if (kept.count >= rules.max) throw new AppError('Conflict', rules.texts.full);
      const attachment = await rules.insert(tx, {
        fileName: storedFileName(upload.fileName, type, rules.defaultName, rules.nameMax),
        contentType: type.contentType,
        size: upload.size,
        sha256: upload.sha256,
        // Kept last: a refused upload leaves no file behind.
        data: await store.keep(upload),
      });
      return { attachment, created: true };
    });
  } finally {
    await upload.discard();
  }
}
