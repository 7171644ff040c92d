import fs from 'node:fs';
import path from 'node:path';

/** Files whose text may name an icon the app shows: its own source and stylesheets, not its tests. */
const SOURCE = /\.(ts|tsx|css)$/;
const TEST = /\.test\.(ts|tsx)$/;

/** `bi-name`, and `bi-caret-${up ? 'up' : 'down'}-fill`: a name built from a template's quoted parts. */
const PLAIN = /\bbi-([a-z0-9]+(?:-[a-z0-9]+)*)(?![\w$-])/g;
const TEMPLATE = /\bbi-([a-z0-9-]*)\$\{([^}]*)\}([a-z0-9-]*)/g;
const QUOTED = /'([a-z0-9-]+)'|"([a-z0-9-]+)"/g;

/** The Bootstrap Icons names a text uses, as written (`house-door` for `bi bi-house-door`). */
export function iconNamesIn(text: string): Set<string> {
  const names = new Set<string>();
  for (const [, name] of text.matchAll(PLAIN)) names.add(name);
  for (const [, before, inside, after] of text.matchAll(TEMPLATE)) {
    for (const [, single, double] of inside.matchAll(QUOTED)) names.add(`${before}${single ?? double}${after}`);
  }
  return names;
}

/** Every file under `dir` that `SOURCE` takes, tests left out. */
function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => SOURCE.test(file) && !TEST.test(file))
    .map((file) => path.join(dir, file));
}

/** The icon names of every source file under the directories and of the single files given. */
export function iconNamesOf(paths: readonly string[]): Set<string> {
  const names = new Set<string>();
  for (const entry of paths) {
    const files = fs.statSync(entry).isDirectory() ? sourceFiles(entry) : [entry];
    for (const file of files) for (const name of iconNamesIn(fs.readFileSync(file, 'utf8'))) names.add(name);
  }
  return names;
}
