import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webPlugin from './web.js';

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

describe('web plugin', () => {
  let dist: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'aidat-web-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    // A page the build rendered ahead (apps/web/build/html-shell.ts).
    fs.writeFileSync(path.join(dist, 'login.html'), '<!doctype html><div id="root"><form></form></div>');
    // The installable app's files (apps/web/build/pwa.ts) sit next to index.html, outside assets/.
    fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Aidat"}');
    fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b.js'), SCRIPT);
    // Stand-ins for the build's precompressed copies: marked so the test can tell which was sent.
    fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b.js.br'), 'brotli bytes');
    fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b.js.gz'), gzipSync(SCRIPT));
    app = Fastify();
    await app.register(webPlugin, { webDist: dist });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('sends the brotli copy to a browser that accepts it, immutable and varying by encoding', async () => {
    const res = await app.inject({ url: '/assets/app-1a2b.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe('brotli bytes');
  });

  it('sends the gzip copy when brotli is not accepted, and the plain file when nothing is', async () => {
    const gz = await app.inject({ url: '/assets/app-1a2b.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload).toEqual(gzipSync(SCRIPT));
    const plain = await app.inject({ url: '/assets/app-1a2b.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('sends the service worker and the web manifest revalidated, never long-cached', async () => {
    const sw = await app.inject({ url: '/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['content-type']).toMatch(/javascript/);
    expect(sw.headers['cache-control']).toBe('no-cache');
    const manifest = await app.inject({ url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('answers page paths with index.html, revalidated, and unknown API paths with a 404 envelope', async () => {
    const page = await app.inject({ url: '/units/7' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<div id="root">');
    // Not the page rendered for another path.
    expect(page.body).not.toContain('<form>');
    const api = await app.inject({ url: '/api/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ isSuccess: false, code: 'NotFound' });
  });

  it("has a signed-in visitor's browser fetch the home page's three calls with the page, no one else's", async () => {
    const home = await app.inject({ url: '/', headers: { cookie: 'aidat_session=abc-123' } });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<div id="root">');
    expect(home.headers.link).toBe(
      ['/api/me/units', '/api/me/unit-debts', '/api/me/notifications']
        .map((url) => `<${url}>; rel=preload; as=fetch; crossorigin=use-credentials`)
        .join(', '),
    );
    // The same address answers differently with and without a session.
    expect(home.headers.vary).toMatch(/Cookie/);
    for (const [url, cookie] of [
      ['/', undefined],
      ['/', 'theme=dark'],
      ['/units/7', 'aidat_session=abc-123'],
      ['/login', 'aidat_session=abc-123'],
    ] as const) {
      const res = await app.inject({ url, headers: cookie ? { cookie } : {} });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers.link, `${url} ${cookie}`).toBeUndefined();
    }
  });

  it('answers /login with the login page the build rendered, with or without a query, revalidated', async () => {
    for (const url of ['/login', '/login?skipMaintenance=true']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toContain('<div id="root"><form></form></div>');
    }
    const head = await app.inject({ method: 'HEAD', url: '/login' });
    expect(head.statusCode).toBe(200);
    // Paths under it and other pages keep the client router's index.html.
    for (const url of ['/login/x', '/loginx', '/']) {
      expect((await app.inject({ url })).body, url).toBe('<!doctype html><div id="root"></div>');
    }
  });
});
