import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pwaOptions, RESIDENT_API_CACHE } from '../../build/pwa';

type Matcher = (options: { url: URL; request: { method: string }; sameOrigin: boolean }) => boolean;

const options = pwaOptions('/nowhere');
const [apiCache] = options.workbox?.runtimeCaching ?? [];
const kept = (path: string, method = 'GET', sameOrigin = true) =>
  (apiCache.urlPattern as Matcher)({ url: new URL(path, 'https://aidat.example'), request: { method }, sameOrigin });

describe('the service worker keeps (build/pwa.ts)', () => {
  it("the resident's own reads, network first, in the cache sign-in empties", () => {
    for (const path of [
      '/api/me/units',
      '/api/me/unit-debts',
      '/api/me/notifications',
      '/api/me/unit-detail/12',
      '/api/me/unit-detail/12?before=340',
      '/api/me/sites/3/reports/monthly?month=2026-10',
      '/api/me/sites/3/expenses?month=2026-10',
    ]) {
      expect(kept(path), path).toBe(true);
    }
    expect(apiCache.handler).toBe('NetworkFirst');
    expect(apiCache.options?.cacheName).toBe(RESIDENT_API_CACHE);
    expect(fs.readFileSync(path.resolve(import.meta.dirname, '../../public/sw-session.js'), 'utf8')).toContain(
      `caches.delete('${RESIDENT_API_CACHE}')`,
    );
  });

  it('never sign-in, writes, files, other origins or the administrators’ APIs', () => {
    expect(kept('/api/auth/me')).toBe(false);
    expect(kept('/api/auth/frontend-config')).toBe(false);
    expect(kept('/api/me/units', 'POST')).toBe(false);
    expect(kept('/api/me/units', 'GET', false)).toBe(false);
    expect(kept('/api/me/payments/5/receipt.pdf')).toBe(false);
    expect(kept('/api/me/units/5/statement.pdf?from=2026-01-01&to=2026-11-01')).toBe(false);
    expect(kept('/api/me/data-export')).toBe(false);
    expect(kept('/api/me/sites/3/expenses/9/attachments/2')).toBe(false);
    expect(kept('/api/siteadmin/accounts?siteId=1')).toBe(false);
    expect(kept('/api/menu')).toBe(false);
    const notPages = options.workbox?.navigateFallbackDenylist ?? [];
    for (const path of ['/api/me/units', '/api/docs', '/healthz', '/readyz', '/metrics']) {
      expect(
        notPages.some((r) => r.test(path)),
        path,
      ).toBe(true);
    }
    for (const path of ['/', '/units/5', '/site-books', '/login']) {
      expect(
        notPages.some((r) => r.test(path)),
        path,
      ).toBe(false);
    }
  });
});
