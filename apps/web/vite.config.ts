import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { htmlShell } from './build/html-shell';
import { iconFont } from './build/icon-font';
import { precompress } from './build/precompress';
import { pwaOptions } from './build/pwa';
import { reactRouterProduction } from './build/react-router-production';

const root = fileURLToPath(new URL('.', import.meta.url));
const outDir = fileURLToPath(new URL('./dist', import.meta.url));
// Where the icons the app shows are named: its source, and the menus the demo data seeds.
const iconSources = [path.join(root, 'src'), path.join(root, '../server/src/db/seed/demo-data.ts')];

/**
 * Chunks whose import gets no preload list, found in the bundle before Vite writes those lists:
 *
 * - The unit page's: the home loads that page's code ahead while idle (app/lazy-pages.ts), and a
 *   list of its 24 chunks made Vite's helper add 24 `modulepreload` links in one task of about
 *   120 ms under a 4× CPU slowdown (bench/README.md "Lighthouse").
 * - The home's tickets part (features/resident/components/home-tickets.tsx), loaded after the
 *   home has painted: its list, written into the home's own chunk, cost the budgeted home about
 *   0.15 KB (scripts/bundle-report.mjs).
 *
 * The browser's module loader fetches the same files from the chunk's imports; the service worker
 * has the unit page's precached.
 */
const NO_PRELOAD_LIST = {
  'the unit page': /[\\/]features[\\/]resident[\\/]components[\\/]unit-detail-page\.tsx$/,
  "the home's tickets part": /[\\/]features[\\/]resident[\\/]components[\\/]home-tickets\.tsx$/,
};
const noPreloadChunks = new Set<string>();
const findNoPreloadChunks: PluginOption = {
  name: 'aidat-no-preload-chunks',
  apply: 'build',
  generateBundle: {
    order: 'pre',
    handler(_options, bundle) {
      noPreloadChunks.clear();
      for (const [what, source] of Object.entries(NO_PRELOAD_LIST)) {
        const chunk = Object.values(bundle).find(
          (output) => output.type === 'chunk' && output.facadeModuleId && source.test(output.facadeModuleId),
        );
        if (!chunk) throw new Error(`${what} is no chunk of its own: review vite.config.ts`);
        noPreloadChunks.add(chunk.fileName);
      }
    },
  },
};

// The web app builds with its own Vite 7 while @vitejs/plugin-react is hoisted next to the root's
// Vite 8 (used by Vitest), so its Plugin type names the other major. Runtime is compatible
// (the plugin supports both); only the declared types differ.
const reactPlugin = react() as unknown as PluginOption;

export default defineConfig(({ command }) => ({
  root,
  // index.html paints the splash from its own HTML and CSS (build/html-shell.ts); the installable
  // app: manifest and service worker (build/pwa.ts, docs/resident-phone.md).
  plugins: [
    reactPlugin,
    iconFont(iconSources),
    htmlShell(root),
    precompress(),
    findNoPreloadChunks,
    VitePWA(pwaOptions(outDir)) as unknown as PluginOption,
  ],
  resolve: {
    // react-router's production build, which its package exports do not name (build/react-router-production.ts);
    // the dev server keeps the development build and its warnings.
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction() }] : [],
  },
  css: {
    preprocessorOptions: {
      // styles/bootstrap.scss imports Bootstrap's own Sass, which still uses @import and Sass's
      // global functions: Bootstrap's to change, not ours, so their deprecation notices are silenced.
      scss: {
        quietDeps: true,
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
      },
    },
  },
  server: {
    // The API runs as its own process in development; same-origin proxying keeps cookies first-party.
    // changeOrigin stays false so the Host the server sees matches the browser's Origin, which
    // its cross-site check on POST/PUT/PATCH/DELETE compares against (PRODUCT.md §3).
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  build: {
    outDir,
    emptyOutDir: true,
    // Every browser we target supports modulepreload natively; the polyfill would only add bytes.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (file, deps) => (noPreloadChunks.has(file) ? [] : deps),
    },
    sourcemap: false,
    // Terser makes every page about 2 KB (gzip) smaller than esbuild's minifier, which matters
    // under the resident budget of 100 KB per route (scripts/bundle-report.mjs); it costs build time.
    minify: 'terser',
    terserOptions: { ecma: 2020, module: true, compress: { passes: 2 }, format: { comments: false } },
    manifest: true, // dist/.vite/manifest.json: the chunk graph scripts/bundle-report.mjs checks the budget on
    rollupOptions: {
      // Chunks are named by their hash alone: the entry names every chunk it may load (imports and
      // the preload list), so '<name>-' in each costs every page about 0.4 KB of gzip under the
      // resident budget. The manifest keeps each chunk's name (scripts/bundle-report.mjs shows it).
      output: { chunkFileNames: 'assets/[hash].js' },
      treeshake: {
        // @aidat/shared's modules only declare things, but its zod schemas are top-level calls
        // Rollup must assume impure; without this hint every page would carry zod even when it
        // imports just a formatter. Modules whose exports are used are still included.
        moduleSideEffects: (id) => !/[\\/]packages[\\/]shared[\\/]/.test(id),
      },
    },
  },
}));
