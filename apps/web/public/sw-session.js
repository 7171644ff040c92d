// Loaded by the service worker (apps/web/build/pwa.ts, importScripts) before Workbox's routes.
// A sign-in or sign-out (any write to /api/auth/*) empties the resident's answers kept for
// offline use, so the next person on this phone never reads the previous one's balances.
// The name is build/pwa.ts's RESIDENT_API_CACHE.
self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' && new URL(request.url).pathname.startsWith('/api/auth/')) {
    event.waitUntil(caches.delete('aidat-resident-api'));
  }
});
