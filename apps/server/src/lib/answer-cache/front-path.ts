import { randomUUID } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import { observeRequest } from '../metrics.js';
import { hashToken, SESSION_COOKIE } from '../sessions.js';
import { type AnswerCache, answerKey } from './answer-cache.js';

/**
 * The front path (docs/resident-cache.md): a GET whose answer is kept for the caller is written
 * here, before Fastify's hooks run, with the headers Fastify gave the same answer and a request id
 * of its own; everything else goes to Fastify as it came. Fastify's request, reply and hook chain
 * cost several times a resident's whole answer on this hardware (PRODUCT.md §8).
 */

/** The counter of the answer cache when the request arrived, for the entry its answer may become. */
const READ_VERSION = Symbol('answerCacheReadVersion');

type Tagged = IncomingMessage & { [READ_VERSION]?: number };

export function readVersionOf(raw: IncomingMessage): number | undefined {
  return (raw as Tagged)[READ_VERSION];
}

export function markReadVersion(raw: IncomingMessage, version: number): void {
  (raw as Tagged)[READ_VERSION] ??= version;
}

/** The request id: the client's X-Request-Id when it is a plain token, else a new one (Fastify's genReqId). */
export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
}

const COOKIE_NAME = `${SESSION_COOKIE}=`;

/**
 * The session token of a Cookie header as @fastify/cookie reads it (the first one of that name),
 * or null when there is none or the header holds anything that parser would treat differently
 * (quotes, %-escapes, a token the auth hook ignores): those requests go to Fastify.
 */
export function sessionTokenOf(header: string | undefined): string | null {
  if (!header) return null;
  let at = header.indexOf(COOKIE_NAME);
  while (at > 0 && header[at - 1] !== ' ' && header[at - 1] !== ';') at = header.indexOf(COOKIE_NAME, at + 1);
  if (at < 0) return null;
  const start = at + COOKIE_NAME.length;
  const end = header.indexOf(';', start);
  const token = (end < 0 ? header.slice(start) : header.slice(start, end)).trim();
  if (token.length === 0 || token.length > 100 || !/^[\w-]+$/.test(token)) return null;
  // A name written with spaces before '=' or an earlier cookie of the same name in another form.
  if (at > 0 && header.lastIndexOf(SESSION_COOKIE, at - 1) >= 0) return null;
  return token;
}

/**
 * Answers the request from memory when it may: true when it did, false when Fastify must, or the
 * promise of either while a session past its TTL is read again.
 */
export function answerFromMemory(
  cache: AnswerCache,
  req: IncomingMessage,
  res: ServerResponse,
): boolean | Promise<boolean> {
  const url = req.url;
  if (req.method !== 'GET' || !cache.servable() || !url?.startsWith('/api/me/')) return false;
  const started = performance.now();
  const token = sessionTokenOf(req.headers.cookie);
  if (!token) return false;
  const tokenHash = hashToken(token);
  const user = cache.session(tokenHash);
  if (user) {
    const sent = send(cache, req, res, answerKey(user.id, 'GET', url), started);
    if (sent) cache.refreshSessionIfDue(tokenHash);
    return sent;
  }
  // A session past its TTL whose user has this answer kept: the session's own row is read again
  // (one indexed row, where the route's statement would read the whole answer), then the answer
  // is served if nothing changed meanwhile.
  const stale = cache.renewableSession(tokenHash);
  if (!stale || !cache.answer(answerKey(stale.id, 'GET', url))) return false;
  return cache
    .renewSession(tokenHash)
    .then((userId) => userId === stale.id && send(cache, req, res, answerKey(userId, 'GET', url), started));
}

function send(cache: AnswerCache, req: IncomingMessage, res: ServerResponse, key: string, started: number): boolean {
  const answer = cache.answer(key);
  if (!answer) return false;
  // The same headers in the same order, with this request's id; Node adds Date, as for Fastify.
  // A copy of the flat list: one array, where spreading an object of them cost a dozen stores.
  const headers = answer.headers.slice();
  headers[answer.requestIdAt] = requestIdOf(req);
  res.writeHead(200, headers);
  res.end(answer.body);
  observeRequest('GET', answer.route, 200, (performance.now() - started) / 1000);
  return true;
}

/**
 * Fastify's `serverFactory`: the HTTP server Fastify would create, with the front path before
 * Fastify's handler and the counter taken as each request arrives.
 */
export function frontPathServerFactory(cache: AnswerCache) {
  return (
    handler: (req: IncomingMessage, res: ServerResponse) => void,
    options: FastifyServerOptions & { http?: http.ServerOptions },
  ): http.Server => {
    const server = http.createServer(options.http ?? {}, (req, res) => {
      // Taken as the request arrives: a read Fastify makes for it after a renewal counts from here.
      const version = cache.version();
      const toFastify = () => {
        markReadVersion(req, version);
        handler(req, res);
      };
      const served = answerFromMemory(cache, req, res);
      if (served === false) toFastify();
      else if (served !== true) {
        served
          .then((done) => {
            if (!done) toFastify();
          }, toFastify)
          // Not expected (neither throws); a request never hangs on it, nor does the process end.
          .catch(() => res.destroy());
      }
    });
    // What Fastify sets on the server it creates itself (fastify/lib/server.js).
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout ?? 0);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}
