import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildServer } from './server-process.js';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const buildScript = fileURLToPath(new URL('../../../scripts/build.mjs', import.meta.url));

describe('compiled server', () => {
  it('is plain JavaScript with @aidat/shared compiled in and maps back to the TypeScript sources', () => {
    buildServer();
    const code = fs.readFileSync(path.join(dist, 'server.js'), 'utf8');
    expect(code).not.toMatch(/from ["']@aidat\/shared["']/);
    expect(code).toMatch(/from ["']fastify["']/);
    const maps = fs
      .readdirSync(dist, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.js.map'))
      .map((f) => JSON.parse(fs.readFileSync(path.join(dist, f), 'utf8')) as { sources: string[] });
    const sources = maps.flatMap((m) => m.sources);
    expect(sources).toContain('../src/server.ts');
    expect(sources.some((s) => s.includes('packages/shared/src/'))).toBe(true);
    // No file the server runs imports the TypeScript source of the shared package.
    for (const file of fs.readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'))) {
      expect(fs.readFileSync(path.join(dist, file), 'utf8'), file).not.toMatch(/from ["']@aidat\/shared["']/);
    }
  });

  it('builds again only when an input changed', () => {
    buildServer();
    const run = () => spawnSync(process.execPath, [buildScript, 'server'], { encoding: 'utf8' }).stdout;
    expect(run()).toBe('');
    const hashFile = path.join(dist, '.inputs-hash');
    fs.writeFileSync(hashFile, 'from an older checkout');
    expect(run()).toMatch(/^built server in /);
    expect(fs.readFileSync(hashFile, 'utf8')).toMatch(/^[0-9a-f]{64}$/);
  });
});
