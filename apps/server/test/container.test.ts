import { execSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../../../scripts/server-node-flags.mjs';
import { freePort, startCommand } from './server-process.js';

// No container runtime runs the tests, so this runs the Dockerfile's recipe by hand: the build
// stage's build command in this checkout, then the runtime stage's COPY lines into an empty
// directory, its ENV, WORKDIR, CMD and HEALTHCHECK. A Dockerfile that forgets a file the server
// needs at run time (migrations, the web build), or starts the wrong entry, fails here.
const root = fileURLToPath(new URL('../../..', import.meta.url));
const dockerfile = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'aidat-image-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

interface Stage {
  from: string;
  lines: Array<{ op: string; args: string }>;
}

/** The Dockerfile's stages with their instructions (continuation lines joined, comments dropped). */
function stages(text: string): Stage[] {
  const joined = text.replace(/\\\n/g, ' ');
  const result: Stage[] = [];
  for (const raw of joined.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const [, op, args] = /^(\w+)\s+(.*)$/.exec(line) ?? [];
    if (op === 'FROM') result.push({ from: args, lines: [] });
    else result.at(-1)?.lines.push({ op, args });
  }
  return result;
}

const execForm = (args: string): string[] => JSON.parse(args.slice(args.indexOf('[')));

describe('Dockerfile', () => {
  const [build, runtime] = stages(dockerfile);

  it('builds on Node 20 slim in two stages and runs as a non-root user', () => {
    expect(build.from).toMatch(/^node:20-slim AS build$/);
    expect(runtime.from).toBe('node:20-slim');
    expect(runtime.lines.find((l) => l.op === 'USER')?.args).toBe('node');
    // The runtime stage gets compiled output only: no sources, no TypeScript loader.
    const copies = runtime.lines.filter((l) => l.op === 'COPY').map((l) => l.args);
    expect(copies.every((c) => c.startsWith('--from=build '))).toBe(true);
    expect(copies.join('\n')).not.toMatch(/\/src\b|packages\/shared/);
    expect(execForm(runtime.lines.find((l) => l.op === 'CMD')!.args).join(' ')).not.toContain('tsx');
    // The same Node flags as `npm start` (the heap bound of PRODUCT.md §8's memory target).
    expect(execForm(runtime.lines.find((l) => l.op === 'CMD')!.args)).toEqual([
      'node',
      ...SERVER_NODE_FLAGS,
      'apps/server/dist/server.js',
    ]);
  });

  it('its build, runtime files and command start a server that serves the app and answers its health check', async () => {
    // The build stage's own build commands (npm ci and prune would rewrite this checkout's node_modules).
    for (const { args } of build.lines.filter((l) => l.op === 'RUN' && l.args.startsWith('node '))) {
      execSync(args, { cwd: root, stdio: 'pipe' });
    }
    const workdir = runtime.lines.find((l) => l.op === 'WORKDIR')!.args;
    const image = path.join(tmp, 'image');
    for (const { args } of runtime.lines.filter((l) => l.op === 'COPY')) {
      const [, src, dest] = /^--from=build\s+(\S+)\s+(\S+)$/.exec(args)!;
      const from = path.join(root, path.relative(workdir, src));
      const to = path.join(image, path.relative(workdir, path.resolve(workdir, dest)));
      fs.mkdirSync(path.dirname(to), { recursive: true });
      // The pruned node_modules cannot be made here; the checkout's stands in for it.
      if (src.endsWith('node_modules')) fs.symlinkSync(from, to);
      else fs.cpSync(from, to, { recursive: true });
    }
    const env: Record<string, string> = {};
    for (const { args } of runtime.lines.filter((l) => l.op === 'ENV')) {
      for (const [, k, v] of args.matchAll(/(\w+)=(\S+)/g)) env[k] = v.replace(/^\/app/, image);
    }
    const port = String(await freePort());
    const [cmd, ...cmdArgs] = execForm(runtime.lines.find((l) => l.op === 'CMD')!.args);
    expect(cmd).toBe('node');
    const server = await startCommand(cmdArgs, image, {
      ...env,
      // Production needs real SMS credentials; everything else is the image's own setting.
      NODE_ENV: 'development',
      SEED_DEMO: 'false',
      PORT: port,
      HOST: '127.0.0.1',
    });
    let exitCode: number | null = -1;
    try {
      const page = await fetch(`${server.url}/login`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root"');
      expect((await fetch(`${server.url}/api/auth/frontend-config`)).status).toBe(200);
      const [hcCmd, ...hcArgs] = execForm(runtime.lines.find((l) => l.op === 'HEALTHCHECK')!.args);
      const health = spawnSync(hcCmd === 'node' ? process.execPath : hcCmd, hcArgs, {
        env: { ...process.env, PORT: port },
        timeout: 10_000,
      });
      expect(health.status, String(health.stderr)).toBe(0);
    } finally {
      exitCode = await server.stop('SIGTERM');
    }
    expect(exitCode, server.output()).toBe(0);
  }, 600_000);
});
