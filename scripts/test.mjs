// Runs every suite in turn and ends with one line of totals: "N passed, N failed".
// Suites: shared + web units, the API on PGlite, the API on PostgreSQL (when TEST_DATABASE_URL
// is set), typecheck, lint and format, the server's import rules, the build and the resident
// bundle budget, the browser tests, Lighthouse on the resident pages, and the CI-size benchmarks.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tmp = path.join(root, '.tmp', 'test-results');
fs.rmSync(tmp, { recursive: true, force: true });
fs.mkdirSync(tmp, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const summary = [];
const failures = [];

function firstLine(messages = []) {
  return (messages[0] ?? '').split('\n')[0].slice(0, 300);
}

function run(cmd, args, env = {}) {
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, TZ: 'UTC', ...env } });
  return res.status ?? 1;
}

function vitestSuite(name, projects, env = {}) {
  const out = path.join(tmp, `${name}.json`);
  const args = [
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ];
  const code = run('npx', args, env);
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  if (fs.existsSync(out)) {
    const r = JSON.parse(fs.readFileSync(out, 'utf8'));
    passed = r.numPassedTests;
    failed = r.numFailedTests;
    skipped = r.numPendingTests + (r.numTodoTests ?? 0);
    // A file that failed to load counts as a failure even though no test ran.
    failed += r.testResults.filter((f) => f.status === 'failed' && f.assertionResults.length === 0).length;
    // Named again in the summary, which is the part of a long CI log that is always kept.
    for (const f of r.testResults) {
      const file = path.relative(root, f.name);
      if (f.status === 'failed' && f.assertionResults.length === 0) failures.push(`${name}: ${file} did not load`);
      for (const a of f.assertionResults) {
        if (a.status === 'failed') failures.push(`${name}: ${file} › ${a.fullName}: ${firstLine(a.failureMessages)}`);
      }
    }
  }
  if (code !== 0 && failed === 0) failed = 1;
  record(name, passed, failed, skipped);
}

/** Every spec of a Playwright JSON report, nested suites included. */
function* walkSpecs(suites) {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) yield spec;
    yield* walkSpecs(suite.suites ?? []);
  }
}

function record(name, passed, failed, skipped = 0) {
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  summary.push(`${name}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
}

function commandSuite(name, cmd, args, env = {}) {
  const code = run(cmd, args, env);
  record(name, code === 0 ? 1 : 0, code === 0 ? 0 : 1);
}

// Chromium and pdftotext from Debian (the API suites read the PDFs they make, the browser tests drive Chromium).
const tools = run('bash', ['scripts/ensure-test-tools.sh']) === 0;

vitestSuite('unit (shared, web)', ['shared', 'web']);
// With PostgreSQL too, the PGlite run leaves the files that use no database to the PostgreSQL run
// and fuzzes a third of the cases (apps/server/vitest.config.ts, test/security/fuzz.test.ts).
const twice = process.env.TEST_DATABASE_URL ? { API_SUITE_TWICE: '1' } : {};
vitestSuite('api on PGlite', ['server'], { TEST_DB: 'pglite', ...twice });
if (process.env.TEST_DATABASE_URL) {
  vitestSuite('api on PostgreSQL', ['server'], { TEST_DB: 'postgres' });
} else {
  summary.push('api on PostgreSQL: not run (set TEST_DATABASE_URL)');
}
commandSuite('typecheck', 'npm', ['run', 'typecheck', '--silent']);
commandSuite('lint and format', 'npx', ['biome', 'check', '.']);
// Import directions of the server, the web and the shared package (.dependency-cruiser.cjs).
commandSuite('import rules', 'npm', ['run', 'lint:imports', '--silent']);
commandSuite('build (server and web)', 'npm', ['run', 'build', '--silent', '--', '--force']);
// JS a resident downloads for /login and for / (shell included), each at most 100 KB gzip.
commandSuite('resident bundle budget', 'node', ['scripts/bundle-report.mjs']);

// Browser tests against the built app.
const chromium = tools;
if (!chromium) {
  record('browser', 0, 1);
} else {
  const out = path.join(tmp, 'e2e.json');
  const code = run('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: out,
  });
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  if (fs.existsSync(out)) {
    const report = JSON.parse(fs.readFileSync(out, 'utf8'));
    const s = report.stats;
    passed = s.expected + s.flaky;
    failed = s.unexpected;
    skipped = s.skipped;
    for (const spec of walkSpecs(report.suites ?? [])) {
      if (!spec.ok) failures.push(`browser: ${spec.file} › ${spec.title}`);
    }
    if (s.flaky > 0) summary.push(`browser: ${s.flaky} test(s) passed only on retry (flaky)`);
  }
  if (code !== 0 && failed === 0) failed = 1;
  record('browser', passed, failed, skipped);
}
// Lighthouse (mobile) on /login and the resident home: prints scores and metrics, fails on an
// accessibility, best-practices or SEO score under 90, never on performance (bench/README.md).
if (chromium) {
  commandSuite('lighthouse', 'node', ['--import', 'tsx', 'bench/lighthouse.ts'], { CHROME_PATH: '/usr/bin/chromium' });
} else {
  record('lighthouse', 0, 1);
}

// Benchmarks and fault scripts at CI size (PostgreSQL): they print their figures and fail only
// on errors (non-2xx answers, crashes, lost or doubled writes), never on a missed speed target.
if (process.env.TEST_DATABASE_URL) {
  commandSuite('benchmarks at CI size', 'node', ['--import', 'tsx', 'bench/ci.ts']);
  commandSuite('load and fault scripts at CI size', 'node', ['--import', 'tsx', 'bench/ci-security.ts']);
} else {
  summary.push('benchmarks and fault scripts: not run (set TEST_DATABASE_URL)');
}

if (failures.length) {
  console.log('\nFailed tests:');
  for (const line of failures) console.log(`  ${line}`);
}
console.log('\nSuites:');
for (const line of summary) console.log(`  ${line}`);
if (totals.skipped) console.log(`${totals.skipped} skipped`);
// The last line is exactly "N passed, N failed" (CI reads it).
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
