// The resident's first tap on a slow phone: Mehmet's home '/' opened afresh under a 4× CPU
// slowdown (CDP Emulation.setCPUThrottlingRate, as Lighthouse's mobile preset assumes), then his
// first unit row tapped once the page has settled. Prints, for every run and as medians:
//
// - the tap's interaction time as Chrome's Event Timing measures it for INP: from the touch to the
//   next frame painted after its handlers ran (pointerdown, pointerup, click; the longest counts);
// - the time from the touch to the first frame that shows the unit page instead of the home, and
//   to the first frame that shows its balances (the link to the site's books under them);
// - the main thread's long tasks between the touch and that frame.
//
//   npm run build && node --import tsx bench/tap.ts [--runs 5] [--slowdown 4]
//   WEB_DIST=/tmp/other-dist node --import tsx bench/tap.ts     # another build
//
// Serves apps/web/dist with the real server on a fresh embedded database with the demo data
// (e2e/support/server.ts), on a free port, and Debian's Chromium (CHROME_PATH). The target is
// 200 ms for the interaction and for the unit page: a miss is printed as MISS and fails nothing,
// because on a shared machine the figures move with its load (printed with every run).
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/support/chromium';
import { freePort, ROOT, stop, waitUntilAnswering } from './processes';

const { values: args } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, slowdown: { type: 'string', default: '4' } },
});
const RUNS = Math.max(1, Number.parseInt(args.runs, 10) || 5);
const SLOWDOWN = Math.max(1, Number(args.slowdown) || 4);
const TARGET_MS = 200;
const RESIDENT_PHONE = '+90 (555) 000 00 03';
/** The tap's events printed (the pointerenter/leave of every ancestor say nothing more). */
const SHOWN_EVENTS = new Set(['pointerdown', 'pointerup', 'click']);

interface TapResult {
  /** Event Timing's longest duration among the tap's events (INP's measure), ms. */
  interaction: number;
  events: string;
  /** From the touch to the first frame that shows the unit page, ms. */
  pageShown: number;
  /** From the touch to the first frame that shows its balances, ms. */
  dataShown: number;
  longTasks: string;
  load: number;
}

async function startDemoServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'e2e/support/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ACCRUAL: 'false' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return waitUntilAnswering(child, `http://127.0.0.1:${port}/readyz`, 90_000);
}

/** The demo resident's session through the API (the development one-time code), as bench/lighthouse.ts. */
async function signInResident(base: string) {
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

/** Watches, in the page, for the tap's Event Timing entries, long tasks and the frames after it. */
function watchTap() {
  type Watch = {
    events: { name: string; start: number; duration: number; interactionId: number }[];
    longTasks: { start: number; duration: number }[];
    pageShown?: number;
    dataShown?: number;
  };
  const w: Watch = { events: [], longTasks: [] };
  (window as unknown as { __tap: Watch }).__tap = w;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEventTiming & { interactionId: number })[]) {
      w.events.push({ name: e.name, start: e.startTime, duration: e.duration, interactionId: e.interactionId });
    }
  }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask' });
  // The frames after the tap: the first that shows the unit page, the first that shows its balances.
  const frame = (time: number) => {
    if (
      w.pageShown === undefined &&
      location.pathname.startsWith('/units/') &&
      !document.querySelector('[data-testid="unit-row"]')
    )
      w.pageShown = time;
    if (w.dataShown === undefined && document.querySelector('[data-testid="site-books-link"]')) w.dataShown = time;
    if (w.dataShown === undefined) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

async function tapOnce(page: Page, base: string): Promise<TapResult> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', { origin: base, storageTypes: 'service_workers,cache_storage' });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
  await page.goto(`${base}/`);
  await page.getByTestId('unit-row').first().waitFor();
  // Settled: the splash gone (SPEC §2: at least 0.5 + 0.8 + 0.5 s) and a quiet second after it.
  await page.getByTestId('splash').waitFor({ state: 'detached', timeout: 30_000 });
  await page.waitForTimeout(1000);
  await page.evaluate(watchTap);
  await page.getByTestId('unit-row').first().tap();
  await page.waitForFunction(() => (window as unknown as { __tap: { dataShown?: number } }).__tap.dataShown, null, {
    timeout: 30_000,
    polling: 100,
  });
  // Event Timing reports an interaction once its frame is painted; give it that frame.
  await page.waitForTimeout(300);
  const w = await page.evaluate(
    () =>
      (
        window as unknown as {
          __tap: {
            events: { name: string; start: number; duration: number; interactionId: number }[];
            longTasks: { start: number; duration: number }[];
            pageShown: number;
            dataShown: number;
          };
        }
      ).__tap,
  );
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  const tapEvents = w.events.filter((e) => e.interactionId > 0 || /^(pointer|touch)/.test(e.name));
  // The touch: the earliest input of the tap (Event Timing only reports events of 16 ms or more,
  // so a tap none of whose events took that long has none, and its interaction was under 16 ms).
  const touch = tapEvents.length ? Math.min(...tapEvents.map((e) => e.start)) : undefined;
  if (touch === undefined) throw new Error('no Event Timing entry for the tap: every event under 16 ms?');
  return {
    interaction: Math.max(...tapEvents.map((e) => e.duration)),
    events: [
      ...new Set(tapEvents.filter((e) => SHOWN_EVENTS.has(e.name)).map((e) => `${e.name} ${Math.round(e.duration)}`)),
    ].join(', '),
    pageShown: w.pageShown - touch,
    dataShown: w.dataShown - touch,
    longTasks:
      w.longTasks
        .filter((t) => t.start + t.duration >= touch && t.start <= w.dataShown)
        .map((t) => `+${Math.round(t.start - touch)} ${Math.round(t.duration)} ms`)
        .join(', ') || 'none',
    load: os.loadavg()[0],
  };
}

