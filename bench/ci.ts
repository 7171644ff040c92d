// The CI-size benchmark run: a throw-away database next to TEST_DATABASE_URL, filled at the
// generator's default (small) size, then EXPLAIN, the HTTP load test, the accrual and the documents
// (receipt PDF, debtor list, site ledger on a 2,000-unit site of their own). Prints their
// figures; exits non-zero only on errors (a crash, a non-2xx answer, a Seq Scan on the ledger),
// never on a missed speed target, since CI-size figures on a shared machine are indicative only.
// `--smoke` runs every step at the smallest size that still exercises it (a few sites, one second
// of load): what `npm test` runs, so that a crash, an error answer or a Seq Scan still fails it.
//
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx bench/ci.ts [--smoke]
//   npm run bench                                     (CI size, with bench/ci-security.ts)
import { type ChildProcess, spawn } from 'node:child_process';
import pg from 'pg';
import { ROOT } from './processes.js';

const base = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const name = `aidat_bench_${process.pid}`;
const url = new URL(base);
url.pathname = `/${name}`;
const databaseUrl = url.toString();
const started = Date.now();

const admin = new pg.Client({ connectionString: base });
await admin.connect();
await admin.query(`create database ${name}`);
let dropped = false;
const dropDatabase = async () => {
  if (dropped) return;
  dropped = true;
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
};

const smoke = process.argv.includes('--smoke');
const steps: Array<[string, string, string[]]> = smoke
  ? [
      ['generate', 'bench/generate.ts', ['--sites', '3', '--units-per-site', '20', '--months', '3']],
      ['explain', 'bench/explain.ts', ['--quiet']],
      ['http', 'bench/http.ts', ['--connections', '4', '--duration', '1', '--warmup', '1', '--sessions', '20']],
      ['accrual', 'bench/accrual.ts', []],
      ['late-fees', 'bench/late-fees.ts', []],
      ['documents', 'bench/documents.ts', ['--units', '60', '--months', '6', '--receipts', '5']],
      ['statement-import', 'bench/statement-import.ts', ['--rows', '200', '--units', '60', '--runs', '1']],
      ['statement-confirm', 'bench/statement-confirm.ts', ['--rows', '200', '--units', '24']],
      ['tickets', 'bench/tickets.ts', ['--tickets', '600', '--units', '40', '--runs', '2']],
      ['enforcement-file', 'bench/enforcement-file.ts', ['--rows', '300', '--runs', '1']],
      ['meetings', 'bench/meetings.ts', ['--units', '60', '--runs', '1']],
      ['handover-archive', 'bench/handover-archive.ts', ['--units', '40', '--months', '3', '--invoices', '20']],
      [
        'card-callback',
        'bench/card-callback.ts',
        ['--checkouts', '40', '--sites', '4', '--concurrency', '4', '--rate', '20', '--seconds', '2'],
      ],
    ]
  : [
      ['generate', 'bench/generate.ts', []],
      ['explain', 'bench/explain.ts', ['--quiet']],
      ['http', 'bench/http.ts', ['--connections', '20', '--duration', '5', '--warmup', '2', '--sessions', '500']],
      ['accrual', 'bench/accrual.ts', []],
      ['late-fees', 'bench/late-fees.ts', []],
      ['documents', 'bench/documents.ts', []],
      ['statement-import', 'bench/statement-import.ts', []],
      ['statement-confirm', 'bench/statement-confirm.ts', []],
      ['tickets', 'bench/tickets.ts', []],
      ['enforcement-file', 'bench/enforcement-file.ts', []],
      ['meetings', 'bench/meetings.ts', []],
      ['handover-archive', 'bench/handover-archive.ts', ['--units', '500', '--months', '12', '--invoices', '500']],
      ['card-callback', 'bench/card-callback.ts', []],
    ];
const failures: string[] = [];
let current: ChildProcess | null = null;
let interrupted = false;
// Ctrl-C or a CI timeout in the middle: stop the running step, then still remove the database.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    interrupted = true;
    current?.kill(signal);
  });
}
try {
  for (const [label, script, args] of steps) {
    if (interrupted) break;
    console.log(`\n### ${label}`);
    current = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: databaseUrl },
    });
    const code = await new Promise<number | null>((resolve) => current?.once('exit', resolve));
    if (code !== 0) failures.push(label);
    // Nothing to measure on a database that could not be filled.
    if (label === 'generate' && code !== 0) break;
  }
} finally {
  await dropDatabase();
}
if (interrupted) process.exit(130);
console.log(
  `\nbench ci${smoke ? ' (smoke)' : ''}: ${((Date.now() - started) / 1000).toFixed(0)} s, ${failures.length ? `FAILED: ${failures.join(', ')}` : 'no errors'}`,
);
process.exit(failures.length ? 1 : 0);
