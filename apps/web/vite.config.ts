import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type PluginOption } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

// The web app builds with its own Vite 7 while @vitejs/plugin-react is hoisted next to the root's
// Vite 8 (used by Vitest), so its Plugin type names the other major. Runtime is compatible
// (the plugin supports both); only the declared types differ.
const reactPlugin = react() as unknown as PluginOption;

export default defineConfig({
  root,
  plugins: [reactPlugin],
  server: {
    // The API runs as its own process in development; same-origin proxying keeps cookies first-party.
    // changeOrigin stays false so the Host the server sees matches the browser's Origin, which
    // its cross-site check on POST/PUT/PATCH/DELETE compares against (PRODUCT.md §3).
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // Every browser we target supports modulepreload natively; the polyfill would only add bytes.
    modulePreload: { polyfill: false },
    sourcemap: false,
    manifest: true, // dist/.vite/manifest.json: the chunk graph scripts/bundle-report.mjs checks the budget on
    // The entry is React, React Router, TanStack Query, react-bootstrap and imask; the admin
    // screens are split off. Raised so the warning fires only on real growth.
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      treeshake: {
        // @aidat/shared's modules only declare things, but its zod schemas are top-level calls
        // Rollup must assume impure; without this hint every page would carry zod even when it
        // imports just a formatter. Modules whose exports are used are still included.
        moduleSideEffects: (id) => !/[\\/]packages[\\/]shared[\\/]/.test(id),
      },
    },
  },
});
