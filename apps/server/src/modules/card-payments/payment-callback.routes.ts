import { AppError, CARD_PAYMENT_TEXTS, CARD_CHECKOUT_STATUSES, PaymentProviderParam } from '@aidat/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../lib/envelope.js';
import { appBaseUrl } from './app-base-url.js';
import { handleCallback } from './callback.service.js';
import { resultPath } from './checkout.service.js';

/** Largest callback body read: the providers post a few short fields. */
const CALLBACK_BODY_LIMIT = 64 * 1024;

export const CallbackAnswer = z.object({ orderId: z.string(), status: z.enum(CARD_CHECKOUT_STATUSES) });

/**
 * POST /api/payments/callback/{provider} (PRODUCT.md §20): no session; the provider's body is
 * verified by its signature before anything is written. It answers as each provider expects:
 * the fake an envelope, PayTR the plain text OK, iyzico (whose callback is the payer's browser) a
 * redirect to the resident's result page. A malformed body is 400, never 5xx, logged with the
 * provider's name; a wrong signature 403, logged.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  // iyzico and PayTR post forms; the fake posts JSON. Only this plugin's routes read forms.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: CALLBACK_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  // Any other type is read as text and refused by the provider's reader: 400, never 415 or 5xx.
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: CALLBACK_BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/api/payments/callback/:provider',
    {
      // Posted by the provider's servers, or by the payer's browser from the provider's page.
      config: { access: 'public', crossOrigin: true },
      bodyLimit: CALLBACK_BODY_LIMIT,
      schema: { params: PaymentProviderParam, response: { 200: envelope(CallbackAnswer) } },
      // A body the parser cannot read is logged with the provider's name, then answered 400 as usual.
      errorHandler: (err, request) => {
        request.log.warn(
          { provider: (request.params as { provider?: string }).provider, err: err.message },
          'card payment callback refused',
        );
        throw err;
      },
    },
    async (request, reply) => {
      const provider = app.payments;
      const name = request.params.provider;
      if (!provider || provider.name !== name) throw new AppError('NotFound', CARD_PAYMENT_TEXTS.providerNotInUse);
      const { checkout, changed } = await handleCallback(app.db, provider, request.body);
      request.log.info(
        { provider: name, orderId: checkout.orderId, status: checkout.status, changed },
        'card payment callback',
      );
      // PayTR reads the plain text OK, not an envelope: the answer's schema does not apply to it.
      if (provider.callbackAnswer === 'plainOk')
        return (reply as unknown as FastifyReply).type('text/plain; charset=utf-8').send('OK');
      if (provider.callbackAnswer === 'redirect')
        return reply.redirect(
          `${appBaseUrl(app.config.payment.publicBaseUrl, request)}${resultPath(checkout.id)}`,
          303,
        );
      return ok({ orderId: checkout.orderId, status: checkout.status as (typeof CARD_CHECKOUT_STATUSES)[number] });
    },
  );
};

export default routes;
