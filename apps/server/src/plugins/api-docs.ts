import { ERROR_STATUS, type ErrorCode, ErrorDetails } from '@aidat/shared';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SESSION_COOKIE } from '../lib/sessions.js';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PREFIX = '/api/docs';

/**
 * The Swagger UI page loads only its own files from this server (no CDN) and, unlike the app,
 * needs `data:` images for its icons and inline styles; the app's policy otherwise stays: no
 * inline or foreign script, no framing, no foreign connections. Set on the docs routes only.
 */
const DOCS_CSP = [
  "default-src 'self'",
  "base-uri 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

/** Every route may answer an error envelope (4xx with a Turkish message naming the field, or 5xx). */
const ErrorEnvelope = z
  .object({
    isSuccess: z.literal(false),
    code: z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]),
    message: z.string(),
    data: z.unknown(),
    details: ErrorDetails.optional(),
  })
  .describe(
    'Error: isSuccess false, an error code (ValidationError, Unauthorized, Forbidden, NotFound, …) and a Turkish message; ' +
      '`details`, when present, names the field, and for a list or an imported file the row and column, the error is about.',
  );

const withErrorEnvelope: typeof jsonSchemaTransform = (input) => {
  const schema = input.schema as { hide?: boolean; response?: Record<string, unknown> } | undefined;
  if (!schema || schema.hide) return jsonSchemaTransform(input);
  return jsonSchemaTransform({
    ...input,
    schema: { ...schema, response: { ...schema.response, default: ErrorEnvelope } },
  } as typeof input);
};

/**
 * OpenAPI 3.1 generated from the routes' zod schemas (request body, query, path and every response),
 * served as JSON at /api/openapi.json and as a readable page at /api/docs. Registered before the
 * routes: @fastify/swagger collects them as they are added.
 */
async function apiDocsPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Aidat API',
        version: '1.0.0',
        description:
          'Every answer is an envelope { isSuccess, code, message, data }; messages are Turkish. ' +
          `Signed-in calls carry the session cookie ${SESSION_COOKIE} (POST /api/auth/verify-otp or ` +
          '/api/auth/login-by-password sets it).',
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } },
      },
    },
    transform: withErrorEnvelope,
    transformObject: jsonSchemaTransformObject,
  });

  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());

  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    staticCSP: DOCS_CSP,
    // The validator badge would send the document to validator.swagger.io.
    uiConfig: { url: OPENAPI_PATH, validatorUrl: null, deepLinking: true },
  });
}

export default fp(apiDocsPlugin, { name: 'api-docs' });