const middle = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const half = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[half] : (sorted[half - 1] + sorted[half]) / 2;
};
const verdict = (ms: number) => `${Math.round(ms)} ms ${ms <= TARGET_MS ? 'PASS' : 'MISS'}`;

async function main() {
  const dist = process.env.WEB_DIST ?? path.join(ROOT, 'apps/web/dist');
  if (!fs.existsSync(path.join(dist, 'index.html')))
    throw new Error(`${dist}/index.html not found: run \`npm run build\``);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startDemoServer(port);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const session = await signInResident(base);
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    await context.addCookies(
      session.cookies.map((header) => {
        const [pair] = header.split(';');
        const eq = pair.indexOf('=');
        return {
          name: pair.slice(0, eq).trim(),
          value: pair.slice(eq + 1).trim(),
          url: base,
          httpOnly: /;\s*httponly/i.test(header),
        };
      }),
    );
    // tsx compiles this file keeping function names (`__name(fn, 'fn')`), and the functions run in
    // the page are sent as that text: the page needs the helper too.
    await context.addInitScript({ content: 'globalThis.__name ??= (fn) => fn;' });
    await context.addInitScript((user) => {
      if (!window.localStorage.getItem('user')) window.localStorage.setItem('user', user);
    }, JSON.stringify(session.user));
    console.log(`Tap on Mehmet's first unit row at ${SLOWDOWN}× CPU slowdown, ${RUNS} runs (${os.cpus().length} CPUs)`);
    const results: TapResult[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const page = await context.newPage();
      const r = await tapOnce(page, base);
      await page.close();
      results.push(r);
      console.log(
        `#${run}: interaction ${Math.round(r.interaction)} ms (${r.events}); unit page ${Math.round(r.pageShown)} ms, ` +
          `balances ${Math.round(r.dataShown)} ms; long tasks ${r.longTasks}; load ${r.load.toFixed(2)}`,
      );
    }
    console.log(
      `median: interaction ${verdict(middle(results.map((r) => r.interaction)))}, ` +
        `unit page ${verdict(middle(results.map((r) => r.pageShown)))}, ` +
        `balances ${Math.round(middle(results.map((r) => r.dataShown)))} ms (target ${TARGET_MS} ms; load now ${os
          .loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')})`,
    );
  } finally {
    await browser.close();
    await stop(server);
    fs.rmSync(path.join(ROOT, '.tmp', `e2e-data-${port}`), { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
