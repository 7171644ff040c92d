// The load and fault scripts at CI size, one after another (each makes and drops its own
// database next to TEST_DATABASE_URL, or its own PGlite directory, and starts its own servers).
// Prints their figures; exits non-zero when any of them fails. `--smoke` runs each at the smallest
// size that still proves it (what `npm test` runs); without it, CI size (`npm run bench`).
//
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx bench/ci-security.ts [--smoke]
import { spawnSync } from 'node:child_process';
import { ROOT } from './processes.js';

const smoke = process.argv.includes('--smoke');
const steps: Array<[string, string[]]> = smoke
  ? [
      ['bench/load-mixed.ts', ['--clients', '4', '--duration', '2']],
      ['bench/faults/concurrent-money.ts', ['--duration', '2', '--writers', '3']],
      ['bench/faults/kill-during-writes.ts', ['--writers', '2', '--before', '1', '--after', '1']],
      ['bench/faults/database-outage.ts', ['--clients', '3', '--cut', '2', '--warm', '1']],
      // A fresh embedded database under a short fuzz-like load: it must answer every request.
      ['bench/pglite-memory.ts', ['--requests', '600', '--connections', '8']],
      // Hostile spreadsheets refused before they are parsed, each within §8's memory.
      ['bench/hostile-files.ts', []],
    ]
  : [
      ['bench/load-mixed.ts', ['--clients', '20', '--duration', '5']],
      ['bench/faults/concurrent-money.ts', ['--duration', '5', '--writers', '3']],
      ['bench/faults/kill-during-writes.ts', ['--writers', '4', '--before', '2', '--after', '2']],
      ['bench/faults/database-outage.ts', ['--clients', '6', '--cut', '4']],
      // The embedded database's memory: about 35 s here (start on a fresh directory, then the load).
      ['bench/pglite-memory.ts', ['--requests', '6000', '--connections', '20']],
      ['bench/hostile-files.ts', []],
      // Eight 10 MB invoices at once on the embedded database: memory and who waits (about 25 s).
      ['bench/uploads.ts', []],
    ];

const started = Date.now();
const failed: string[] = [];
for (const [script, args] of steps) {
  console.log(`\n### ${script} ${args.join(' ')}`);
  const t0 = Date.now();
  const res = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], { cwd: ROOT, stdio: 'inherit' });
  console.log(`(${((Date.now() - t0) / 1000).toFixed(0)} s, exit ${res.status ?? res.signal})`);
  if (res.status !== 0) failed.push(script);
}
console.log(
  `\nsecurity ci: ${((Date.now() - started) / 1000).toFixed(0)} s, ${failed.length ? `FAILED: ${failed.join(', ')}` : 'all passed'}`,
);
process.exit(failed.length ? 1 : 0);
