import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

// Text assets only: woff2 and images are compressed already.
const COMPRESSIBLE = /\.(js|css|html|svg|txt|json|woff)$/;
// Below this a compressed copy saves less than the headers cost.
const MIN_BYTES = 1024;

/**
 * Writes a .br (quality 11) and a .gz (level 9) next to every text asset of the build, so the
 * server sends compressed files without compressing on each request (apps/server/src/plugins/
 * web.ts serves them with @fastify/static's preCompressed). Build metadata (.vite/) is skipped.
 */
export function precompress(): Plugin {
  let outDir = '';
  let writes = true;
  return {
    name: 'aidat-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      // An in-memory build (scripts/bundle-report.mjs --modules) has no files to compress.
      writes = config.build.write !== false;
    },
    async closeBundle() {
      if (!writes) return;
      const entries = await fs.readdir(outDir, { recursive: true, withFileTypes: true });
      const files = entries
        .filter((e) => e.isFile() && COMPRESSIBLE.test(e.name))
        .map((e) => path.join(e.parentPath, e.name))
        .filter((file) => !path.relative(outDir, file).startsWith('.vite'));
      await Promise.all(
        files.map(async (file) => {
          const content = await fs.readFile(file);
          if (content.length < MIN_BYTES) return;
          const [gz, br] = await Promise.all([
            gzip(content, { level: 9 }),
            brotli(content, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
          ]);
          await Promise.all([fs.writeFile(`${file}.gz`, gz), fs.writeFile(`${file}.br`, br)]);
        }),
      );
    },
  };
}
