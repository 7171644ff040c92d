// Imported first by main.tsx. zod decides whether to compile its parsers when it builds a schema,
// by probing `new Function`; the app's CSP (no 'unsafe-eval') refuses that and the browser reports
// a violation, although zod recovers. jitless skips the probe. zod keeps its configuration on
// globalThis.__zod_globalConfig (shared by every copy of zod, read as it loads), so setting it
// here costs the resident's entry chunk no zod code; z.config({ jitless: true }) would pull it in.
// e2e/security.e2e.ts fails if a zod upgrade stops honouring this.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

export {};
