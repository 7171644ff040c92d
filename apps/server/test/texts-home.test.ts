// Texts live in packages/shared/src/messages (SPEC's wording in one place, the same for server and
// web); this scan keeps server sources and the schema files from growing inline Turkish again.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const TURKISH = /[çğıöşüÇĞİÖŞÜ]/;
const repoRoot = join(import.meta.dirname, '..', '..', '..');
const serverSrc = join(repoRoot, 'apps/server/src');
const sharedSchemas = join(repoRoot, 'packages/shared/src/schemas');

/** Tests, their fixtures and the demo seed data speak Turkish on purpose: they are data, not messages. */
function isExempt(path: string): boolean {
  const rel = relative(serverSrc, path).split('\\').join('/');
  return /\.test\.ts$/.test(rel) || /(\.test-fixtures|\.fixtures)\.ts$/.test(rel) || rel.startsWith('db/seed/');
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts'))
    .map((e) => join(e.parentPath, e.name));
}

/** Every string or template literal with a Turkish letter, with its line; comments do not count. */
export function turkishLiterals(fileName: string, text: string): { line: number; text: string }[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: { line: number; text: string }[] = [];
  const visit = (node: ts.Node): void => {
    const pieces: string[] = [];
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) pieces.push(node.text);
    if (ts.isTemplateExpression(node)) {
      pieces.push(node.head.text, ...node.templateSpans.map((s) => s.literal.text));
    }
    const joined = pieces.join('');
    if (TURKISH.test(joined)) {
      found.push({ line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: joined });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function scan(files: string[], root: string): string[] {
  return files.flatMap((file) =>
    turkishLiterals(file, readFileSync(file, 'utf8')).map((hit) => `${relative(root, file)}:${hit.line} ${hit.text}`),
  );
}

describe('one home for texts', () => {
  it('finds an inline Turkish message, in a plain string and in a template', () => {
    const fixture = readFileSync(join(import.meta.dirname, 'fixtures/inline-turkish.ts.txt'), 'utf8');
    expect(turkishLiterals('fixture.ts', fixture)).toEqual([
      { line: 2, text: 'Daire bulunamadı.' },
      { line: 3, text: 'Kod  dakika geçerlidir.' },
    ]);
  });

  it('server sources outside tests, fixtures and the demo seed data hold no Turkish string', () => {
    const files = sourceFiles(serverSrc).filter((f) => !isExempt(f));
    expect(files.length).toBeGreaterThan(50);
    expect(scan(files, repoRoot)).toEqual([]);
  });

  it('the schema files of packages/shared hold schemas only, no Turkish string', () => {
    const files = sourceFiles(sharedSchemas).filter((f) => !f.endsWith('.test.ts'));
    expect(files.length).toBeGreaterThan(5);
    expect(scan(files, repoRoot)).toEqual([]);
  });
});
