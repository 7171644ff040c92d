import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The web's import directions (app → features → components/lib → shared, never feature →
 * feature) are enforced by Biome (biome.json's apps/web/src override) and by
 * scripts/check-web-imports.mjs. Each rule must fire on a deliberately wrong import: the
 * project's own biome.json lints a small tree of probe files in a temporary folder.
 */
const repo = path.resolve(import.meta.dirname, '../../..');
const biome = path.join(repo, 'node_modules/.bin/biome');
const checker = path.join(repo, 'scripts/check-web-imports.mjs');

const PROBES: Record<string, string> = {
  'features/a/components/uses-app.ts': "import { router } from '../../../app/router';\nexport const x = router;\n",
  'features/a/components/uses-b.ts': "import { b } from '../../b/api/get-b';\nexport const x = b;\n",
  'features/a/components/uses-b-long.ts': "import { b } from '../../../features/b/api/get-b';\nexport const x = b;\n",
  'features/a/messages.ts': "export { b } from '../b/api/get-b';\n",
  'features/a/components/fine.ts':
    "import { y } from '../../../lib/y';\nimport { z } from '../api/z';\nexport const x = y + z;\n",
  'features/a/api/z.ts': 'export const z = 1;\n',
  'features/b/api/get-b.ts': 'export const b = 1;\n',
  'lib/uses-feature.ts': "import { b } from '../features/b/api/get-b';\nexport const x = b;\n",
  'lib/y.ts': 'export const y = 1;\n',
  'components/ui/uses-app.tsx': "import { App } from '../../app/app';\nexport const x = App;\n",
  'lib/cycle-a.ts': "import { b } from './cycle-b';\nexport const a = () => b;\n",
  'lib/cycle-b.ts': "import { a } from './cycle-a';\nexport const b = () => a;\n",
  'app/app.ts': "import { x } from '../features/a/components/fine';\nexport const App = x;\n",
  'app/router.ts': "import { App } from './app';\nexport const router = App;\n",
};

let dir: string;
let src: string;
/** Lint rule names reported per probe file (relative to src). */
let findings: Map<string, string[]>;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'web-imports-'));
  src = path.join(dir, 'apps/web/src');
  const config = JSON.parse(readFileSync(path.join(repo, 'biome.json'), 'utf8'));
  // Outside a git checkout: no ignore file to read, and the schema path would not resolve.
  delete config.vcs;
  delete config.$schema;
  writeFileSync(path.join(dir, 'biome.json'), JSON.stringify(config));
  for (const [file, text] of Object.entries(PROBES)) {
    mkdirSync(path.dirname(path.join(src, file)), { recursive: true });
    writeFileSync(path.join(src, file), text);
  }
  const run = spawnSync(biome, ['lint', '--reporter=github', '--max-diagnostics=none', '.'], {
    cwd: dir,
    encoding: 'utf8',
  });
  findings = new Map();
  for (const match of `${run.stdout}${run.stderr}`.matchAll(/^::error title=lint\/\w+\/(\w+),file=([^,]+),/gm)) {
    const file = path.relative(src, match[2]);
    findings.set(file, [...(findings.get(file) ?? []), match[1]]);
  }
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('web import directions (Biome)', () => {
  it('refuses app/ to a feature', () => {
    expect(findings.get('features/a/components/uses-app.ts')).toEqual(['noRestrictedImports']);
  });

  it('refuses app/ to components/', () => {
    expect(findings.get('components/ui/uses-app.tsx')).toEqual(['noRestrictedImports']);
  });

  it('refuses features/ to lib/', () => {
    expect(findings.get('lib/uses-feature.ts')).toEqual(['noRestrictedImports']);
  });

  it('refuses a feature the long way round to another feature', () => {
    expect(findings.get('features/a/components/uses-b-long.ts')).toEqual(['noRestrictedImports']);
  });

  it('refuses an import cycle', () => {
    expect(findings.get('lib/cycle-a.ts')).toEqual(['noImportCycles']);
    expect(findings.get('lib/cycle-b.ts')).toEqual(['noImportCycles']);
  });

  it('lets app/ import features and features import their own files and lib/', () => {
    expect(findings.get('app/app.ts')).toBeUndefined();
    expect(findings.get('app/router.ts')).toBeUndefined();
    expect(findings.get('features/a/components/fine.ts')).toBeUndefined();
  });
});

describe('web import directions (scripts/check-web-imports.mjs)', () => {
  it('refuses a feature importing another feature by a short relative path', () => {
    const run = spawnSync(process.execPath, [checker, src], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    const reported = run.stderr
      .trim()
      .split('\n')
      .map((line) => line.split(':')[0])
      .sort();
    expect(reported).toEqual([
      'features/a/components/uses-b-long.ts',
      'features/a/components/uses-b.ts',
      'features/a/messages.ts',
    ]);
  });

  it('finds no feature importing another in the real tree', () => {
    const run = spawnSync(process.execPath, [checker], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
