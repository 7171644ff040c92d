import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';

type Component = import('react').FunctionComponent<Record<string, unknown>>;

/**
 * Bundles one of the app's modules to CommonJS in memory and runs it with the web app's own
 * React: what it renders is the app's real markup, with no copy of it or of its Turkish texts.
 */
async function loadModule(webRoot: string, entry: string) {
  // The web app's packages run from node_modules; @aidat/shared is TypeScript source, bundled.
  const { dependencies } = JSON.parse(fs.readFileSync(path.join(webRoot, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const external = Object.keys(dependencies)
    .filter((name) => !name.startsWith('@aidat/'))
    .flatMap((name) => [name, `${name}/*`]);
  const bundled = await build({
    entryPoints: [path.join(webRoot, entry)],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'cjs',
    jsx: 'automatic',
    external,
    // The lazy screens come along (esbuild inlines dynamic imports); their stylesheets do not matter here.
    loader: { '.css': 'empty' },
    define: { 'import.meta.env.DEV': 'false', 'import.meta.env.PROD': 'true' },
    logLevel: 'silent',
  });
  const requireFromWeb = createRequire(path.join(webRoot, 'package.json'));
  const module = { exports: {} as Record<string, unknown> };
  new Function('module', 'exports', 'require', bundled.outputFiles[0].text)(module, module.exports, requireFromWeb);
  const { createElement } = requireFromWeb('react') as typeof import('react');
  return { exports: module.exports, createElement, requireFromWeb };
}

/**
 * The start-up splash's first state as HTML, rendered by the app's own Splash component (its
 * texts from messages-common.ts), so index.html paints it before any script has run and React
 * later replaces it with the same markup.
 */
export async function splashMarkup(webRoot: string): Promise<string> {
  const { exports, createElement, requireFromWeb } = await loadModule(webRoot, 'src/components/ui/splash.tsx');
  const { renderToStaticMarkup } = requireFromWeb('react-dom/server') as typeof import('react-dom/server');
  return renderToStaticMarkup(createElement(exports.Splash as Component, { phase: 'loading' }));
}

/**
 * What the app renders at /login for a visitor (app/login-screen.tsx: the navigation bar, the
 * login card in its phone step, the splash over them), as HTML for login.html. React's static
 * prerender waits for the lazy login screen. The page under the splash is a picture until React
 * replaces it: `inert` (no focus, no typing that React would then drop, out of the accessibility
 * tree) and without the browser tests' `data-testid`s, so a test finds the live page only. The
 * splash keeps its markup as in index.html.
 */
export async function loginScreenMarkup(webRoot: string): Promise<string> {
  const { exports, createElement, requireFromWeb } = await loadModule(webRoot, 'src/app/login-screen.tsx');
  const { prerenderToNodeStream } = requireFromWeb('react-dom/static') as typeof import('react-dom/static');
  const { prelude } = await prerenderToNodeStream(createElement(exports.LoginScreen as Component, {}));
  let html = '';
  for await (const part of prelude) html += String(part);
  // Suspense boundaries' comment markers: only hydration reads them, and main.tsx renders afresh.
  html = html.replace(/<!--[^>]*-->/g, '');
  const splashAt = html.indexOf('<div class="app-splash');
  if (splashAt < 0) throw new Error('the login screen renders no splash: see app/login-screen.tsx');
  const page = html
    .slice(0, splashAt)
    .replace(/ data-testid="[^"]*"/g, '')
    .replace(/^<nav /, '<nav inert="" ')
    .replace(/<main /, '<main inert="" ');
  if (!page.startsWith('<nav inert') || !page.includes('<main inert')) {
    throw new Error('the login screen no longer starts with the navigation bar and <main>: see build/shell-markup.ts');
  }
  return page + html.slice(splashAt);
}
