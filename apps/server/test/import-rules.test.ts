import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The import rules of the server, the web and the shared package (.dependency-cruiser.cjs,
// docs/ARCHITECTURE.md) fire on wrong imports and only on them: `npm run lint:imports`, as
// package.json says it (same configuration, same folders), cruises a small tree of sample files
// laid out like the repository, where each wrong import breaks one rule and the right ones
// around them must pass. `npm run lint` and npm test's 'import rules' check the real tree.
const root = path.resolve(import.meta.dirname, '../../..');
const depcruise = path.join(root, 'node_modules/.bin/depcruise');

const S = 'apps/server/src';
const W = 'apps/web/src';

/** The sample tree: file (from the repository root) → text. */
const SAMPLES: Record<string, string> = {
  // base/, the bottom
  [`${S}/base/server-root.ts`]: "export const SERVER_ROOT = '/';\n",
  [`${S}/base/wrong.ts`]: "import { Settings } from '../lib/settings.js';\nexport const x = Settings;\n",
  // lib/ and plugins/
  [`${S}/lib/settings.ts`]:
    "import { SERVER_ROOT } from '../base/server-root.js';\nexport const Settings = SERVER_ROOT;\n",
  [`${S}/lib/wrong.ts`]: "import { accrue } from '../modules/ledger/public.js';\nexport const x = accrue;\n",
  [`${S}/lib/cycle-a.ts`]: "import { b } from './cycle-b.js';\nexport const a = () => b;\n",
  [`${S}/lib/cycle-b.ts`]: "import { a } from './cycle-a.js';\nexport const b = () => a;\n",
  // A cycle closed by `import type` is gone at run time.
  [`${S}/lib/type-cycle-a.ts`]:
    "import type { B } from './type-cycle-b.js';\nexport const kind = 'a';\nexport type A = B | null;\n",
  [`${S}/lib/type-cycle-b.ts`]:
    "import { kind } from './type-cycle-a.js';\nexport const b = () => kind;\nexport type B = 1;\n",
  [`${S}/plugins/wrong.ts`]:
    "import { Settings } from '../modules/configurations/settings.js';\nexport const x = Settings;\n",
  [`${S}/plugins/fine.ts`]: "import { Settings } from '../lib/settings.js';\nexport const x = Settings;\n",
  // db/
  [`${S}/db/wrong-lib.ts`]: "import { Settings } from '../lib/settings.js';\nexport const x = Settings;\n",
  [`${S}/db/seed/wrong-module.ts`]: "export { toSiteDto } from '../../modules/system-sites/public.js';\n",
  [`${S}/db/fine.ts`]: "import { SERVER_ROOT } from '../base/server-root.js';\nexport const x = SERVER_ROOT;\n",
  [`${S}/db/fine.test.ts`]: "import { Settings } from '../lib/settings.js';\nexport const x = Settings;\n",
  // modules/
  [`${S}/modules/ledger/public.ts`]:
    "export { accrue } from './posting/public.js';\nexport { debtors } from './documents/debtors.repository.js';\n",
  [`${S}/modules/ledger/posting/public.ts`]: 'export const accrue = 1;\n',
  // The ledger's rooms: one reaches another through its public.ts only.
  [`${S}/modules/ledger/documents/debtors.repository.ts`]: 'export const debtors = 1;\n',
  [`${S}/modules/ledger/documents/public.ts`]: "export { debtors } from './debtors.repository.js';\n",
  [`${S}/modules/ledger/books/room-fine.ts`]:
    "import { debtors } from '../documents/public.js';\nimport { accrue } from '../posting/public.js';\nexport const x = [debtors, accrue];\n",
  [`${S}/modules/ledger/books/room-wrong.ts`]:
    "import { debtors } from '../documents/debtors.repository.js';\nexport const x = debtors;\n",
  [`${S}/modules/ledger/ledger-write.repository.ts`]: 'export const insertEntry = 1;\n',
  [`${S}/modules/ledger/ledger.routes.ts`]: 'export default 1;\n',
  [`${S}/modules/ledger/wrong.ts`]:
    "import { assertUnitAccess } from '../site-admin/site-access.js';\nexport const x = assertUnitAccess;\n",
  [`${S}/modules/ledger/wrong-type.ts`]:
    "import type { UnitAccess } from '../site-admin/site-access.js';\nexport type X = UnitAccess;\n",
  [`${S}/modules/ledger/wrong-route-list.ts`]:
    "import { routeModules } from '../index.js';\nexport const x = routeModules;\n",
  [`${S}/modules/ledger/fine.ts`]: [
    "import { assertUnitAccess } from '../site-admin/public.js';",
    "import { insertEntry } from './ledger-write.repository.js';",
    "import { Settings } from '../../lib/settings.js';",
    'export const x = [assertUnitAccess, insertEntry, Settings];\n',
  ].join('\n'),
  [`${S}/modules/ledger/fine.test.ts`]: [
    "import { demoSiteIds } from '../site-admin/site-admin.test-fixtures.js';",
    "import { assertUnitAccess } from '../site-admin/site-access.js';",
    'export const x = [demoSiteIds, assertUnitAccess];\n',
  ].join('\n'),
  // The posting path: its door post.ts, its statements private to posting/.
  [`${S}/modules/ledger/posting/post.ts`]:
    "import { insertRows } from './ledger-rows.repository.js';\nexport const post = insertRows;\n",
  [`${S}/modules/ledger/posting/ledger-rows.repository.ts`]: 'export const insertRows = 1;\n',
  [`${S}/modules/ledger/posting-fine.ts`]: "import { post } from './posting/post.js';\nexport const x = post;\n",
  [`${S}/modules/ledger/posting-wrong.ts`]:
    "import { insertRows } from './posting/ledger-rows.repository.js';\nexport const x = insertRows;\n",
  [`${S}/modules/me/wrong.ts`]: "export const read = () => import('../ledger/ledger-write.repository.js');\n",
  [`${S}/modules/site-admin/public.ts`]: "export { assertUnitAccess } from './site-access.js';\n",
  [`${S}/modules/site-admin/site-access.ts`]:
    'export const assertUnitAccess = 1;\nexport interface UnitAccess {\n  id: number;\n}\n',
  [`${S}/modules/site-admin/site-admin.test-fixtures.ts`]: 'export const demoSiteIds = [1];\n',
  [`${S}/modules/configurations/settings.ts`]: 'export const Settings = 1;\n',
  [`${S}/modules/system-sites/public.ts`]: 'export const toSiteDto = 1;\n',
  [`${S}/modules/index.ts`]: [
    "import ledgerRoutes from './ledger/ledger.routes.js';",
    "import { insertEntry } from './ledger/ledger-write.repository.js';",
    'export const routeModules = [ledgerRoutes, insertEntry];\n',
  ].join('\n'),
  // Entry points and the composition root
  [`${S}/jobs/wrong.ts`]:
    "import { insertEntry } from '../modules/ledger/ledger-write.repository.js';\nexport const x = insertEntry;\n",
  [`${S}/jobs/fine.ts`]: "import { accrue } from '../modules/ledger/public.js';\nexport const x = accrue;\n",
  [`${S}/app.ts`]: [
    "import { routeModules } from './modules/index.js';",
    "import ledgerRoutes from './modules/ledger/ledger.routes.js';",
    "import { accrue } from './modules/ledger/public.js';",
    'export const app = [routeModules, ledgerRoutes, accrue];\n',
  ].join('\n'),

  // The web
  [`${W}/app/app.ts`]: "import { x } from '../features/a/components/fine';\nexport const App = x;\n",
  [`${W}/app/router.ts`]: "import { App } from './app';\nexport const router = App;\n",
  [`${W}/features/a/components/fine.ts`]:
    "import { y } from '../../../lib/y';\nimport { z } from '../api/z';\nexport const x = y + z;\n",
  [`${W}/features/a/api/z.ts`]: 'export const z = 1;\n',
  [`${W}/features/b/api/get-b.ts`]: 'export const b = 1;\n',
  [`${W}/features/a/components/uses-app.ts`]:
    "import { router } from '../../../app/router';\nexport const x = router;\n",
  [`${W}/features/a/components/uses-b.ts`]: "import { b } from '../../b/api/get-b';\nexport const x = b;\n",
  [`${W}/features/a/messages.ts`]: "export { b } from '../b/api/get-b';\n",
  [`${W}/features/a/api/uses-server.ts`]:
    "import type { Settings } from '../../../../../server/src/lib/settings.js';\nexport type X = typeof Settings;\n",
  [`${W}/lib/y.ts`]: 'export const y = 1;\n',
  [`${W}/lib/uses-feature.ts`]: "import { b } from '../features/b/api/get-b';\nexport const x = b;\n",
  [`${W}/lib/uses-server-package.ts`]:
    "import { Settings } from '@aidat/server/src/lib/settings.js';\nexport const x = Settings;\n",
  [`${W}/lib/cycle-a.ts`]: "import { b } from './cycle-b';\nexport const a = () => b;\n",
  [`${W}/lib/cycle-b.ts`]: "import { a } from './cycle-a';\nexport const b = () => a;\n",
  [`${W}/components/ui/uses-app.tsx`]: "import { App } from '../../app/app';\nexport const x = App;\n",
  'apps/web/build/uses-server.ts':
    "import { Settings } from '../../server/src/lib/settings.js';\nexport const x = Settings;\n",

  // The shared package
  'packages/shared/src/index.ts': 'export const shared = 1;\n',
  'packages/shared/src/uses-web.ts': "import { y } from '../../../apps/web/src/lib/y';\nexport const x = y;\n",
  'packages/shared/src/uses-server.ts':
    "import type { Settings } from '../../../apps/server/src/lib/settings.js';\nexport type X = typeof Settings;\n",
};

/**
 * Every wrong import of the samples: "<rule> <importing file> → <imported file>"; a cycle is one
 * finding, named by its first import.
 */
const WRONG = [
  `base-imports-server ${S}/base/wrong.ts → ${S}/lib/settings.ts`,
  `db-imports-server ${S}/db/wrong-lib.ts → ${S}/lib/settings.ts`,
  `infrastructure-imports-module ${S}/lib/wrong.ts → ${S}/modules/ledger/public.ts`,
  `infrastructure-imports-module ${S}/plugins/wrong.ts → ${S}/modules/configurations/settings.ts`,
  `infrastructure-imports-module ${S}/db/seed/wrong-module.ts → ${S}/modules/system-sites/public.ts`,
  `module-public-file ${S}/modules/ledger/wrong.ts → ${S}/modules/site-admin/site-access.ts`,
  `module-public-file ${S}/modules/ledger/wrong-type.ts → ${S}/modules/site-admin/site-access.ts`,
  `module-public-file ${S}/modules/ledger/wrong-route-list.ts → ${S}/modules/index.ts`,
  `module-public-file ${S}/modules/me/wrong.ts → ${S}/modules/ledger/ledger-write.repository.ts`,
  `posting-internals ${S}/modules/ledger/posting-wrong.ts → ${S}/modules/ledger/posting/ledger-rows.repository.ts`,
  `ledger-room-public-file ${S}/modules/ledger/books/room-wrong.ts → ${S}/modules/ledger/documents/debtors.repository.ts`,
  `ledger-public-file ${S}/modules/ledger/public.ts → ${S}/modules/ledger/documents/debtors.repository.ts`,
  `entry-point-public-file ${S}/jobs/wrong.ts → ${S}/modules/ledger/ledger-write.repository.ts`,
  `composition-root ${S}/app.ts → ${S}/modules/ledger/ledger.routes.ts`,
  `route-list ${S}/modules/index.ts → ${S}/modules/ledger/ledger-write.repository.ts`,
  `import-cycle ${S}/lib/cycle-a.ts → ${S}/lib/cycle-b.ts`,
  `web-imports-server ${W}/features/a/api/uses-server.ts → ${S}/lib/settings.ts`,
  `web-imports-server ${W}/lib/uses-server-package.ts → @aidat/server/src/lib/settings.js`,
  `web-imports-server apps/web/build/uses-server.ts → ${S}/lib/settings.ts`,
  `only-app-imports-app ${W}/features/a/components/uses-app.ts → ${W}/app/router.ts`,
  `only-app-imports-app ${W}/components/ui/uses-app.tsx → ${W}/app/app.ts`,
  `only-app-imports-features ${W}/lib/uses-feature.ts → ${W}/features/b/api/get-b.ts`,
  `feature-imports-feature ${W}/features/a/components/uses-b.ts → ${W}/features/b/api/get-b.ts`,
  `feature-imports-feature ${W}/features/a/messages.ts → ${W}/features/b/api/get-b.ts`,
  `import-cycle ${W}/lib/cycle-a.ts → ${W}/lib/cycle-b.ts`,
  `shared-imports-app packages/shared/src/uses-web.ts → ${W}/lib/y.ts`,
  `shared-imports-app packages/shared/src/uses-server.ts → ${S}/lib/settings.ts`,
];

interface Violation {
  from: string;
  to: string;
  rule: { name: string; severity: string };
}

let dir: string;
let lint: ReturnType<typeof spawnSync>;
let found: string[];

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aidat-import-rules-'));
  fs.copyFileSync(path.join(root, '.dependency-cruiser.cjs'), path.join(dir, '.dependency-cruiser.cjs'));
  for (const [file, text] of Object.entries(SAMPLES)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  // The lint command as package.json has it, then again with JSON output to read the findings
  // from (the second run answers from the first one's cache).
  const script: string = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts['lint:imports'];
  const [command, ...args] = script.split(/\s+/);
  expect(command).toBe('depcruise');
  lint = spawnSync(depcruise, args, { cwd: dir, encoding: 'utf8' });
  const type = args.indexOf('--output-type');
  if (type >= 0) args.splice(type, 2);
  const json = spawnSync(depcruise, [...args, '--output-type', 'json'], { cwd: dir, encoding: 'utf8' });
  const violations: Violation[] = JSON.parse(json.stdout).summary.violations;
  found = violations.map((v) => `${v.rule.name} ${v.from} → ${v.to}`);
}, 60_000);

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('import rules (.dependency-cruiser.cjs)', () => {
  it.each(WRONG)('refuses %s', (violation) => {
    expect(found).toContain(violation);
  });

  it('refuses nothing else: right imports, tests looking inside a module, a cycle closed by import type', () => {
    expect([...found].sort()).toEqual([...WRONG].sort());
  });

  it('fails the lint command with one error per wrong import', () => {
    expect(lint.stdout).toContain(`${WRONG.length} dependency violations (${WRONG.length} errors, 0 warnings)`);
    expect(lint.status).toBe(WRONG.length);
  });
});
