import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * react-router's production build, which the web build uses in place of the package's own entry.
 *
 * The package ships `dist/production/index.mjs` (no development warnings, about 1 KB gzip less on
 * every page, which the resident budget of scripts/bundle-report.mjs has no room for) beside
 * `dist/development/index.mjs`, but its "exports" name only the development build for every
 * condition (remix-run/react-router#14102): no public entry point or export condition selects the
 * production one, so vite.config.ts aliases `react-router` to this file for `vite build` only.
 * src/app/react-router-production.test.ts fails when an upgrade moves the file, changes what it
 * exports compared with the public entry, or starts exporting a production build (then drop the
 * alias and use the condition).
 */
export function reactRouterProduction(): string {
  const packageJson = createRequire(import.meta.url).resolve('react-router/package.json');
  return path.join(path.dirname(packageJson), 'dist/production/index.mjs');
}
