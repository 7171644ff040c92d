import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// `npm run admin` as an operator runs it from the repository root: the script wiring, the
// arguments with spaces, the exit codes. The commands themselves: src/admin/admin-cli.test.ts.

const root = fileURLToPath(new URL('../../..', import.meta.url));
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

function npmAdmin(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'admin', '--', ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

describe('npm run admin', () => {
  it('prints the usage and exits 2 without a command', async () => {
    const res = await npmAdmin([], { DATA_DIR: '/nonexistent' });
    expect(res.code).toBe(2);
    expect(res.err).toContain('npm run admin -- create --name "Ad Soyad"');
  }, 120_000);

  it('exits 1 on a bad phone, before touching the database', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aidat-admin-'));
    dirs.push(dataDir);
    const res = await npmAdmin(['create', '--name', 'Ad Soyad', '--phone', '212 555 00 00', '--email', 'a@b.co'], {
      DATA_DIR: dataDir,
    });
    expect(res.code).toBe(1);
    expect(res.err).toContain('Telefon numarası geçerli bir cep telefonu olmalıdır');
    expect(fs.readdirSync(dataDir)).toEqual([]);
  }, 120_000);

  it('refuses an embedded database a server has open, and exits 1', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aidat-admin-'));
    dirs.push(dataDir);
    fs.mkdirSync(path.join(dataDir, 'pglite'));
    fs.writeFileSync(path.join(dataDir, 'pglite', 'postmaster.pid'), '-42\n');
    const res = await npmAdmin(['unblock', '--phone', '+90 555 000 00 01'], { DATA_DIR: dataDir });
    expect(res.code).toBe(1);
    expect(res.err).toContain('Gömülü veritabanı (DATA_DIR) açık');
  }, 120_000);
});
