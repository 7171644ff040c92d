import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './support/test';
import { type FakeSmsServer, startFakeSmsServer } from '../apps/server/test/fake-sms-server';

// A deployment as the README's 'Run in production' describes it: NODE_ENV=production, a real SMS
// provider (Netgsm's API, played by a local stand-in), an empty database without demo data, and
// the first administrator made with `npm run admin`. Then a browser signs in with the code the
// provider was asked to deliver.

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.E2E_PRODUCTION_PORT ?? 3190);
// localhost, not 127.0.0.1: Chromium treats it as a secure context and keeps a Secure cookie.
const origin = `http://localhost:${port}`;
const ADMIN = { name: 'Operasyon Yöneticisi', phone: '+90 (532) 123 45 67', email: 'ops@example.com' };
const PASSWORD = 'Canli.Sifre2026';

let fake: FakeSmsServer;
let server: ChildProcess | undefined;
let serverLog = '';
let dataDir: string;

/** This process's environment without SEED_DEMO: the demo must stay out by default. */
function baseEnv(): NodeJS.ProcessEnv {
  const { SEED_DEMO: _ignored, ...env } = process.env;
  return env;
}

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => resolve({ code, output }));
  });
}

async function waitUntilReady(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server?.exitCode != null) throw new Error(`server exited (${server.exitCode}):\n${serverLog}`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server not ready:\n${serverLog}`);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  fake = await startFakeSmsServer({
    status: 200,
    body: JSON.stringify({ code: '00', jobid: '4242', description: 'queued' }),
  });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aidat-production-'));

  const created = await run(
    'npm',
    ['run', 'admin', '--', 'create', '--name', ADMIN.name, '--phone', ADMIN.phone, '--email', ADMIN.email],
    { ...baseEnv(), NODE_ENV: 'production', DATA_DIR: dataDir, AIDAT_ADMIN_PASSWORD: PASSWORD },
  );
  expect(created.output).toContain('Sistem yöneticisi oluşturuldu: Operasyon Yöneticisi (+90 (532) 123 45 67).');
  expect(created.code).toBe(0);

  server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: {
      ...baseEnv(),
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ACCRUAL: 'false',
      DATA_DIR: dataDir,
      SMS_PROVIDER: 'netgsm',
      SMS_USERNAME: '8503020000',
      SMS_PASSWORD: 'api-password',
      SMS_SENDER: 'AIDAT',
      SMS_API_URL: fake.url,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (d) => (serverLog += d));
  server.stderr?.on('data', (d) => (serverLog += d));
  await waitUntilReady(`http://127.0.0.1:${port}/readyz`, 240_000);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await fake?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

test('the first administrator signs in with the code the SMS provider received', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  const apiBodies: Array<Promise<string>> = [];
  page.on('response', (res) => {
    if (new URL(res.url()).pathname.startsWith('/api/')) apiBodies.push(res.text().catch(() => ''));
  });

  const login = await page.goto('/login');
  expect(login?.headers()['strict-transport-security']).toMatch(/max-age=31536000; includeSubDomains/);

  const phone = page.getByTestId('login-phone');
  await phone.click();
  await phone.pressSequentially('5321234567');
  await page.getByRole('button', { name: 'Giriş', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Doğrulama Kodu' });
  await expect(modal).toBeVisible();
  await expect(modal.getByTestId('otp-dev-hint')).toHaveCount(0);

  // What the server asked Netgsm to deliver: the documented request, the code in ASCII text.
  await expect.poll(() => fake.received.length).toBe(1);
  const request = fake.received[0];
  expect(request.url).toBe('/sms/rest/v2/otp');
  expect(request.headers.authorization).toBe(`Basic ${Buffer.from('8503020000:api-password').toString('base64')}`);
  const sent = JSON.parse(request.body);
  expect([sent.msgheader, sent.no]).toEqual(['AIDAT', '5321234567']);
  expect(sent.msg).toMatch(/^[\x20-\x7e]+$/);
  const code = /(\d{6})/.exec(sent.msg)?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);

  await modal.getByTestId('otp-code').fill(code);
  const verified = page.waitForResponse((res) => res.url().endsWith('/api/auth/verify-otp'));
  await modal.getByRole('button', { name: 'Devam et' }).click();
  const setCookie = (await (await verified).headerValue('set-cookie')) ?? '';
  expect(setCookie).toMatch(/^aidat_session=[^;]+;.*; HttpOnly/);
  expect(setCookie).toMatch(/; Secure/);
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');

  const session = (await context.cookies()).find((c) => c.name === 'aidat_session');
  expect(session).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });

  // The browser sends the Secure cookie back: a reload stays signed in as the new administrator.
  await page.reload();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  const me = await page.evaluate(() => fetch('/api/auth/me').then((r) => r.json()));
  expect(me.data.user).toMatchObject({ fullName: ADMIN.name, role: 'SystemAdmin' });

  const bodies = await Promise.all(apiBodies);
  expect(bodies.length).toBeGreaterThan(2);
  for (const body of bodies) expect(body).not.toContain('devOtp');

  // No METRICS_TOKEN is set: in production the metrics are off, with or without credentials.
  const attempts: Array<Record<string, string>> = [{}, { authorization: 'Bearer guess-guess-guess-guess' }];
  for (const headers of attempts) {
    const metrics = await context.request.get('/metrics', { headers });
    expect(metrics.status()).toBe(404);
    expect(await metrics.text()).not.toContain('http_request_duration_seconds');
  }
  await context.close();
});
