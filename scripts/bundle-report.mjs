// Sizes of the built web app's JavaScript, per chunk and per route, and the resident budget
// (PRODUCT.md §8: resident pages load fast on a phone). A route's figure is what the browser
// downloads to show it: index.html's script, every chunk it imports statically (the app shell),
// and the route's lazy screen with everything that imports statically. Chunks loaded only on a
// later action (the code dialog after 'Giriş', the confirm dialog, the administrators' menu)
// are not part of showing the page and are not counted. Exits 1 when a budgeted route (/login, /,
// /site-books) is over the budget or an admin screen is pulled into one of them.
//
//   npm run build && node scripts/bundle-report.mjs [--dist apps/web/dist] [--budget-kb 100] [--modules]
//
// The budget is on gzip at the default level, as a server compressing on the fly sends it; 'br
// sent' is what this app's server really sends a browser that accepts brotli (the build's .br
// copies, apps/web/build/precompress.ts), for information. KB = 1024 bytes.
// --modules also builds the app in memory (nothing written) to show which packages fill the shell.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const webRoot = path.join(root, 'apps/web');
const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: path.join(webRoot, 'dist') },
    'budget-kb': { type: 'string', default: '100' },
    modules: { type: 'boolean', default: false },
  },
});
const dist = path.resolve(values.dist);
const budget = Number(values['budget-kb']) * 1024;
const kb = (bytes) => (bytes / 1024).toFixed(1);

const manifestPath = path.join(dist, '.vite', 'manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.error(`${manifestPath} not found: run \`npm run build\` first (vite.config.ts sets build.manifest).`);
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));

