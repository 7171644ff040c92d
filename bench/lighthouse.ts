// Lighthouse (mobile preset: a mid-range phone, simulated slow 4G and 4× CPU slowdown) on the two
// pages residents open: /login, and the resident home '/' signed in as the demo resident Mehmet
// Demir. Prints each page's four category scores and its key metrics (FCP, LCP, TBT, CLS); with
// --runs N, every run of each page and the median of each column. Every run also prints what it
// cost the main thread (printRun: benchmarkIndex, the load average, the main-thread breakdown, the
// long tasks, and the trace's own tasks split by what ran in them), so that figures taken on
// different machines or at different loads can be compared.
//
//   npm run build && node --import tsx bench/lighthouse.ts [--runs 5]
//   WEB_DIST=/tmp/other-dist node --import tsx bench/lighthouse.ts     # another build
//   node --import tsx bench/lighthouse.ts --reports .tmp/lighthouse     # also keeps each run's JSON report
//
// Builds nothing: it serves apps/web/dist with the real server on a fresh embedded database with
// the demo data (e2e/support/server.ts), on a free port. Chromium is Debian's (CHROME_PATH,
// default /usr/bin/chromium). Fails when a page's accessibility, best-practices or SEO score is
// under MIN_SCORE, or Lighthouse cannot audit it; performance is printed and never fails the run,
// because on a shared 2-core machine it measures the machine's load as much as the app.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import puppeteer, { type Browser } from 'puppeteer-core';
import { freePort, ROOT, stop, waitUntilAnswering } from './processes';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/support/chromium';

const { values: args } = parseArgs({
  options: { runs: { type: 'string', default: '1' }, reports: { type: 'string' } },
});
const RUNS = Math.max(1, Number.parseInt(args.runs, 10) || 1);
const MIN_SCORE = 90;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const GATED: ReadonlySet<string> = new Set(['accessibility', 'best-practices', 'seo']);
const RESIDENT_PHONE = '+90 (555) 000 00 03';
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

interface PageResult {
  page: string;
  scores: Record<string, number>;
  metrics: { fcp: number; lcp: number; tbt: number; cls: number };
  jsKb: number;
  /** The element Lighthouse took as the largest contentful paint (its HTML, shortened). */
  lcpElement: string;
  /** Lighthouse's measure of this machine's speed (about 1,000–2,000 for a mid-range phone). */
  benchmarkIndex: number;
  /** os.loadavg() (1, 5 and 15 minutes) when the run ended. */
  load: number[];
}

/** The real server on a fresh PGlite copy of the demo data, as the browser tests run it. */
async function startDemoServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'e2e/support/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ACCRUAL: 'false' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return waitUntilAnswering(child, `http://127.0.0.1:${port}/readyz`, 90_000);
}

/** Signs the demo resident in with the development one-time code, as the login screen does. */
async function signInResident(base: string): Promise<{ cookies: string[]; user: unknown }> {
  // The server's cross-site check compares Origin with Host on every POST.
  const headers = { 'content-type': 'application/json', origin: base };
  const post = async (url: string, body: unknown) => {
    const res = await fetch(`${base}${url}`, { method: 'POST', headers, body: JSON.stringify(body) });
    const envelope = (await res.json()) as { data?: Record<string, unknown> };
    if (!res.ok || !envelope.data) throw new Error(`${url} answered ${res.status}: ${JSON.stringify(envelope)}`);
    return { res, data: envelope.data };
  };
  const code = await post('/api/auth/login-by-phone', { phone: RESIDENT_PHONE });
  const { reference, devOtp } = code.data as { reference: string; devOtp?: string };
  if (!devOtp) throw new Error('the server sent no development code (is NODE_ENV production?)');
  const verified = await post('/api/auth/verify-otp', { reference, otp: devOtp });
  return { cookies: verified.res.headers.getSetCookie(), user: verified.data.user };
}

/**
 * Gives the browser the resident's session: the HttpOnly cookie, and the stored user the app
 * reads from localStorage (SPEC §3) to treat the visitor as signed in.
 */
