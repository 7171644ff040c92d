import type { VitePWAOptions } from 'vite-plugin-pwa';
import { residentPrecache } from './resident-precache';

/** The service worker's cache of the resident's API answers; public/sw-session.js empties it on sign-in and sign-out. */
export const RESIDENT_API_CACHE = 'aidat-resident-api';

/** The app's colour: index.html's theme-color and the navigation bar's blue. */
const THEME_COLOR = '#0a58ca';

/**
 * The installable resident app (PRODUCT.md §15, docs/resident-phone.md): a web manifest and a
 * Workbox service worker that precaches the app shell and the resident screens and keeps the
 * last answers of the resident's own reads for offline use. Nothing else is cached: not sign-in
 * (/api/auth/*), not writes, not files, not the administrators' APIs.
 */
export function pwaOptions(outDir: string): Partial<VitePWAOptions> {
  return {
    // main.tsx registers /sw.js itself: a few bytes instead of the plugin's register module.
    injectRegister: false,
    manifest: {
      id: '/',
      name: 'Aidat',
      short_name: 'Aidat',
      description: 'Site ve apartman aidat takibi: borçlar, ödemeler ve duyurular.',
      lang: 'tr',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      background_color: '#ffffff',
      theme_color: THEME_COLOR,
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      // A new version takes over at once and the first one controls the page that installed it,
      // so the answers of that very visit are already kept for offline use.
      skipWaiting: true,
      clientsClaim: true,
      importScripts: ['/sw-session.js'],
      globPatterns: ['**/*.{js,css,html,png,svg}'],
      manifestTransforms: [residentPrecache(outDir)],
      // Every page address opens the precached shell; the client router takes it from there.
      // /login opens the precached login.html first (Workbox's precache route tries '<path>.html',
      // as the server does: build/html-shell.ts). The API (its docs included) and the server's
      // own probes are not pages.
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/api\//, /^\/(healthz|readyz|metrics)$/],
      cleanupOutdatedCaches: true,
      runtimeCaching: [
        {
          // The resident's own JSON reads: home, unit detail and the site's books. Files
          // (receipts, statements, invoices, the data export) are never kept. Workbox copies
          // this function's text into sw.js, so it names nothing from outside.
          urlPattern: ({ url, request, sameOrigin }) =>
            sameOrigin &&
            request.method === 'GET' &&
            /^\/api\/me\/(units|unit-debts|notifications|unit-detail\/\d+|sites\/\d+\/(reports\/monthly|expenses))$/.test(
              url.pathname,
            ),
          handler: 'NetworkFirst',
          method: 'GET',
          options: {
            cacheName: RESIDENT_API_CACHE,
            // On a weak connection the kept answer shows after 4 s; the fresh one still updates it.
            networkTimeoutSeconds: 4,
            cacheableResponse: { statuses: [200] },
            expiration: { maxEntries: 60, maxAgeSeconds: 60 * 60 * 24 * 30 },
          },
        },
      ],
    },
  };
}
