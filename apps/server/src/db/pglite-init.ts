import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * What the child runs: open (which runs initdb), checkpoint so the next open has no WAL to
 * replay (replaying initdb's WAL costs as much memory as initdb itself), close.
 */
const INIT_SCRIPT = `
const { PGlite } = await import(process.argv[1]);
const pg = await PGlite.create(process.argv[2]);
await pg.exec('checkpoint');
await pg.close();
`;

/**
 * Creates an empty PGlite data directory in a short-lived child process. PGlite runs initdb with
 * two extra WebAssembly instances next to the one that serves, and WebAssembly memory is never
 * given back: done in the server process, a first start peaked at about 1 GB and stayed near
 * 900 MB resident for the life of the process. In a child, that memory ends with the child and
 * the server opens a ready directory like on any later start. Does nothing when the directory
 * already holds a database.
 */
export async function initialisePgliteDir(dir: string): Promise<void> {
  if (fs.existsSync(path.join(dir, 'PG_VERSION'))) return;
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const pgliteUrl = import.meta.resolve('@electric-sql/pglite');
  try {
    await run(process.execPath, ['--input-type=module', '--eval', INIT_SCRIPT, pgliteUrl, dir], {
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (err) {
    const stderr = (err as { stderr?: string }).stderr?.trim();
    throw new Error(`Could not create the database in ${dir}${stderr ? `: ${stderr}` : ''}`, { cause: err });
  }
}
