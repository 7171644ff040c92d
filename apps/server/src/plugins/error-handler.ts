import { AppError, DEFAULT_ERROR_MESSAGES, detailsOfPath, REQUEST_MESSAGES } from '@aidat/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, isInvalidData } from '../lib/db-errors.js';
import { failure } from '../lib/envelope.js';
import { refusalOfPendingSession } from '../lib/session-joined.js';

/**
 * One error model: AppError and validation failures become their envelope; anything else is a
 * 500 whose details stay in the log next to the request id.
 */
async function errorHandlerPlugin(app: FastifyInstance) {
  app.setErrorHandler(async (err: FastifyError, request, reply) => {
    if (!(err instanceof AppError)) {
      // A refused input on a route that reads the session in its own statement: the session is
      // judged first, as on every other route.
      const refusal = await refusalOfPendingSession(app.db, request);
      if (refusal) return answer(refusal as FastifyError, request, reply);
    }
    return answer(err, request, reply);
  });

  function answer(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
    if (err instanceof AppError) {
      if (err.headers) reply.headers(err.headers);
      return reply.status(err.status).send(failure(err.code, err.message, null, err.details));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const paths = err.validation.map((v) => v.instancePath.split('/').filter(Boolean));
      const errors = err.validation.map((v, i) => ({
        field: paths[i].join('.') || null,
        message: v.message ?? DEFAULT_ERROR_MESSAGES.ValidationError,
      }));
      // `details` names the place of the message's own issue, the first: its field and, in a list, its row.
      return reply
        .status(400)
        .send(
          failure(
            'ValidationError',
            errors[0]?.message ?? DEFAULT_ERROR_MESSAGES.ValidationError,
            { errors },
            paths[0] ? detailsOfPath(paths[0]) : undefined,
          ),
        );
    }
    if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError) {
      return reply.status(400).send(failure('ValidationError', REQUEST_MESSAGES.invalidJson));
    }
    if (err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.status(400).send(failure('ValidationError', REQUEST_MESSAGES.emptyBody));
    }
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || err.statusCode === 415) {
      return reply.status(415).send(failure('UnsupportedMediaType', REQUEST_MESSAGES.unsupportedContentType));
    }
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || err.statusCode === 413) {
      return reply.status(413).send(failure('PayloadTooLarge', REQUEST_MESSAGES.bodyTooLarge));
    }
    if (isInvalidData(err)) {
      request.log.warn({ err }, 'input refused by the database');
      return reply.status(400).send(failure('ValidationError', DEFAULT_ERROR_MESSAGES.ValidationError));
    }
    if (isDatabaseUnavailable(err)) {
      request.log.error({ err }, 'database unavailable');
      reply.header('Retry-After', '5');
      return reply.status(503).send(failure('ServiceUnavailable', DEFAULT_ERROR_MESSAGES.ServiceUnavailable));
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      // Framework-level client errors (bad URL encoding, unsupported method, ...).
      return reply.status(err.statusCode).send(failure('ValidationError', REQUEST_MESSAGES.invalidRequest));
    }
    request.log.error({ err }, 'unhandled error');
    return reply
      .status(500)
      .send(failure('InternalError', `${DEFAULT_ERROR_MESSAGES.InternalError} (istek: ${request.id})`));
  }
}

export default fp(errorHandlerPlugin, { name: 'error-handler' });
