// The import rules of the whole repository (docs/ARCHITECTURE.md, "Import rules" and "Web"), checked
// by dependency-cruiser on resolved paths, type-only imports included: `npm run lint` runs them
// after Biome (`npm run lint:imports` alone), and apps/server/test/import-rules.test.ts shows each
// rule firing on a deliberately wrong import. Paths are relative to the repository root.

/** Test files and fixtures: they may look inside another module (fixtures, what a route wrote). */
const TEST_FILE = '\\.test\\.tsx?$|test-fixtures\\.ts$|\\.fixtures\\.ts$';
const SERVER = '^apps/server/src/';
const MODULES = `${SERVER}modules/`;
const WEB = '^apps/web/src/';

module.exports = {
  forbidden: [
    // The server, from the bottom up: base/, db/, lib/ and plugins/, modules/, the composition root.
    {
      name: 'base-imports-server',
      comment: 'base/ is the bottom of the server (the package root, random codes): it imports nothing else of src/.',
      severity: 'error',
      from: { path: `${SERVER}base/`, pathNot: TEST_FILE },
      to: { path: SERVER, pathNot: `${SERVER}base/` },
    },
    {
      name: 'db-imports-server',
      comment:
        'db/ (tables, migrations, seed) sits under lib/: it imports only db/ and base/; what both need goes to base/.',
      severity: 'error',
      from: { path: `${SERVER}db/`, pathNot: TEST_FILE },
      // modules/ is the next rule's.
      to: { path: SERVER, pathNot: `${SERVER}(db|base|modules)/` },
    },
    {
      name: 'infrastructure-imports-module',
      comment:
        'lib/, plugins/ and db/ never import modules/, not even a public file: shared infrastructure (settings, cache keys, sessions, access checks) lives in lib/.',
      severity: 'error',
      from: { path: `${SERVER}(lib|plugins|db)/` },
      to: { path: MODULES },
    },
    {
      name: 'module-public-file',
      comment:
        "A module reaches another only through that module's public.ts (modules/<area>/public.ts), never its other files nor modules/index.ts.",
      severity: 'error',
      from: { path: `${MODULES}([^/]+)/`, pathNot: TEST_FILE },
      to: { path: MODULES, pathNot: `${MODULES}($1/|[^/]+/public\\.ts$)` },
    },
    {
      name: 'ledger-room-public-file',
      comment:
        "The ledger's rooms (posting, charges, budgets, books, documents, imports: modules/ledger/<room>/) reach each other only through a room's public.ts; a room's repositories and statements are its own.",
      severity: 'error',
      from: { path: `${MODULES}ledger/([^/]+)/`, pathNot: TEST_FILE },
      to: { path: `${MODULES}ledger/[^/]+/`, pathNot: `${MODULES}ledger/($1/|[^/]+/public\\.ts$)` },
    },
    {
      name: 'ledger-public-file',
      comment:
        "modules/ledger/public.ts, the module's face to the rest of the server, hands on only what the rooms' public.ts files offer.",
      severity: 'error',
      from: { path: `${MODULES}ledger/public\\.ts$` },
      to: { path: `${MODULES}ledger/[^/]+/`, pathNot: `${MODULES}ledger/[^/]+/public\\.ts$` },
    },
    {
      name: 'posting-internals',
      comment:
        'Every money row is written by post() (modules/ledger/posting/post.ts): the statements that write them (ledger rows, dues charges, account rows, receipt numbers, late fees) are imported by post.ts and each other only; accrued-fees.ts reads the fees a payment today would post, writing nothing.',
      severity: 'error',
      from: {
        path: SERVER,
        pathNot: `${TEST_FILE}|${MODULES}ledger/posting/((post|accrued-fees|ledger-rows\\.repository)\\.ts$|late-fees/)`,
      },
      to: {
        path: `${MODULES}ledger/posting/((ledger-rows|dues-charges|account-rows|receipt-numbers)\\.repository\\.ts$|late-fees/)`,
      },
    },
    {
      name: 'entry-point-public-file',
      comment: "jobs/, tools/, admin/ and config.ts use a module only through its public.ts, like the routes' callers.",
      severity: 'error',
      from: {
        path: SERVER,
        pathNot: `${TEST_FILE}|${SERVER}(modules|lib|plugins|db|base)/|${SERVER}(app|server)\\.ts$`,
      },
      to: { path: MODULES, pathNot: `${MODULES}[^/]+/public\\.ts$` },
    },
    {
      name: 'composition-root',
      comment: 'app.ts and server.ts build the app from modules/index.ts (and may use a public.ts).',
      severity: 'error',
      from: { path: `${SERVER}(app|server)\\.ts$` },
      to: { path: MODULES, pathNot: `${MODULES}(index|[^/]+/public)\\.ts$` },
    },
    {
      name: 'route-list',
      comment: "modules/index.ts only lists route plugins: each area's *.routes.ts files.",
      severity: 'error',
      from: { path: `${MODULES}index\\.ts$` },
      to: { path: MODULES, pathNot: `${MODULES}[^/]+/.+\\.routes\\.ts$` },
    },

    // The web: app → features → components/lib → @aidat/shared, and never the server.
    {
      name: 'web-imports-server',
      comment: "The web app never imports the server's code: what both need is @aidat/shared's.",
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/|(^|/)@aidat/server(/|$)' },
    },
    {
      name: 'only-app-imports-app',
      comment:
        "Only app/ (routes, layout, start-up) imports app/: the web's imports go app → features → components/lib.",
      severity: 'error',
      from: { path: WEB, pathNot: `${WEB}app/` },
      to: { path: `${WEB}app/` },
    },
    {
      name: 'only-app-imports-features',
      comment: 'Only app/ imports features/: components/, lib/ and config/ never do.',
      severity: 'error',
      from: { path: WEB, pathNot: `${WEB}(app|features)/` },
      to: { path: `${WEB}features/` },
    },
    {
      name: 'feature-imports-feature',
      comment: 'A feature never imports another: what two features need moves to components/ or lib/.',
      severity: 'error',
      from: { path: `${WEB}features/([^/]+)/` },
      to: { path: `${WEB}features/`, pathNot: `${WEB}features/$1/` },
    },

    // The contract package is below both apps.
    {
      name: 'shared-imports-app',
      comment: '@aidat/shared (packages/shared) never imports either app.',
      severity: 'error',
      from: { path: '^packages/shared/' },
      to: { path: '^apps/|(^|/)@aidat/(server|web)(/|$)' },
    },

    {
      name: 'import-cycle',
      comment:
        'No import cycles in the apps (server tests excepted); a cycle closed only by `import type` is no cycle at run time.',
      severity: 'error',
      from: { path: '^apps/(server|web)/src/', pathNot: `^apps/server/src/.*(${TEST_FILE})` },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    // Packages are leaves: their own imports are not the project's.
    doNotFollow: { path: '(^|/)node_modules/' },
    exclude: { path: '^apps/web/dist/' },
    // `import type` and imports the compiler drops count too: a type is a dependency as well.
    tsPreCompilationDeps: true,
    // The workspaces' package.json "exports" (@aidat/shared → packages/shared/src/index.ts).
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
    // An unchanged tree (or config) answers from the cache: about 2 s of CPU here instead of 7. Any
    // change cruises the whole tree again.
    cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content' },
  },
};
