// The load generator, run as its own process so its CPU use never counts against the server's.
// Reads a plan from stdin, drives each target with autocannon in turn and writes one JSON result
// per target to stdout (preceded by a {"start": name} line). Every request takes the next
// (path, cookie) pair of its target, so the load spreads over a pool of residents instead of
// replaying one cached session.
//
//   echo '{"connections":20,"duration":5,"warmup":1,"targets":[{"name":…,"url":…,"pairs":[…]}]}' | node --import tsx bench/load.ts
import { text } from 'node:stream/consumers';
import autocannon from 'autocannon';

export interface LoadTarget {
  name: string;
  url: string;
  pairs: Array<{ path: string; cookie?: string }>;
}

export interface LoadPlan {
  connections: number;
  duration: number;
  warmup: number;
  targets: LoadTarget[];
  /** Seconds per slice of the timeline each result carries, or 0 for none. */
  timeline?: number;
}

export interface LoadResult {
  name: string;
  responses: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  /** Per slice of the run (plan.timeline seconds each): responses and their p99, in ms. */
  timeline?: Array<{ responses: number; p99: number }>;
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function drive(plan: LoadPlan, target: LoadTarget, seconds: number): Promise<LoadResult> {
  let next = 0;
  // autocannon's own histogram keeps whole milliseconds; the p99 target needs fractions, so the
  // exact response times are collected here.
  let latencies = new Float64Array(1 << 16);
  // When each response came, in ms since the start, for the timeline.
  let arrivals = new Float64Array(1 << 16);
  let count = 0;
  const started = performance.now();
  // Without a callback autocannon returns its running instance, which is also awaitable (its types
  // declare only the promise).
  const instance = autocannon({
    url: target.url,
    connections: plan.connections,
    duration: seconds,
    timeout: 10,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          const pair = target.pairs[next++ % target.pairs.length];
          return { ...request, path: pair.path, headers: pair.cookie ? { cookie: pair.cookie } : {} };
        },
      },
    ],
  }) as unknown as autocannon.Instance & PromiseLike<autocannon.Result>;
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
    if (count === latencies.length) {
      const grown = new Float64Array(latencies.length * 2);
      grown.set(latencies);
      latencies = grown;
      const grownArrivals = new Float64Array(arrivals.length * 2);
      grownArrivals.set(arrivals);
      arrivals = grownArrivals;
    }
    arrivals[count] = performance.now() - started;
    latencies[count++] = responseTime;
  });
  const result = await instance;
  const timeline = plan.timeline ? slices(latencies.subarray(0, count), arrivals, plan.timeline * 1000) : undefined;
  const sorted = latencies.subarray(0, count).sort();
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count ?? 0]),
  );
  return {
    name: target.name,
    responses: count,
    seconds: result.duration,
    rps: count / result.duration,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted[count - 1] ?? Number.NaN,
    errors: result.errors,
    non2xx: result.non2xx,
    statusCodes,
    timeline,
  };
}

/** The responses and p99 of each slice of `sliceMs`, by when the responses came. */
function slices(latencies: Float64Array, arrivals: Float64Array, sliceMs: number): LoadResult['timeline'] {
  const bySlice: number[][] = [];
  for (let i = 0; i < latencies.length; i++) {
    const at = Math.floor(arrivals[i] / sliceMs);
    bySlice[at] ??= [];
    bySlice[at].push(latencies[i]);
  }
  return Array.from(bySlice, (slice = []) => ({
    responses: slice.length,
    p99: percentile(Float64Array.from(slice).sort(), 99),
  }));
}

// The parent was stopped: nobody is left to report to.
process.stdout.on('error', () => process.exit(1));
const plan = JSON.parse(await text(process.stdin)) as LoadPlan;
for (const target of plan.targets) {
  // A short unmeasured run first, so JIT warm-up and pool connects are not in the figures.
  if (plan.warmup > 0) await drive(plan, target, plan.warmup);
  // Tells the parent when measuring starts, so it can read the server's CPU time around it.
  process.stdout.write(`${JSON.stringify({ start: target.name })}\n`);
  const result = await drive(plan, target, plan.duration);
  process.stdout.write(`${JSON.stringify(result)}\n`);
}
