import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database, Db } from '../../db/client.js';
import type { FileStore } from '../../lib/files/file-store.js';
import { QueueDrainer } from '../../lib/queue-drainer.js';
import { archiveDigest, siteArchive } from './archive/site-archive.service.js';
import { handoverRecords, setArchive, unsealedHandoverIds } from './handovers.repository.js';
import { archiveHandoverOf, archiveSiteOf } from './handovers.service.js';

/**
 * A handover's archive is sealed (its SHA-256 and its files' recorded) after the handover's
 * transaction has committed, not inside it: at 2,000 units the archive takes most of a minute to
 * read, and inside the transaction it held the site's rows and, on the embedded database, its only
 * connection. The archive is made as of the handover's instant with fixed times, so making it later
 * gives the same bytes; rows of that instant's transactions still committing are the one exception
 * either way (docs/ARCHITECTURE.md).
 */

interface Deps {
  db: Db;
  fileStore: FileStore;
  log: Pick<FastifyBaseLogger, 'error' | 'info'>;
}

/** Seals every handover still without its archive's hash, oldest first; answers how many. */
export async function sealPendingArchives(deps: Deps, stopped: () => boolean = () => false): Promise<number> {
  let sealed = 0;
  for (const id of await unsealedHandoverIds(deps.db)) {
    if (stopped()) break;
    const [record] = await handoverRecords(deps.db, { id });
    // Sealed meanwhile by another instance: the same bytes, nothing to do.
    if (!record || record.archiveSha256 !== null) continue;
    const archive = await siteArchive(
      deps.db,
      deps.fileStore,
      await archiveSiteOf(deps.db, record.siteId),
      record.at,
      await archiveHandoverOf(deps.db, record),
    );
    const digest = await archiveDigest(archive);
    await setArchive(deps.db, id, digest.sha256, digest.files);
    deps.log.info({ handoverId: id, sha256: digest.sha256 }, 'handover archive sealed');
    sealed += 1;
  }
  return sealed;
}

/** One instance's sealer: kicked after a handover commits, at start and at every job tick. */
export class ArchiveSealer extends QueueDrainer {
  constructor(deps: Deps) {
    super((stopped) => sealPendingArchives(deps, stopped), deps.log, 'handover archive sealing failed');
  }
}

const sealers = new WeakMap<Database, ArchiveSealer>();

/** The app's sealer, made on first use, shared by the handover routes and the job. */
export function archiveSealerOf(app: FastifyInstance): ArchiveSealer {
  let sealer = sealers.get(app.database);
  if (!sealer) {
    sealer = new ArchiveSealer({ db: app.database.backgroundDb, fileStore: app.fileStore, log: app.log });
    sealers.set(app.database, sealer);
  }
  return sealer;
}

export async function stopArchiveSealer(app: FastifyInstance): Promise<void> {
  const sealer = sealers.get(app.database);
  if (!sealer) return;
  sealers.delete(app.database);
  await sealer.stop();
}
