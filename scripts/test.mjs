// Runs every suite and ends with one line of totals: "N passed, N failed".
//
// The suites run in two lanes side by side, so that one lane's waits (a browser drawing, a server
// starting, a child process building) are the other lane's CPU time on a 2-core machine:
//
//   databases: unit (shared, web) → [build done] → API on PGlite → API on PostgreSQL → benchmarks
//              and fault scripts (smoke size)
//   front:     build → typecheck → lint → bundle budget → browser tests → Lighthouse (smoke)
//
// The API suites wait for the build because some of their files start the compiled server; the
// browser tests and Lighthouse use the built web app. Each step writes its output to
// .tmp/test-results/<step>.log; a failing step's log is printed whole at the end, after which
// the closing summary names every failed test, one line each, and the time of each step.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tmp = path.join(root, '.tmp', 'test-results');
fs.rmSync(tmp, { recursive: true, force: true });
fs.mkdirSync(tmp, { recursive: true });

const started = Date.now();
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
const results = [];
const failures = [];
const notes = [];

const elapsed = (since) => `${Math.round((Date.now() - since) / 1000)} s`;
const slug = (name) => name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');

function firstLine(messages = []) {
  return (messages[0] ?? '').split('\n')[0].slice(0, 300);
}

// GNU time, where installed, reports each step's CPU seconds (its own and its children's): with
// two lanes sharing the cores, wall clock alone does not say which step costs what.
const GNU_TIME = fs.existsSync('/usr/bin/time') ? '/usr/bin/time' : null;
const cpuSeconds = new Map();

/** Runs one command with its output in the step's log file; resolves to its exit code. */
function run(step, cmd, args, env = {}) {
  const log = fs.openSync(path.join(tmp, `${slug(step)}.log`), 'a');
  const timeFile = path.join(tmp, `${slug(step)}.cpu`);
  if (GNU_TIME) [cmd, args] = [GNU_TIME, ['-q', '-f', '%U %S', '-o', timeFile, cmd, ...args]];
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: ['ignore', log, log],
      env: { ...process.env, TZ: 'UTC', FORCE_COLOR: '0', ...env },
    });
    child.on('error', () => resolve(1));
    child.on('exit', (code, signal) => {
      fs.closeSync(log);
      if (fs.existsSync(timeFile)) {
        const [user, system] = fs.readFileSync(timeFile, 'utf8').trim().split(/\s+/).map(Number);
        if (Number.isFinite(user + system)) cpuSeconds.set(step, (cpuSeconds.get(step) ?? 0) + user + system);
      }
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

function record(name, since, passed, failed, skipped = 0) {
  results.push({ name, passed, failed, skipped, seconds: Math.round((Date.now() - since) / 1000) });
  console.log(`${failed ? 'FAIL' : 'done'}  ${name}: ${passed} passed, ${failed} failed (${elapsed(since)})`);
}

async function vitestSuite(name, projects, env = {}) {
  const since = Date.now();
  console.log(`start ${name}`);
  const out = path.join(tmp, `${slug(name)}.json`);
  const args = [
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=dot',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ];
  const code = await run(name, 'npx', args, env);
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
  if (code !== 0 && failed === 0) {
    failed = 1;
    failures.push(`${name}: exited with ${code} (see its log)`);
  }
  record(name, since, passed, failed, skipped);
}

async function commandSuite(name, cmd, args, env = {}) {
  const since = Date.now();
  console.log(`start ${name}`);
  const code = await run(name, cmd, args, env);
  if (code !== 0) failures.push(`${name}: exited with ${code} (see its log)`);
  record(name, since, code === 0 ? 1 : 0, code === 0 ? 0 : 1);
  return code === 0;
}

/** Every spec of a Playwright JSON report, nested suites included. */
function* walkSpecs(suites) {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) yield spec;
    yield* walkSpecs(suite.suites ?? []);
  }
}

async function browserSuite(name) {
  const since = Date.now();
  console.log(`start ${name}`);
  const out = path.join(tmp, 'e2e.json');
  const code = await run(name, 'npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
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
      if (!spec.ok) failures.push(`${name}: ${spec.file} › ${spec.title}`);
    }
    if (s.flaky > 0) notes.push(`${name}: ${s.flaky} test(s) passed only on retry (flaky)`);
  }
  if (code !== 0 && failed === 0) {
    failed = 1;
    failures.push(`${name}: exited with ${code} (see its log)`);
  }
  record(name, since, passed, failed, skipped);
}

// Chromium and pdftotext from Debian (the API suites read the PDFs they make, the browser tests
// drive Chromium); installed before the lanes start, since both lanes need them.
const tools = (await run('test tools', 'bash', ['scripts/ensure-test-tools.sh'])) === 0;
if (!tools) failures.push('test tools: Chromium or pdftotext could not be installed (see its log)');

