import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import tar from 'tar-stream';
import { filesDir } from '../base/kept-file-paths.js';

/**
 * The embedded database's backup: one gzipped tarball holding a marker, PGlite's own dump of its
 * data directory, and every uploaded file kept under DATA_DIR/files (lib/files/file-store.ts), so a
 * restored site still opens its invoices. The files are streamed in and out one by one; only the
 * database dump is whole in memory, as PGlite hands it over.
 */
const MARKER = 'aidat-backup.json';
const DATABASE_ENTRY = 'pglite.tar';
const FILES_PREFIX = 'files/';

export async function writePgliteBackup(dataDir: string, pglite: PGlite, outFile: string): Promise<void> {
  const dump = Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer());
  const pack = tar.pack();
  const written = pipeline(pack, zlib.createGzip(), fs.createWriteStream(outFile));
  const add = (name: string, body: Buffer) =>
    new Promise<void>((resolve, reject) => pack.entry({ name }, body, (err) => (err ? reject(err) : resolve())));
  await add(MARKER, Buffer.from(JSON.stringify({ format: 1, database: 'pglite', files: FILES_PREFIX })));
  await add(DATABASE_ENTRY, dump);
  for (const file of keptFiles(filesDir(dataDir))) {
    const { size } = fs.statSync(file.path);
    await new Promise<void>((resolve, reject) => {
      const entry = pack.entry({ name: `${FILES_PREFIX}${file.name}`, size }, (err) => (err ? reject(err) : resolve()));
      fs.createReadStream(file.path).on('error', reject).pipe(entry);
    });
  }
  pack.finalize();
  await written;
}

/** The kept files, by their path under the store (`ab/abcdef…`); not the receiving folder. */
function* keptFiles(dir: string): Generator<{ name: string; path: string }> {
  if (!fs.existsSync(dir)) return;
  for (const fan of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!fan.isDirectory() || !/^[0-9a-f]{2}$/.test(fan.name)) continue;
    for (const file of fs.readdirSync(path.join(dir, fan.name))) {
      if (/^[0-9a-f]{64}$/.test(file)) yield { name: `${fan.name}/${file}`, path: path.join(dir, fan.name, file) };
    }
  }
}

/**
 * Restores a backup written by `writePgliteBackup` into `pgliteDir` and the files under `dataDir`;
 * answers false, having written nothing, when the file is a bare PGlite dump (backups taken before
 * uploads were kept on disk), which the caller loads as it is.
 */
export async function readPgliteBackup(file: string, dataDir: string, pgliteDir: string): Promise<boolean> {
  const extract = tar.extract();
  const reading = pipeline(fs.createReadStream(file), zlib.createGunzip(), extract).catch((err) => {
    // Stopping early (a bare dump) closes the stream; anything else is the file's fault.
    if ((err as { code?: string }).code !== 'ERR_STREAM_PREMATURE_CLOSE') throw err;
  });
  let first = true;
  for await (const entry of extract) {
    const name = entry.header.name;
    if (first && name !== MARKER) {
      entry.resume();
      extract.destroy();
      await reading;
      return false;
    }
    first = false;
    if (name === DATABASE_ENTRY) {
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      const pglite = await PGlite.create(pgliteDir, { loadDataDir: new Blob([Buffer.concat(chunks)]) });
      await pglite.query('checkpoint');
      await pglite.close();
    } else if (name.startsWith(FILES_PREFIX) && /^[0-9a-f]{2}\/[0-9a-f]{64}$/.test(name.slice(FILES_PREFIX.length))) {
      const target = path.join(filesDir(dataDir), name.slice(FILES_PREFIX.length));
      fs.mkdirSync(path.dirname(target), { recursive: true });
      await pipeline(entry, fs.createWriteStream(target));
    } else {
      entry.resume();
    }
  }
  await reading;
  return true;
}