async function openSession(browser: Browser, base: string, session: { cookies: string[]; user: unknown }) {
  const page = await browser.newPage();
  for (const header of session.cookies) {
    const [pair] = header.split(';');
    const eq = pair.indexOf('=');
    await browser.setCookie({
      name: pair.slice(0, eq).trim(),
      value: pair.slice(eq + 1).trim(),
      domain: new URL(base).hostname,
      path: '/',
      httpOnly: /;\s*httponly/i.test(header),
    });
  }
  // A static file of the origin, so localStorage can be written without starting the app.
  await page.goto(`${base}/robots.txt`);
  await page.evaluate((user) => window.localStorage.setItem('user', JSON.stringify(user)), session.user);
  await page.close();
}

/**
 * Makes the next audit a first visit again while keeping the session: storage is kept for the
 * audit (disableStorageReset), and with it the HTTP cache, the service worker and its precache of
 * the previous run, which would answer the page's scripts from the phone itself (0 KB of JS).
 */
async function forgetEarlierVisits(browser: Browser, base: string) {
  const page = await browser.newPage();
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', { origin: base, storageTypes: 'service_workers,cache_storage' });
  await page.close();
}

async function audit(url: string, port: number, name: string): Promise<PageResult> {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    // Keeps the session cookie and the stored user (openSession empties the HTTP cache itself).
    disableStorageReset: true,
  };
  // A trace that failed to record (NO_NAVSTART and the like, on a busy machine) is Lighthouse's own
  // error, not the page's: it asks to be run again, so it is, at most twice, and said so.
  let lhr: NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'] | undefined;
  let trace: { traceEvents: unknown[] } | undefined;
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    lhr = result.lhr;
    trace = (result.artifacts as { Trace?: { traceEvents: unknown[] } }).Trace;
    if (!lhr.runtimeError) break;
    const problem = `Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`;
    if (attempt === 3) throw new Error(problem);
    console.log(`${problem}; auditing again (attempt ${attempt + 1} of 3)`);
  }
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (args.reports) {
    fs.mkdirSync(args.reports, { recursive: true });
    // '/login #2' → login_2.json, '/ #2' → home_2.json
    const file = `${name
      .replace(/^\/(?=\s|$)/, 'home')
      .replace(/\W+/g, '_')
      .replace(/^_|_$/g, '')}.json`;
    fs.writeFileSync(path.join(args.reports, file), JSON.stringify(lhr));
  }
  const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
  if (finalPath !== new URL(url).pathname) throw new Error(`${url} ended on ${finalPath}: not the page to audit`);
  const scores: Record<string, number> = {};
  for (const id of CATEGORIES) scores[id] = Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  // Transferred JavaScript as Lighthouse saw it (compressed as the server sent it).
  const items = (lhr.audits['network-requests']?.details as { items?: Record<string, unknown>[] } | undefined)?.items;
  const jsBytes = (items ?? [])
    .filter((i) => i.resourceType === 'Script')
    .reduce((sum, i) => sum + Number(i.transferSize ?? 0), 0);
  const result: PageResult = {
    page: name,
    scores,
    metrics: {
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
    },
    jsKb: jsBytes / 1024,
    lcpElement: lcpElementOf(lhr.audits['largest-contentful-paint-element']?.details),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    load: os.loadavg(),
  };
  printRun(result, lhr, trace);
  return result;
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
type Items = { items?: Record<string, unknown>[] } | undefined;
const ms = (n: unknown) => Math.round(Number(n)).toLocaleString('en-US');
const fileOf = (url: unknown) => (String(url ?? '').replace(/^https?:\/\/[^/]+/, '') || '(none)').slice(0, 40);

/**
 * What each run cost the main thread, so figures from different machines and loads compare:
 * Lighthouse's benchmarkIndex and the load average; the main-thread breakdown and the scripts'
 * time (simulated: the observed times × the 4× slowdown); the long tasks Lighthouse counts
 * (simulated start and duration, and the script it blames); and the observed top-level tasks of
 * the trace over 15 ms, each split into what ran inside it (unthrottled, as this machine ran them).
 */
