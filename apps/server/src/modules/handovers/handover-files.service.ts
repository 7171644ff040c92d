import { AppError, HANDOVER_TEXTS as T, istanbulDay } from '@aidat/shared';
import type { Db } from '../../db/client.js';
import { requireAccess } from '../../lib/access/access.js';
import type { FileStore } from '../../lib/files/file-store.js';
import type { StoredFile, StreamedFile } from '../../lib/files/send-stored-file.js';
import type { SessionUser } from '../../lib/sessions.js';
import { siteArchive } from './archive/site-archive.service.js';
import { archiveHandoverOf, archiveSiteOf, handoverFor } from './handovers.service.js';
import { tutanakPdf } from './tutanak-pdf.js';

const ZIP = 'application/zip';

/**
 * The handover's archive, as of its instant (PRODUCT.md §19): for the site's current managers and
 * SystemAdmins only (it holds residents' data); the outgoing managers keep only the tutanak.
 * Streamed as it is made.
 */
export async function handoverArchiveFile(
  db: Db,
  fileStore: FileStore,
  user: SessionUser,
  id: number,
): Promise<StreamedFile> {
  const record = await handoverFor(db, user, id, 'managers');
  const zip = await siteArchive(
    db,
    fileStore,
    await archiveSiteOf(db, record.siteId),
    record.at,
    await archiveHandoverOf(db, record),
  );
  return { fileName: T.handoverArchiveFileName(record.siteId, record.id), contentType: ZIP, stream: zip.stream };
}

/** The site's archive of this moment, for its current managers and SystemAdmins, streamed. */
export async function siteArchiveFile(
  db: Db,
  fileStore: FileStore,
  user: SessionUser,
  siteId: number,
  now: Date = new Date(),
): Promise<StreamedFile> {
  await requireAccess(db, user, { kind: 'site', id: siteId });
  const zip = await siteArchive(db, fileStore, await archiveSiteOf(db, siteId), now, null);
  return { fileName: T.archiveFileName(siteId, istanbulDay(now)), contentType: ZIP, stream: zip.stream };
}

/**
 * The handover's tutanak with the archive's SHA-256 and its files' as recorded: through the site's
 * managers, or (`own`) for the handover's outgoing and incoming managers. Asked for before the
 * archive is sealed (just after the handover), it waits for the seal; 503 when sealing failed.
 */
export async function tutanakFile(
  db: Db,
  user: SessionUser,
  id: number,
  as: 'managers' | 'own',
  sealer: { kick(): void; idle(): Promise<void> },
): Promise<StoredFile> {
  let record = await handoverFor(db, user, id, as);
  if (record.archiveSha256 === null) {
    sealer.kick();
    await sealer.idle();
    record = await handoverFor(db, user, id, as);
    if (record.archiveSha256 === null) throw new AppError('ServiceUnavailable', T.archiveNotSealed);
  }
  const handover = await archiveHandoverOf(db, record);
  const data = await tutanakPdf({
    site: await archiveSiteOf(db, record.siteId),
    handover: record,
    decision: handover.decision,
    files: record.archiveFiles ?? [],
    archiveSha256: record.archiveSha256,
  });
  return { fileName: T.tutanakFileName(record.id), contentType: 'application/pdf', data };
}
