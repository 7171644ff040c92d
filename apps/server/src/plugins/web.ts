import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { REQUEST_MESSAGES } from '@aidat/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { failure } from '../lib/envelope.js';
import { sessionTokenOf } from '../lib/answer-cache/front-path.js';

/**
 * The resident home's own calls, fetched by the browser from the moment the page's headers arrive
 * rather than after its scripts have run and rendered, so their answers are there when the page
 * asks. `use-credentials` is the API client's credentials mode: a preload is only used by a
 * request of the same mode.
 */
export const HOME_PRELOADS = ['/api/me/units', '/api/me/unit-debts', '/api/me/notifications']
  .map((url) => `<${url}>; rel=preload; as=fetch; crossorigin=use-credentials`)
  .join(', ');

/**
 * Serves the built React app and answers unknown paths: the API with a 404 envelope, page
 * routes with index.html so the client router takes over (history fallback). A page the build
 * rendered ahead has its own file next to index.html, named after its path (login.html for
 * /login, apps/web/build/html-shell.ts): that path gets it, as the service worker's precache
 * answers it offline (Workbox tries '<path>.html').
 */
async function webPlugin(app: FastifyInstance, opts: { webDist: string }) {
  const indexFile = path.join(opts.webDist, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  const rendered = new Map(
    (hasWeb ? fs.readdirSync(opts.webDist) : [])
      .filter((name) => name.endsWith('.html') && name !== 'index.html')
      .map((name) => [`/${name.slice(0, -'.html'.length)}`, name]),
  );
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: opts.webDist,
      wildcard: false,
      index: false,
      // Our own Cache-Control below; the plugin's default would overwrite it with max-age=0.
      cacheControl: false,
      // Build metadata (.vite/manifest.json) is not for browsers.
      dotfiles: 'deny',
      // The build writes .br and .gz copies of its text files (apps/web/build/precompress.ts):
      // sent as the browser accepts them, with no compression work per request.
      preCompressed: true,
      // Hashed assets never change; everything else must be revalidated.
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The same URL answers brotli, gzip or plain by Accept-Encoding; caches must keep them apart.
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });
  } else {
    app.log.warn({ webDist: opts.webDist }, 'web build not found; only the API is served');
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/');
    if (isPage && hasWeb) {
      // Real files have their own routes (wildcard: false registers one per built file); any
      // other page path belongs to the client router.
      reply.header('Cache-Control', 'no-cache');
      const pathname = request.url.split('?', 1)[0];
      if (pathname === '/') {
        // Only with a session: without one the page goes to the login screen and they would be 401s.
        if (sessionTokenOf(request.headers.cookie)) reply.header('Link', HOME_PRELOADS);
        reply.header('Vary', 'Accept-Encoding, Cookie');
      }
      return reply.sendFile(rendered.get(pathname) ?? 'index.html');
    }
    return reply.status(404).send(failure('NotFound', REQUEST_MESSAGES.unknownAddress));
  });
}

export default fp(webPlugin, { name: 'web' });