function printRun(r: PageResult, lhr: Lhr, trace: { traceEvents: unknown[] } | undefined) {
  const details = (id: string) => lhr.audits[id]?.details as Items;
  console.log(
    `\n${r.page}: perf ${r.scores.performance}, TBT ${ms(r.metrics.tbt)} ms, FCP ${ms(r.metrics.fcp)}, LCP ${ms(r.metrics.lcp)}; benchmarkIndex ${ms(r.benchmarkIndex)}, load ${r.load.map((l) => l.toFixed(2)).join(' ')}`,
  );
  const groups = (details('mainthread-work-breakdown')?.items ?? []).map((i) => `${i.group} ${ms(i.duration)}`);
  console.log(`  main thread (simulated ms): ${groups.join(', ')}`);
  const scripts = (details('bootup-time')?.items ?? []).map(
    (i) => `${fileOf(i.url)} ${ms(i.total)} (script ${ms(i.scripting)}, compile ${ms(i.scriptParseCompile)})`,
  );
  console.log(`  by script (simulated ms): ${scripts.join('; ')}`);
  const long = (details('long-tasks')?.items ?? []).map((i) => `${ms(i.startTime)}+${ms(i.duration)} ${fileOf(i.url)}`);
  console.log(`  long tasks (simulated start+ms, script): ${long.join(', ') || 'none'}`);
  if (!trace) return;
  for (const task of observedTasks(trace)) console.log(`  observed task ${task}`);
}

interface TaskNode {
  event: { name: string; args?: { data?: { url?: string; functionName?: string } } };
  children: TaskNode[];
  parent: TaskNode | undefined;
  startTime: number;
  duration: number;
  selfTime: number;
  group: { id: string };
  attributableURLs: string[];
}

/** Top-level main-thread tasks of at least 15 ms observed: start, length, and their inside by kind. */
function observedTasks(trace: { traceEvents: unknown[] }): string[] {
  const processed = TraceProcessor.processTrace(trace as never);
  const tasks = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    processed.timestamps.traceEnd,
    processed.timestamps.timeOrigin,
  ) as unknown as TaskNode[];
  // Start times are ms after the navigation's time origin.
  return tasks
    .filter((t) => !t.parent && t.duration >= 15)
    .map((t) => {
      // Self time by the event names below the task, biggest first.
      const byName = new Map<string, number>();
      const walk = (n: TaskNode) => {
        const url = n.event.args?.data?.url;
        const key = url && n.event.name !== 'ResourceSendRequest' ? `${n.event.name} ${fileOf(url)}` : n.event.name;
        byName.set(key, (byName.get(key) ?? 0) + n.selfTime);
        for (const c of n.children) walk(c);
      };
      walk(t);
      const inside = [...byName]
        .filter(([, v]) => v >= 2)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5)
        .map(([k, v]) => `${k} ${v.toFixed(0)}`);
      return `@${t.startTime.toFixed(0)} ${t.duration.toFixed(0)} ms: ${inside.join(', ')}`;
    });
}

/** The LCP element's snippet from the audit's table (the first item of its first table). */
function lcpElementOf(details: unknown): string {
  type Table = { type?: string; items?: ({ node?: { snippet?: string } } & Table)[] };
  const find = (d: Table | undefined): string | undefined => {
    for (const item of d?.items ?? []) {
      if (item.node?.snippet) return item.node.snippet;
      const nested = item.type === 'table' ? find(item) : undefined;
      if (nested) return nested;
    }
    return undefined;
  };
  const snippet = find(details as Table) ?? '(none)';
  return snippet.length > 100 ? `${snippet.slice(0, 97)}...` : snippet;
}

const middle = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const half = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[half] : (sorted[half - 1] + sorted[half]) / 2;
};

