import { createHash } from 'node:crypto';
import { type Readable, Transform } from 'node:stream';
import { ZipFile } from 'yazl';

/** One file of an archive: where it goes and how its bytes are made, once its turn has come. */
export interface ArchiveEntry {
  /** The path inside the archive (ASCII, `/`-separated). */
  path: string;
  /** Deflate it (text); a file that is compressed already (.xlsx, a photo, a PDF) is stored as it is. */
  compress: boolean;
  /** Its bytes; called when every earlier entry is written, with those entries' sizes and hashes. */
  open(written: readonly ArchivedFile[]): Readable | Promise<Readable>;
}

/** A written entry: its path, size in bytes and SHA-256 in hex. */
export interface ArchivedFile {
  path: string;
  size: number;
  sha256: string;
}

export interface ZipOutput {
  /** The archive's bytes, as they are written. */
  stream: Readable;
  /** Every entry in order, with its size and hash, once the archive has been read to its end. */
  files: Promise<ArchivedFile[]>;
}

/**
 * Streams a zip of the entries (yazl), one after another: an entry is opened only when the one
 * before it has been written, and the archive is read as it is made, so neither the archive nor more
 * than the entry being written (and what its source buffers) is ever in memory, however many files it
 * holds. Every entry carries the same time (`mtime`), so the same entries make the same bytes. An
 * entry is hashed as it passes, so a late entry (a manifest, a tutanak) can list the ones before it.
 */
export function zipEntries(entries: readonly ArchiveEntry[], mtime: Date): ZipOutput {
  const zip = new ZipFile();
  const written: ArchivedFile[] = [];
  const stream = zip.outputStream as Readable;
  const fail = (err: unknown) => stream.destroy(err instanceof Error ? err : new Error(String(err)));
  zip.on('error', fail);
  for (const entry of entries) {
    zip.addReadStreamLazy(entry.path, { mtime, compress: entry.compress }, (callback) => {
      Promise.resolve()
        .then(() => entry.open(written))
        .then((source) => {
          const hash = createHash('sha256');
          let size = 0;
          const counted = new Transform({
            transform(chunk: Buffer, _encoding, done) {
              hash.update(chunk);
              size += chunk.length;
              done(null, chunk);
            },
            flush(done) {
              written.push({ path: entry.path, size, sha256: hash.digest('hex') });
              done();
            },
          });
          source.on('error', fail);
          counted.on('error', fail);
          callback(null, source.pipe(counted));
        }, fail);
    });
  }
  zip.end();
  const files = new Promise<ArchivedFile[]>((resolve, reject) => {
    stream.on('end', () => resolve(written));
    stream.on('error', reject);
    stream.on('close', () => {
      if (!stream.readableEnded) reject(new Error('archive stream closed before its end'));
    });
  });
  // A caller that only sends the stream need not wait for the list: no unhandled rejection.
  files.catch(() => undefined);
  return { stream, files };
}
