// Sizes of the built web app's JavaScript, per chunk and per route group, and the resident budget
// (PRODUCT.md §8: resident pages load fast on a phone). The resident set is what /login and /
// download: index.html's script, everything it imports statically, and any lazy auth/resident
// screen with its imports. Admin and system screens must stay out of it. Exits non-zero when the
// resident set is over budget or an admin screen is pulled into it.
//
//   npm run build && node scripts/bundle-report.mjs [--dist apps/web/dist] [--budget-kb 100] [--modules]
//
// --modules also builds the app in memory (nothing written) to show which packages fill the entry.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

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
    // Default level, as a web server or CDN compresses on the fly (and as Vite reports it).
    sizes.set(file, { raw: code.length, gzip: gzipSync(code).length });
  }
  return sizes.get(file);
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
  list.reduce((sum, f) => ({ raw: sum.raw + sizeOf(f).raw, gzip: sum.gzip + sizeOf(f).gzip }), { raw: 0, gzip: 0 });

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const lazyKeys = Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry);
// Resident screens made lazy still count: a resident downloads them for /login and /.
const isResidentScreen = (key) => /src\/features\/(auth|resident)\//.test(key);
const entryKeys = closure(entryKey);
for (const key of lazyKeys.filter(isResidentScreen)) closure(key, entryKeys);
const entryFiles = files(entryKeys);
const adminKeys = lazyKeys.filter((k) => !isResidentScreen(k));

console.log('JS chunks (KB)');
const allJs = Object.values(manifest)
  .map((m) => m.file)
  .filter((f) => f.endsWith('.js'));
const row = (cells) =>
  `  ${cells[0].padEnd(52)}${cells
    .slice(1)
    .map((c) => c.padStart(9))
    .join('')}`;
console.log(row(['file', 'raw', 'gzip']));
for (const f of [...new Set(allJs)].sort((a, b) => sizeOf(b).gzip - sizeOf(a).gzip)) {
  console.log(row([`${f}${entryFiles.includes(f) ? '  (resident)' : ''}`, kb(sizeOf(f).raw), kb(sizeOf(f).gzip)]));
}

console.log('\nRoute groups: JS downloaded to open them (KB)');
console.log(row(['route group', 'raw', 'gzip', 'chunks']));
const entry = total(entryFiles);
console.log(row(['resident: /login, /, /units/:id', kb(entry.raw), kb(entry.gzip), String(entryFiles.length)]));
for (const key of adminKeys) {
  // What an administrator downloads on top of the entry when opening this screen.
  const extra = files(closure(key)).filter((f) => !entryFiles.includes(f));
  const size = total(extra);
  console.log(
    row([`+ lazy ${path.basename(key, path.extname(key))}`, kb(size.raw), kb(size.gzip), String(extra.length)]),
  );
}

let failed = false;
const leaked = adminKeys.filter((k) => entryKeys.has(k));
if (leaked.length) {
  console.error(`\nFAILED: lazy screens in the resident entry: ${leaked.join(', ')}`);
  failed = true;
}
const verdict = entry.gzip <= budget ? 'PASS' : 'OVER';
const css = total([...entryKeys].flatMap((k) => manifest[k].css ?? []));
console.log(`\nresident CSS (not budgeted): ${kb(css.raw)} KB raw, ${kb(css.gzip)} KB gzip`);
console.log(`resident JS: ${kb(entry.gzip)} KB gzip, budget ${kb(budget)} KB: ${verdict}`);
if (verdict === 'OVER') failed = true;

if (values.modules) await printModules();
process.exit(failed ? 1 : 0);

/** Builds in memory with the app's own Vite and splits the entry's size by package. */
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
  console.log('\nResident entry by package (each minified and gzipped alone; KB)');
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
