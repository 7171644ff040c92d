import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers, worked out once. They depend only on the configuration (no CSP nonces here),
 * so running helmet's middleware on every request, as @fastify/helmet does, re-parsed the same
 * policy each time for the same answer.
 */
export function helmetHeaders(options: HelmetOptions): Array<[string, string]> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers.set(name.toLowerCase(), String(value));
    },
    removeHeader: (name: string) => {
      headers.delete(name.toLowerCase());
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return [...headers];
}

/**
 * The headers of an API answer: JSON (or a file that sets its own policy) that no browser renders
 * as a page, so the page's policy and its document-only headers (opener policy, origin cluster,
 * DNS prefetch, IE's download and XSS switches, Flash's cross-domain policy) protect nothing
 * there. What stays is what the OWASP REST Security Cheat Sheet asks of an API: a policy that
 * allows nothing and no framing, no sniffing, no referrer, same-origin reads, and HSTS as the
 * pages have it. Six headers and about 450 bytes fewer on every answer, the resident's included.
 */
export function apiHelmetOptions(pages: HelmetOptions): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    originAgentCluster: false,
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: pages.hsts ?? pages.strictTransportSecurity,
    xContentTypeOptions: true,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: { action: 'deny' },
    xPermittedCrossDomainPolicies: false,
    xPoweredBy: false,
    xXssProtection: false,
  };
}

/** Paths under /api/ that are pages (the API's own documentation) and keep the pages' headers. */
const API_PAGES = '/api/docs';

export function isApiAnswer(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith(API_PAGES);
}

/** Sets the security headers on every reply, the framework's own error answers included. */
async function securityHeadersPlugin(app: FastifyInstance, opts: { helmet: HelmetOptions }) {
  const pageHeaders = helmetHeaders(opts.helmet);
  const apiHeaders = helmetHeaders(apiHelmetOptions(opts.helmet));
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of isApiAnswer(request.url) ? apiHeaders : pageHeaders) reply.header(name, value);
    done();
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });
