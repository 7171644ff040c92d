import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The server's import rules (docs/ARCHITECTURE.md) fire on a wrong import and pass on the real
// tree: Biome's part (noRestrictedImports, noImportCycles) with the project's own biome.json on a
// small fixture tree, and scripts/check-imports.mjs on fixture text and on apps/server/src.
const root = path.resolve(import.meta.dirname, '../../..');
const biome = path.join(root, 'node_modules/.bin/biome');
const checker = path.join(root, 'scripts/check-imports.mjs');

interface BiomeDiagnostic {
  category: string;
  location: { path: string };
}

describe('Biome import rules (biome.json, server override)', () => {
  let dir: string;
  let diagnostics: BiomeDiagnostic[];

  /** Writes a file of the fixture tree under apps/server/src. */
  function write(rel: string, text: string) {
    const file = path.join(dir, 'apps/server/src', rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aidat-import-rules-'));
    const config = JSON.parse(fs.readFileSync(path.join(root, 'biome.json'), 'utf8'));
    // The fixture is no git work tree; everything else is the project's configuration as it is.
    delete config.$schema;
    delete config.vcs;
    fs.writeFileSync(path.join(dir, 'biome.json'), JSON.stringify(config));
    write('modules/configurations/settings.ts', 'export const Settings = 1;\n');
    write('modules/ledger/public.ts', 'export const accrue = 1;\n');
    write(
      'lib/wrong.ts',
      "import { Settings } from '../modules/configurations/settings.js';\n\nexport const x = Settings;\n",
    );
    write('lib/cycle-a.ts', "import { b } from './cycle-b.js';\n\nexport const a = () => b;\n");
    write('lib/cycle-b.ts', "import { a } from './cycle-a.js';\n\nexport const b = () => a;\n");
    write('jobs/right.ts', "import { accrue } from '../modules/ledger/public.js';\n\nexport const y = accrue;\n");
    const run = spawnSync(biome, ['lint', '--reporter=json', '.'], { cwd: dir, encoding: 'utf8' });
    diagnostics = JSON.parse(run.stdout).diagnostics;
  });

  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const rulesAt = (rel: string) =>
    diagnostics.filter((d) => d.location.path === `apps/server/src/${rel}`).map((d) => d.category);

  it('refuses an import of a module file from lib/ (noRestrictedImports)', () => {
    expect(rulesAt('lib/wrong.ts')).toEqual(['lint/style/noRestrictedImports']);
  });

  it('refuses an import cycle (noImportCycles)', () => {
    expect(rulesAt('lib/cycle-a.ts')).toEqual(['lint/suspicious/noImportCycles']);
    expect(rulesAt('lib/cycle-b.ts')).toEqual(['lint/suspicious/noImportCycles']);
  });

  it("lets a job use a module's public file", () => {
    expect(rulesAt('jobs/right.ts')).toEqual([]);
  });

  it('passes on the real server tree', () => {
    const run = spawnSync(biome, ['lint', '--reporter=json', 'apps/server/src'], { cwd: root, encoding: 'utf8' });
    const found = (JSON.parse(run.stdout).diagnostics as BiomeDiagnostic[]).filter((d) =>
      /noRestrictedImports|noImportCycles/.test(d.category),
    );
    expect(found).toEqual([]);
  }, 180_000);
});

describe('scripts/check-imports.mjs', () => {
  /** The checker's findings for `text` as the file at `rel` under apps/server/src. */
  function check(rel: string, text: string): { code: number | null; out: string } {
    const run = spawnSync('node', [checker, `--stdin-file-path=apps/server/src/${rel}`], {
      cwd: root,
      input: text,
      encoding: 'utf8',
    });
    return { code: run.status, out: run.stdout };
  }

  it.each([
    ['lib/example.ts', "import { accrueMonths } from '../modules/ledger/public.js';", 'infrastructure-imports-module'],
    [
      'plugins/example.ts',
      "import { Settings } from '../modules/configurations/settings.js';",
      'infrastructure-imports-module',
    ],
    [
      'db/seed/example.ts',
      "export { toSiteDto } from '../../modules/system-sites/public.js';",
      'infrastructure-imports-module',
    ],
    [
      'modules/ledger/example.ts',
      "import { assertUnitAccess } from '../site-admin/site-access.js';",
      'module-public-file',
    ],
    [
      'modules/me/example.ts',
      "const read = await import('../ledger/ledger-read.repository.js');",
      'module-public-file',
    ],
    [
      'jobs/example.ts',
      "import { accrueMonths } from '../modules/ledger/ledger-write.repository.js';",
      'module-public-file',
    ],
    ['modules/index.ts', "import { recordPayment } from './ledger/payments.service.js';", 'route-list'],
    ['app.ts', "import ledgerRoutes from './modules/ledger/ledger.routes.js';", 'composition-root'],
  ])('refuses in %s: %s', (rel, text, rule) => {
    const { code, out } = check(rel, text);
    expect(code).toBe(1);
    expect(out).toContain(` ${rule}: `);
  });

  it.each([
    ['modules/ledger/example.ts', "import { assertUnitAccess } from '../site-admin/public.js';"],
    ['modules/ledger/example.ts', "import { insertEntry } from './ledger-write.repository.js';"],
    ['modules/ledger/example.ts', "import { Settings } from '../../lib/settings.js';"],
    ['jobs/example.ts', "import { accrueMonths } from '../modules/ledger/public.js';"],
    ['modules/index.ts', "import ledgerRoutes from './ledger/ledger.routes.js';"],
    ['app.ts', "import { routeModules } from './modules/index.js';"],
    ['modules/ledger/example.test.ts', "import { demoSiteIds } from '../site-admin/site-admin.test-fixtures.js';"],
    ['plugins/example.ts', "import { Settings } from '../lib/settings.js';"],
  ])('allows in %s: %s', (rel, text) => {
    expect(check(rel, text)).toEqual({ code: 0, out: '' });
  });

  it('passes on the real server tree', () => {
    const run = spawnSync('node', [checker], { cwd: root, encoding: 'utf8' });
    expect(run.stdout).toBe('');
    expect(run.status).toBe(0);
  });
});
