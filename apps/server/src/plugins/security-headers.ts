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

/** Sets the security headers on every reply, the framework's own error answers included. */
async function securityHeadersPlugin(app: FastifyInstance, opts: { helmet: HelmetOptions }) {
  const headers = helmetHeaders(opts.helmet);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.header(name, value);
    done();
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });
