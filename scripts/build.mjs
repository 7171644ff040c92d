// Builds what is missing or stale: the server's compiled JavaScript (apps/server/dist) and the web
// app (apps/web/dist). "Stale" means the hash of the build's inputs differs from the one stored in
// its output, so an up-to-date checkout starts without building and a changed file, a branch
// switch or a fresh clone builds again. Content hashes rather than mtimes: a Docker COPY, an
// archive or a clock change moves mtimes without changing anything.
//
//   node scripts/build.mjs [server|web ...] [--force]
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const ROOT = path.resolve(import.meta.dirname, '..');
const HASH_FILE = '.inputs-hash';

const SERVER_DIR = path.join(ROOT, 'apps/server');
const WEB_DIR = path.join(ROOT, 'apps/web');
const SHARED_INPUTS = ['packages/shared/src', 'packages/shared/package.json', 'package-lock.json', 'scripts/build.mjs'];

export const targets = {
  server: {
    out: path.join(SERVER_DIR, 'dist'),
    inputs: ['apps/server/src', 'apps/server/package.json', 'tsconfig.base.json', ...SHARED_INPUTS],
    build: buildServer,
  },
  web: {
    out: path.join(WEB_DIR, 'dist'),
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/build',
      'apps/web/index.html',
      'apps/web/package.json',
    ].concat('apps/web/vite.config.ts', 'apps/web/tsconfig.json', SHARED_INPUTS),
    build: buildWeb,
  },
};

const isTestFile = (name) => /\.test\.tsx?$|\.test-fixtures\.ts$|\.fixtures\.ts$/.test(name);

function listFiles(rel, acc) {
  const abs = path.join(ROOT, rel);
  if (!fs.existsSync(abs)) return acc;
  if (fs.statSync(abs).isFile()) {
    acc.push(rel);
    return acc;
  }
  for (const entry of fs.readdirSync(abs, { withFileTypes: true })) {
    if (entry.isDirectory()) listFiles(path.join(rel, entry.name), acc);
    else if (!isTestFile(entry.name)) acc.push(path.join(rel, entry.name));
  }
  return acc;
}

/** One hash over the names and contents of every input file. */
export function inputsHash(target) {
  const hash = crypto.createHash('sha256');
  const files = target.inputs.flatMap((rel) => listFiles(rel, [])).sort();
  for (const rel of files) {
    hash.update(rel.split(path.sep).join('/'));
    hash.update('\0');
    hash.update(fs.readFileSync(path.join(ROOT, rel)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

export function isFresh(target, hash = inputsHash(target)) {
  const file = path.join(target.out, HASH_FILE);
  return fs.existsSync(file) && fs.readFileSync(file, 'utf8') === hash;
}

/**
 * The server as one ES module per entry, with @aidat/shared (TypeScript source) compiled in and
 * every npm package left as an import, so node_modules stays the single copy of dependencies.
 * Source maps make `node --enable-source-maps` report TypeScript files and lines.
 */
async function buildServer(outDir) {
  const esbuild = await import('esbuild');
  const external = {
    name: 'npm-packages-external',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) =>
        args.path.startsWith('@aidat/') ? undefined : { path: args.path, external: true },
      );
    },
  };
  await esbuild.build({
    absWorkingDir: SERVER_DIR,
    entryPoints: ['src/server.ts', 'src/tools/backup.ts', 'src/tools/restore.ts', 'src/tools/admin.ts'],
    outdir: outDir,
    outbase: 'src',
    bundle: true,
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    sourcesContent: false,
    plugins: [external],
    logLevel: 'warning',
  });
}

/**
 * The web app's own Vite (apps/web/node_modules, Vite 7), not the one hoisted to the root for
 * Vitest (Vite 8, whose chunking adds about 1.5 KB gzip to every resident route).
 */
function webVite() {
  const own = path.join(WEB_DIR, 'node_modules/vite/bin/vite.js');
  return fs.existsSync(own) ? own : path.join(ROOT, 'node_modules/vite/bin/vite.js');
}

async function buildWeb(outDir) {
  const res = spawnSync(process.execPath, [webVite(), 'build', '--logLevel', 'warn'], {
    cwd: WEB_DIR,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (res.status !== 0) throw new Error('web build failed');
  // Vite writes straight into its configured outDir (apps/web/dist).
  if (outDir !== targets.web.out) fs.cpSync(targets.web.out, outDir, { recursive: true });
}

/**
 * Builds one target into a fresh directory beside its output and swaps it in, so a start that
 * runs while another process builds never sees half an output, and the hash is written last.
 */
async function buildTarget(name, target, hash) {
  const started = Date.now();
  if (name === 'web') {
    await target.build(target.out);
    fs.writeFileSync(path.join(target.out, HASH_FILE), hash);
  } else {
    const tmp = `${target.out}.tmp-${process.pid}`;
    fs.rmSync(tmp, { recursive: true, force: true });
    await target.build(tmp);
    fs.writeFileSync(path.join(tmp, HASH_FILE), hash);
    const old = `${target.out}.old-${process.pid}`;
    if (fs.existsSync(target.out)) fs.renameSync(target.out, old);
    try {
      fs.renameSync(tmp, target.out);
    } catch (err) {
      // Another process swapped in the same build first.
      if (!isFresh(target, hash)) throw err;
      fs.rmSync(tmp, { recursive: true, force: true });
    }
    fs.rmSync(old, { recursive: true, force: true });
  }
  console.log(`built ${name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Builds the named targets that are missing or stale (all of them with force). */
export async function ensureBuilt(names = Object.keys(targets), { force = false } = {}) {
  for (const name of names) {
    const target = targets[name];
    if (!target) throw new Error(`unknown build target: ${name}`);
    const hash = inputsHash(target);
    if (!force && isFresh(target, hash)) continue;
    await buildTarget(name, target, hash);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const names = args.filter((a) => !a.startsWith('--'));
  await ensureBuilt(names.length > 0 ? names : undefined, { force: args.includes('--force') });
}
