import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's directory (apps/server), found from wherever this code runs: the
 * TypeScript source (src/base), the compiled bundle (dist, or one of its chunks) or a container
 * that holds only dist, drizzle and package.json. Files beside the code (the migrations, the web
 * build) are named from here rather than by a fixed number of `..` that differs between layouts.
 */
function findServerRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('apps/server/package.json not found above the running code');
    dir = parent;
  }
}

export const SERVER_ROOT = findServerRoot();