/** The median of every column over a page's runs (each column on its own, as Lighthouse advises). */
function median(page: string, runs: PageResult[]): PageResult {
  const metric = (key: keyof PageResult['metrics']) => middle(runs.map((r) => r.metrics[key]));
  return {
    page: `${page} median`,
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, middle(runs.map((r) => r.scores[c]))])),
    metrics: { fcp: metric('fcp'), lcp: metric('lcp'), tbt: metric('tbt'), cls: metric('cls') },
    jsKb: middle(runs.map((r) => r.jsKb)),
    lcpElement: '',
    benchmarkIndex: middle(runs.map((r) => r.benchmarkIndex)),
    load: [0, 1, 2].map((i) => middle(runs.map((r) => r.load[i]))),
  };
}

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

function printTable(results: PageResult[]) {
  const cols = [
    'page',
    'perf',
    'a11y',
    'best-pr.',
    'seo',
    'FCP ms',
    'LCP ms',
    'TBT ms',
    'CLS',
    'JS KB',
    'bench',
    'load 1m',
  ];
  const widths = [15, 6, 6, 9, 5, 8, 8, 8, 7, 7, 7, 9];
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('');
  console.log(line(cols));
  for (const r of results) {
    console.log(
      line([
        r.page,
        ...CATEGORIES.map((c) => String(r.scores[c])),
        r.metrics.fcp.toFixed(0),
        r.metrics.lcp.toFixed(0),
        r.metrics.tbt.toFixed(0),
        r.metrics.cls.toFixed(3),
        r.jsKb.toFixed(1),
        r.benchmarkIndex.toFixed(0),
        r.load[0].toFixed(2),
      ]),
    );
  }
}

async function main() {
  // WEB_DIST (the server's own setting) audits another build, e.g. an older one for comparison.
  const dist = process.env.WEB_DIST ?? path.join(ROOT, 'apps/web/dist');
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    throw new Error(`${dist}/index.html not found: run \`npm run build\` first`);
  }
  const started = Date.now();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const since = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
  const server = await startDemoServer(port);
  console.log(`server with the demo data up on ${base} (${since()}); ${os.cpus().length} CPUs, load ${loadAverage()}`);
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: CHROME_FLAGS,
    });
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const runs = async (page: string) => {
      const done: PageResult[] = [];
      for (let run = 1; run <= RUNS; run += 1) {
        await forgetEarlierVisits(browser, base);
        done.push(await audit(`${base}${page}`, chrome!.port, RUNS > 1 ? `${page} #${run}` : page));
        console.log(`${page} audited, run ${run} of ${RUNS} (${since()})`);
      }
      return done;
    };
    let results: PageResult[];
    try {
      // Signed out first: /login is what a resident sees before having a session.
      const login = await runs('/login');
      await openSession(browser, base, await signInResident(base));
      const home = await runs('/');
      results = RUNS > 1 ? [...login, median('/login', login), ...home, median('/', home)] : [...login, ...home];
    } finally {
      await browser.disconnect();
    }

    console.log(
      `\nLighthouse mobile preset, ${base} (scores 0-100; JS KB = transferred; bench = benchmarkIndex; load 1m = os.loadavg()[0] after the run; machine load now ${loadAverage()})`,
    );
    printTable(results);
    console.log('\nLCP element of each run');
    for (const r of results) if (r.lcpElement) console.log(`  ${r.page.padEnd(15)}${r.lcpElement}`);
    const failures = results.flatMap((r) =>
      CATEGORIES.filter((c) => GATED.has(c) && r.scores[c] < MIN_SCORE).map((c) => `${r.page} ${c} ${r.scores[c]}`),
    );
    if (failures.length) {
      console.error(`FAILED: under ${MIN_SCORE}: ${failures.join(', ')}`);
      process.exitCode = 1;
    } else {
      console.log(`accessibility, best practices and SEO at least ${MIN_SCORE} on every page: PASS`);
    }
  } finally {
    chrome?.kill();
    await stop(server);
    fs.rmSync(path.join(ROOT, '.tmp', `e2e-data-${port}`), { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
