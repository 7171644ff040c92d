// Import directions of the server (docs/ARCHITECTURE.md, "Import rules"), the part Biome's
// noRestrictedImports cannot say: it matches the text of an import, not the folder of the file
// that imports, so "modules/ledger may use modules/site-admin only through its public file" and
// "lib/ never imports modules/, not even a public file" are checked here, on resolved paths.
//
//   node scripts/check-imports.mjs                            checks apps/server/src
//   node scripts/check-imports.mjs --stdin-file-path=<path>   checks the text on stdin as that file
//
// Prints one line per wrong import, "<file>:<line> <rule>: <why>", and exits 1 when there is any.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const src = path.join(root, 'apps/server/src');

/** Folders of src that are infrastructure: they never depend on a feature module. */
const INFRASTRUCTURE = new Set(['lib', 'plugins', 'db']);
/** The composition root: builds the app from modules/index.ts. */
const COMPOSITION_ROOT = new Set(['app.ts', 'server.ts']);

// Static imports, re-exports, side-effect imports and dynamic import() of a string literal.
const IMPORT = /(?:\b(?:import|export)\b[^'";]*?\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;

const isTestFile = (rel) => /\.test\.ts$|test-fixtures\.ts$|\.fixtures\.ts$/.test(rel);

/** "modules/<area>/<rest>" → { area, rest }; anything else → null. */
function moduleOf(rel) {
  const parts = rel.split('/');
  if (parts[0] !== 'modules' || parts.length < 3) return null;
  return { area: parts[1], rest: parts.slice(2).join('/') };
}

/** The rule an import breaks, or null. `from` and `to` are paths relative to src, with '/'. */
export function violation(from, to) {
  if (!to.startsWith('modules/')) return null;
  const target = moduleOf(to);
  const top = from.split('/')[0];
  if (INFRASTRUCTURE.has(top)) {
    return { rule: 'infrastructure-imports-module', why: `${top}/ never imports modules/ (move shared code to lib/)` };
  }
  if (COMPOSITION_ROOT.has(from)) {
    return to === 'modules/index.ts' || target?.rest === 'public.ts'
      ? null
      : { rule: 'composition-root', why: `${from} builds the app from modules/index.ts` };
  }
  if (from === 'modules/index.ts') {
    // The list of route plugins: it names each area's routes files and nothing else.
    return target && /\.routes\.ts$/.test(target.rest)
      ? null
      : { rule: 'route-list', why: 'modules/index.ts only lists route plugins (<area>/*.routes.ts)' };
  }
  const source = moduleOf(from);
  if (source && target && source.area === target.area) return null;
  // Tests (of a module or a job) may look inside another module: fixtures, what a route wrote.
  if (isTestFile(from)) return null;
  if (target?.rest !== 'public.ts') {
    return {
      rule: 'module-public-file',
      why: `reach modules/${target?.area ?? '…'} only through modules/${target?.area ?? '<area>'}/public.ts`,
    };
  }
  return null;
}

/** Wrong imports of one file's text; `file` is absolute. */
export function checkSource(file, text) {
  const from = path.relative(src, file).split(path.sep).join('/');
  const found = [];
  for (const match of text.matchAll(IMPORT)) {
    const spec = match[1];
    if (!spec.startsWith('.')) continue;
    const resolved = path.resolve(path.dirname(file), spec).replace(/\.js$/, '.ts');
    const to = path.relative(src, resolved).split(path.sep).join('/');
    if (to.startsWith('..')) continue;
    const v = violation(from, to);
    if (v) {
      const line = text.slice(0, match.index).split('\n').length;
      found.push(`${path.relative(root, file)}:${line} ${v.rule}: ${v.why} ('${spec}')`);
    }
  }
  return found;
}

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function main() {
  const stdinArg = process.argv.find((a) => a.startsWith('--stdin-file-path='));
  let problems;
  if (stdinArg) {
    const file = path.resolve(root, stdinArg.slice('--stdin-file-path='.length));
    problems = checkSource(file, fs.readFileSync(0, 'utf8'));
  } else {
    problems = sourceFiles(src).flatMap((file) => checkSource(file, fs.readFileSync(file, 'utf8')));
  }
  for (const p of problems) console.log(p);
  if (problems.length > 0) {
    console.log(`${problems.length} import(s) against the server's import rules (docs/ARCHITECTURE.md)`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) main();
