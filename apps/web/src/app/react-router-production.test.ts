// @vitest-environment node
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { reactRouterProduction } from '../../build/react-router-production';

// The web build aliases `react-router` to the package's production file, which its exports do
// not name (build/react-router-production.ts). These checks fail when an upgrade breaks that.
const file = reactRouterProduction();
const packageDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const manifest = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));

/** Every file the package's "exports" may resolve `react-router` to, whatever the conditions. */
function entryTargets(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (node && typeof node === 'object') return Object.values(node).flatMap(entryTargets);
  return [];
}

describe("react-router's production build (vite.config.ts alias)", () => {
  it('is still where the alias points', () => {
    expect(fs.existsSync(file)).toBe(true);
  });

  it('exports exactly what the public entry exports', async () => {
    const production = await import(/* @vite-ignore */ pathToFileURL(file).href);
    const development = await import('react-router');
    expect(Object.keys(production).sort()).toEqual(Object.keys(development).sort());
  });

  it('is the build without development warnings', () => {
    // The flag each build sets its warnings with (remix-run/react-router#14102).
    const build = (name: string) => {
      const dir = path.join(packageDir, 'dist', name);
      const files = fs.readdirSync(dir).filter((f) => f.endsWith('.mjs'));
      return files.map((f) => fs.readFileSync(path.join(dir, f), 'utf8')).join('\n');
    };
    expect(path.dirname(file)).toBe(path.join(packageDir, 'dist/production'));
    expect(build('production')).toMatch(/ENABLE_DEV_WARNINGS = false/);
    expect(build('development')).toMatch(/ENABLE_DEV_WARNINGS = true/);
  });

  it('is still not exported: once a condition selects it, drop the alias', () => {
    const targets = entryTargets(manifest.exports['.']);
    expect(targets.length).toBeGreaterThan(0);
    expect(targets.filter((t) => t.includes('/production/'))).toEqual([]);
  });
});
