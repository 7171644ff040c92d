import client from 'prom-client';
import type { Database } from '../db/client.js';
import { LightHistogram } from './light-histogram.js';
import { onSmsResult } from './sms/index.js';

/**
 * The process's Prometheus metrics. One registry per process: Prometheus scrapes each instance
 * on its own, and counters such as SMS sends are counted where they happen, outside any request.
 */
export const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry });

/**
 * Request durations by route pattern (`/api/siteadmin/units/:unitId/payments`, never the raw URL,
 * so ids cannot blow up the series count) and status. Buckets span a cached read (a few ms) to
 * the statement timeout (10 s).
 */
const httpDuration = new LightHistogram(
  'http_request_duration_seconds',
  'Time from the request arriving to the answer being sent, by route pattern and status.',
  [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
);
registry.registerMetric(httpDuration as unknown as client.Metric);

/** Label for requests no route matched (404s for scanners' made-up paths). */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * One request's duration in its (method, route pattern, status) series: one string key, so a
 * request costs a Map lookup (lib/light-histogram.ts). Bounded by the route table.
 */
export function observeRequest(method: string, route: string | undefined, status: number, seconds: number): void {
  const pattern = route ?? UNMATCHED_ROUTE;
  httpDuration.observe(
    `${method} ${status} ${pattern}`,
    () => ({ method, route: pattern, status_code: String(status) }),
    seconds,
  );
}

const smsSends = new client.Counter({
  name: 'sms_sends_total',
  help: 'SMS sends by provider and outcome (sent, failed, timeout, …).',
  labelNames: ['provider', 'outcome'] as const,
  registers: [registry],
});

/** Counts one SMS send; called by the SMS clients after the provider answered (or did not). */
export function countSmsSend(provider: string, outcome: string): void {
  smsSends.labels(provider, outcome).inc();
}

// Every send reports its result (lib/sms/send-sms.ts), whether or not a request is in flight.
onSmsResult((result) => countSmsSend(result.provider, result.outcome));

/**
 * Lookups counted since the last scrape, per store, result and key family: the configuration is
 * read through the cache on every request, so a lookup costs a Map get and an addition, and the
 * counter takes them when Prometheus scrapes (its `collect`). Only families the code names are
 * kept as keys, so the map stays small.
 */
const pendingLookups = new Map<string, { labels: [string, string, string]; n: number }>();

// Lives in the registry; nothing holds it but the registry, which calls its collect on a scrape.
new client.Counter({
  name: 'cache_lookups_total',
  help: 'Reads of the app cache by store, key family (config:all, menu:active, login:pair-lock, ...) and result.',
  labelNames: ['store', 'family', 'result'] as const,
  registers: [registry],
  collect() {
    for (const pending of pendingLookups.values()) {
      if (pending.n === 0) continue;
      this.labels(...pending.labels).inc(pending.n);
      pending.n = 0;
    }
  },
});

/**
 * A key's family: its first two segments ("login:pair-lock:<phone>:<ip>" → "login:pair-lock"), so
 * phones, addresses and ids never become label values; anything else is "other".
 */
export function cacheKeyFamily(key: string): string {
  const second = key.indexOf(':', key.indexOf(':') + 1);
  const family = second === -1 ? key : key.slice(0, second);
  return FAMILY.test(family) ? family : 'other';
}
const FAMILY = /^[a-z-]+(:[a-z-]+)?$/;

/** Counts one read of the app cache (plugins/cache.ts wraps the store with this). */
export function countCacheLookup(store: string, key: string, hit: boolean): void {
  const second = key.indexOf(':', key.indexOf(':') + 1);
  const result = hit ? 'hit' : 'miss';
  const seriesKey = `${store}|${result}|${second === -1 ? key : key.slice(0, second)}`;
  let pending = pendingLookups.get(seriesKey);
  if (!pending) {
    const family = cacheKeyFamily(key);
    // Keys of no named family are counted under one entry ('*' is in no family), never one per key.
    const keptKey = family === 'other' ? `${store}|${result}|*` : seriesKey;
    pending = pendingLookups.get(keptKey);
    if (!pending) {
      pending = { labels: [store, family, result], n: 0 };
      pendingLookups.set(keptKey, pending);
    }
  }
  pending.n += 1;
}

const fenceWait = new client.Histogram({
  name: 'answer_cache_fence_seconds',
  help: 'Wait after a write until its invalidations were applied by this instance (scope local) or by every listening instance (scope everywhere: logout, blocking), by outcome (applied, unconfirmed).',
  labelNames: ['scope', 'outcome'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2],
  registers: [registry],
});

/** One wait of the answer cache's fence (plugins/answer-cache.ts). */
export function observeFence(scope: 'local' | 'everywhere', outcome: 'applied' | 'unconfirmed', seconds: number): void {
  fenceWait.labels(scope, outcome).observe(seconds);
}

const jobRuns = new client.Counter({
  name: 'job_runs_total',
  help: 'Background job runs by job and outcome (ok, failed).',
  labelNames: ['job', 'outcome'] as const,
  registers: [registry],
});
const jobDuration = new client.Histogram({
  name: 'job_duration_seconds',
  help: 'Background job run time by job.',
  labelNames: ['job'] as const,
  buckets: [0.01, 0.1, 0.5, 1, 5, 15, 60, 300],
  registers: [registry],
});

/** Runs one background job, counting its outcome and timing it; the job's result or error passes through. */
export async function timeJob<T>(job: string, run: () => Promise<T>): Promise<T> {
  const end = jobDuration.labels(job).startTimer();
  try {
    const result = await run();
    jobRuns.labels(job, 'ok').inc();
    return result;
  } catch (err) {
    jobRuns.labels(job, 'failed').inc();
    throw err;
  } finally {
    end();
  }
}

type PoolLike = Pick<NonNullable<Database['pool']>, 'totalCount' | 'idleCount' | 'waitingCount'>;
const pools = new Map<string, PoolLike>();

/**
 * Connections of the PostgreSQL pools (requests and background), read when scraped: open,
 * idle, and requests waiting for one (the first sign of an undersized pool or slow queries).
 */
const poolConnections = new client.Gauge({
  name: 'db_pool_connections',
  help: 'PostgreSQL pool connections by pool and state (total, idle, waiting clients).',
  labelNames: ['pool', 'state'] as const,
  registers: [registry],
  collect() {
    this.reset();
    for (const [name, pool] of pools) {
      this.labels(name, 'total').set(pool.totalCount);
      this.labels(name, 'idle').set(pool.idleCount);
      this.labels(name, 'waiting').set(pool.waitingCount);
    }
  },
});
void poolConnections;

/** Reports the database's pools while the app that opened them runs; returns the undo. PGlite has none. */
export function trackDatabasePools(database: Pick<Database, 'pool' | 'backgroundPool'>): () => void {
  const mine: Array<[string, PoolLike]> = [];
  if (database.pool) mine.push(['requests', database.pool]);
  if (database.backgroundPool) mine.push(['background', database.backgroundPool]);
  for (const [name, pool] of mine) pools.set(name, pool);
  return () => {
    for (const [name, pool] of mine) if (pools.get(name) === pool) pools.delete(name);
  };
}