const sizes = new Map();
function sizeOf(file) {
  if (!sizes.has(file)) {
    const code = fs.readFileSync(path.join(dist, file));
    sizes.set(file, {
      raw: code.length,
      // Default level, as a web server or CDN compresses on the fly (and as Vite reports it).
      gzip: gzipSync(code).length,
      // What this app's server actually sends a browser that accepts brotli: the build's .br copy.
      br: brotliOf(file, code),
    });
  }
  return sizes.get(file);
}
function brotliOf(file, code) {
  const copy = path.join(dist, `${file}.br`);
  if (fs.existsSync(copy)) return fs.statSync(copy).size;
  return brotliCompressSync(code, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

/** A manifest entry and every chunk it imports statically: what loading it downloads. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(dep, seen);
  return seen;
}
const files = (keys) => [...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
const total = (list) =>
  list.reduce(
    (sum, f) => ({ raw: sum.raw + sizeOf(f).raw, gzip: sum.gzip + sizeOf(f).gzip, br: sum.br + sizeOf(f).br }),
    { raw: 0, gzip: 0, br: 0 },
  );

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const lazyKeys = Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry);
const shellKeys = closure(entryKey);
const shellFiles = files(shellKeys);

/** The resident routes and the lazy screen each shows (apps/web/src/app/lazy-pages.ts). */
const ROUTES = [
  { route: '/login', screen: 'src/features/auth/components/login-page.tsx', budgeted: true },
  { route: '/', screen: 'src/features/resident/components/home-page.tsx', budgeted: true },
  { route: '/units/:unitId', screen: 'src/features/resident/components/unit-detail-page.tsx', budgeted: false },
  // 'Sitemizin Hesapları': every resident may open it, so it carries the same budget (PRODUCT.md §10).
  { route: '/site-books', screen: 'src/features/site-books/components/site-books-page.tsx', budgeted: true },
];

/**
 * The manifest key of a screen's chunk: its source path, or, when Rollup put modules other
 * screens share into that chunk too, '_<hash>.js' (Vite then omits the source path; the chunk's
 * name is its first module's).
 */
function screenKey(screen) {
  if (manifest[screen]?.isDynamicEntry) return screen;
  const name = path.basename(screen, path.extname(screen));
  return Object.keys(manifest).find(
    (k) => k.startsWith('_') && manifest[k].isDynamicEntry && manifest[k].name === name,
  );
}

let failed = false;
for (const entry of ROUTES) {
  entry.key = screenKey(entry.screen);
  if (!entry.key) {
    console.error(`FAILED: ${entry.screen} (${entry.route}) is not a lazy chunk of the build; update ROUTES.`);
    failed = true;
  }
}
const routeKeys = (key) => closure(key, new Set(shellKeys));

console.log('JS chunks (KB)');
const allJs = [...new Set(Object.values(manifest).map((m) => m.file))].filter((f) => f.endsWith('.js'));
const row = (cells) =>
  `  ${cells[0].padEnd(52)}${cells
    .slice(1)
    .map((c) => c.padStart(9))
    .join('')}`;
// Chunk files are named by their hash alone (apps/web/vite.config.ts); the manifest keeps their names.
const nameOf = new Map(Object.values(manifest).map((m) => [m.file, m.name]));
console.log(row(['file  name', 'raw', 'gzip']));
for (const f of allJs.sort((a, b) => sizeOf(b).gzip - sizeOf(a).gzip)) {
  const label = `${f}  ${nameOf.get(f) ?? ''}${shellFiles.includes(f) ? '  (shell)' : ''}`;
  console.log(row([label, kb(sizeOf(f).raw), kb(sizeOf(f).gzip)]));
}

console.log('\nResident routes: JS downloaded to show them, shell included (KB)');
console.log(row(['route', 'raw', 'gzip', 'chunks', 'budget', 'br sent']));
const shell = total(shellFiles);
console.log(row(['(shell alone)', kb(shell.raw), kb(shell.gzip), String(shellFiles.length), '', kb(shell.br)]));
const verdicts = [];
for (const { route, key, budgeted } of ROUTES) {
  if (!key) continue;
  const keys = routeKeys(key);
  const size = total(files(keys));
  const verdict = budgeted ? (size.gzip <= budget ? 'PASS' : 'OVER') : 'info';
  console.log(row([route, kb(size.raw), kb(size.gzip), String(files(keys).length), verdict, kb(size.br)]));
  if (verdict === 'OVER') failed = true;
  if (budgeted) verdicts.push(`${route} ${kb(size.gzip)} KB ${verdict}`);
  // Another screen's chunk imported statically would be downloaded with this route.
  const leaked = [...keys].filter((k) => k !== key && manifest[k].isDynamicEntry);
  if (leaked.length) {
    console.error(`FAILED: other screens downloaded for ${route}: ${leaked.join(', ')}`);
    failed = true;
  }
}

console.log('\nOther screens: JS downloaded on top of the shell when opening them (KB)');
console.log(row(['lazy screen', 'raw', 'gzip', 'chunks']));
for (const key of lazyKeys.filter((k) => !ROUTES.some((r) => r.key === k))) {
  const extra = files(closure(key)).filter((f) => !shellFiles.includes(f));
  const size = total(extra);
  console.log(
    row([
      `+ ${manifest[key].name ?? path.basename(key, path.extname(key))}`,
      kb(size.raw),
      kb(size.gzip),
      String(extra.length),
    ]),
  );
}

const css = total([...shellKeys].flatMap((k) => manifest[k].css ?? []));
console.log(`\nshell CSS (not budgeted): ${kb(css.raw)} KB raw, ${kb(css.gzip)} KB gzip`);
console.log(`resident routes, JS gzip, budget ${kb(budget)} KB each: ${verdicts.join(', ')}`);

if (values.modules) await printModules();
process.exit(failed ? 1 : 0);

/** Builds in memory with the app's own Vite and splits the shell's size by package. */
async function printModules() {
  const vitePath = createRequire(path.join(webRoot, 'package.json')).resolve('vite');
  const { build } = await import(pathToFileURL(vitePath).href);
  const output = await build({
    root: webRoot,
    configFile: path.join(webRoot, 'vite.config.ts'),
    logLevel: 'error',
    build: { write: false, emptyOutDir: false, outDir: path.join(root, '.tmp', 'bundle-report') },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => o.output).filter((c) => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const entryChunk = chunks.find((c) => c.isEntry);
  const inEntry = new Set();
  const visit = (c) => {
    if (!c || inEntry.has(c)) return;
    inEntry.add(c);
    for (const f of c.imports) visit(byFile.get(f));
  };
  visit(entryChunk);
  // Each package's code as it sits in the entry (before minification), minified and gzipped on
  // its own: close to, and a little above, its share of the real entry.
  const esbuild = await import(pathToFileURL(createRequire(vitePath).resolve('esbuild')).href);
  const packages = new Map();
  for (const chunk of inEntry) {
    for (const [id, mod] of Object.entries(chunk.modules)) {
      const name = packageOf(id);
      packages.set(name, `${packages.get(name) ?? ''}${mod.code ?? ''}\n`);
    }
  }
  const rows = [];
  for (const [name, code] of packages) {
    const min = await esbuild.transform(code, { minify: true, loader: 'js' }).then(
      (r) => r.code,
      () => code,
    );
    rows.push([name, Buffer.byteLength(min), gzipSync(min).length]);
  }
  console.log('\nShell (every page) by package (each minified and gzipped alone; KB)');
  console.log(row(['package', 'min', 'gzip']));
  for (const [name, min, gz] of rows.sort((a, b) => b[2] - a[2])) {
    if (gz >= 512) console.log(row([name, kb(min), kb(gz)]));
  }
}

function packageOf(id) {
  const clean = id.replace(/^\0/, '').split('?')[0];
  const nm = clean.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = clean.slice(nm + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const rel = path.relative(root, clean);
  if (rel.startsWith('packages/shared')) return '@aidat/shared';
  const parts = rel.split('/');
  // apps/web/src/features/<area>/… → app: features/<area>
  return parts[2] === 'src' ? `app: ${parts.slice(3, parts[3] === 'features' ? 5 : 4).join('/')}` : rel;
}
