import type { ErrorDetails } from '@aidat/shared';
import { vi } from 'vitest';

/** A JSON envelope answer as the server sends it, including the maintenance header. */
export function envelopeResponse(
  data: unknown,
  init: {
    status?: number;
    isSuccess?: boolean;
    code?: string;
    message?: string;
    maintenance?: 'true' | 'false';
    details?: ErrorDetails;
  } = {},
): Response {
  const { status = 200, isSuccess = status < 400, code = isSuccess ? 'Success' : 'InternalError', message = '' } = init;
  const headers = new Headers({ 'Content-Type': 'application/json' });
  if (init.maintenance) headers.set('X-Maintenance-Mode', init.maintenance);
  const details = init.details ? { details: init.details } : {};
  return new Response(JSON.stringify({ isSuccess, code, message, data, ...details }), { status, headers });
}

type Handler = (url: string, init: RequestInit | undefined) => Response | Promise<Response>;

/** Replaces fetch with a router keyed by "METHOD /path"; unknown calls fail the test loudly. */
export function mockFetch(routes: Record<string, Handler | unknown>) {
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0];
    const key = `${init?.method ?? 'GET'} ${path}`;
    if (!(key in routes)) throw new Error(`Unexpected fetch: ${key}`);
    const route = routes[key];
    return typeof route === 'function' ? (route as Handler)(url, init) : envelopeResponse(route);
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}