// The build, awaited by the API suites (their build and start tests use the compiled server).
let buildDone;
const built = new Promise((resolve) => {
  buildDone = resolve;
});

/**
 * The three heavy suites (the API suite on each database, the browser tests) take turns, first come
 * first served, while the light steps of the other lane run beside them. Side by side they slowed
 * each other far beyond their share of the cores (measured: the API suite on PGlite 142 s alone, 724 s
 * beside the browser tests, which took 404 s alone and 682 s beside it; both lanes fill the two
 * cores already, so the time lost is the contention: cache and memory, not CPU).
 */
let heavyTail = Promise.resolve();
function heavy(step) {
  const turn = heavyTail.then(step);
  heavyTail = turn.catch(() => {});
  return turn;
}

async function databaseLane() {
  await vitestSuite('unit (shared, web)', ['shared', 'web']);
  await built;
  // With PostgreSQL too, the PGlite run leaves the files that use no database to the PostgreSQL
  // run and fuzzes a third of the cases (apps/server/vitest.config.ts, test/security/fuzz.test.ts).
  const twice = withPostgres ? { API_SUITE_TWICE: '1' } : {};
  await heavy(() => vitestSuite('api on PGlite', ['server'], { TEST_DB: 'pglite', ...twice }));
  if (!withPostgres) {
    notes.push('api on PostgreSQL, benchmarks and fault scripts: not run (set TEST_DATABASE_URL)');
    return;
  }
  await heavy(() => vitestSuite('api on PostgreSQL', ['server'], { TEST_DB: 'postgres' }));
  // Smoke size: they fail on a crash, an error answer, a lost or doubled write or a Seq Scan on
  // the ledger, never on a speed target; the figures at CI size are `npm run bench` (bench/README.md).
  await commandSuite('benchmarks (smoke)', 'node', ['--import', 'tsx', 'bench/ci.ts', '--smoke']);
  await commandSuite('load and fault scripts (smoke)', 'node', ['--import', 'tsx', 'bench/ci-security.ts', '--smoke']);
}

async function frontLane() {
  const ok = await commandSuite('build (server and web)', 'npm', ['run', 'build', '--silent', '--', '--force']);
  buildDone();
  await commandSuite('typecheck', 'npm', ['run', 'typecheck', '--silent']);
  await commandSuite('lint, format and import rules', 'npm', ['run', 'lint', '--silent']);
  // JS a resident downloads for /login and for / (shell included), each at most 100 KB gzip.
  if (ok) await commandSuite('resident bundle budget', 'node', ['scripts/bundle-report.mjs']);
  else record('resident bundle budget', Date.now(), 0, 1);
  if (!tools || !ok) {
    failures.push('browser, lighthouse: not run (no Chromium or no build)');
    record('browser', Date.now(), 0, 1);
    record('lighthouse', Date.now(), 0, 1);
    return;
  }
  await heavy(() => browserSuite('browser'));
  // Lighthouse (mobile) on /login and the resident home, one run: fails on an accessibility,
  // best-practices or SEO score under 90 or a page it cannot audit, never on performance.
  await commandSuite('lighthouse', 'node', ['--import', 'tsx', 'bench/lighthouse.ts'], {
    CHROME_PATH: '/usr/bin/chromium',
  });
}

await Promise.all([databaseLane(), frontLane()]);

const totals = results.reduce(
  (t, r) => ({ passed: t.passed + r.passed, failed: t.failed + r.failed, skipped: t.skipped + r.skipped }),
  { passed: 0, failed: 0, skipped: 0 },
);
for (const r of results.filter((r) => r.failed)) {
  const log = path.join(tmp, `${slug(r.name)}.log`);
  if (!fs.existsSync(log)) continue;
  console.log(`\n===== ${r.name}: its output (${path.relative(root, log)}) =====`);
  process.stdout.write(fs.readFileSync(log, 'utf8'));
}
if (failures.length) {
  console.log('\nFailed tests:');
  for (const line of failures) console.log(`  ${line}`);
}
console.log(`\nSuites (wall clock ${elapsed(started)}; the two lanes overlap):`);
for (const r of results) {
  const skipped = r.skipped ? `, ${r.skipped} skipped` : '';
  const cpu = cpuSeconds.has(r.name) ? `, CPU ${Math.round(cpuSeconds.get(r.name))} s` : '';
  console.log(`  ${r.name}: ${r.passed} passed, ${r.failed} failed${skipped} (${r.seconds} s${cpu})`);
}
for (const line of notes) console.log(`  ${line}`);
if (totals.skipped) console.log(`${totals.skipped} skipped`);
// The last line is exactly "N passed, N failed" (CI reads it).
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
