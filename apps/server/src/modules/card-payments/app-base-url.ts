import type { FastifyRequest } from 'fastify';

/** The app's public address for callback and return URLs: PUBLIC_BASE_URL, or the request's own origin. */
export function appBaseUrl(publicBaseUrl: string | undefined, request: FastifyRequest): string {
  return publicBaseUrl ?? `${request.protocol}://${request.host}`;
}
