// The CI-size benchmark run: a throw-away database next to TEST_DATABASE_URL, filled at the
// generator's default (small) size, then EXPLAIN, the HTTP load test and the accrual. Prints their
// figures; exits non-zero only on errors (a crash, a non-2xx answer, a Seq Scan on the ledger),
// never on a missed speed target, since CI-size figures on a shared machine are indicative only.
//
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx bench/ci.ts
import { spawnSync } from 'node:child_process';
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
const dropDatabase = async () => {
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
};
// Ctrl-C in the middle still removes the database; the running step gets the signal too.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void dropDatabase().finally(() => process.exit(130)));
}

const steps: Array<[string, string, string[]]> = [
  ['generate', 'bench/generate.ts', []],
  ['explain', 'bench/explain.ts', ['--quiet']],
  ['http', 'bench/http.ts', ['--connections', '20', '--duration', '5', '--warmup', '2', '--sessions', '500']],
  ['accrual', 'bench/accrual.ts', []],
];
const failures: string[] = [];
try {
  for (const [label, script, args] of steps) {
    console.log(`\n### ${label}`);
    const res = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: databaseUrl },
    });
    if (res.status !== 0) failures.push(label);
    // Nothing to measure on a database that could not be filled.
    if (label === 'generate' && res.status !== 0) break;
  }
} finally {
  await dropDatabase();
}
console.log(
  `\nbench ci: ${((Date.now() - started) / 1000).toFixed(0)} s, ${failures.length ? `FAILED: ${failures.join(', ')}` : 'no errors'}`,
);
process.exit(failures.length ? 1 : 0);
