// Imported first by main.tsx. zod decides whether to compile its parsers when it builds a schema,
// by probing `new Function`; the app's CSP (no 'unsafe-eval') refuses that and the browser reports
// a violation, although zod recovers. jitless skips the probe.
//
// zod's public switch is `config({ jitless: true })` (from 'zod' or 'zod/v4/core'), but importing
// it here puts zod's core and util modules in the entry chunk every page loads (a module the entry
// imports stays in the entry chunk, with all of it that the administrators' schemas use later):
// about 3.9 KB gzip more on every page, measured with the build's Rollup and terser, under
// a resident budget with a few hundred bytes left (scripts/bundle-report.mjs). So this sets the
// object `config()` reads and writes instead: zod keeps it on globalThis.__zod_globalConfig,
// shared by every copy of zod and, as zod's own source says of it, honoured when filled in before
// zod loads. It costs the entry chunk no zod code.
// zod-jitless.test.ts fails if a zod upgrade stops honouring this (e2e/security.e2e.ts checks the
// browser reports no CSP violation).
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

export {};
