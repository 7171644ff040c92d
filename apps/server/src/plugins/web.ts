import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { failure } from '../lib/envelope.js';

/**
 * Serves the built React app and answers unknown paths: the API with a 404 envelope, page
 * routes with index.html so the client router takes over (history fallback).
 */
async function webPlugin(app: FastifyInstance, opts: { webDist: string }) {
  const indexFile = path.join(opts.webDist, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: opts.webDist,
      wildcard: false,
      index: false,
      // Hashed assets never change; index.html must always be revalidated.
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
  } else {
    app.log.warn({ webDist: opts.webDist }, 'web build not found; only the API is served');
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/');
    if (isPage && hasWeb) {
      const urlPath = decodeSafe(request.url.split('?')[0]);
      const candidate = path.join(opts.webDist, urlPath);
      if (urlPath && candidate.startsWith(opts.webDist + path.sep) && fs.existsSync(candidate) && fs.statSync(candidate).isFile()) {
        return reply.sendFile(path.relative(opts.webDist, candidate));
      }
      reply.header('Cache-Control', 'no-cache');
      return reply.sendFile('index.html');
    }
    return reply.status(404).send(failure('NotFound', 'İstenen adres bulunamadı.'));
  });
}

function decodeSafe(p: string): string {
  try {
    return decodeURIComponent(p);
  } catch {
    return '';
  }
}

export default fp(webPlugin, { name: 'web' });
