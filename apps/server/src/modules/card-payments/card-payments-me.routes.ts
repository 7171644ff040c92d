import { CARD_PAYMENT_TEXTS, CheckoutDto, CreateCheckoutBody, IdParam, UnitIdParam } from '@aidat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../lib/envelope.js';
import { currentUser } from '../../lib/guards.js';
import { idempotentWrite } from '../../lib/idempotency/idempotency.js';
import { appBaseUrl } from './app-base-url.js';
import { myCheckout, startCheckout } from './checkout.service.js';

/**
 * A person pays chosen charges of a unit they live in, own or rent by card, and reads their own
 * checkout (PRODUCT.md §20); another unit or another person's checkout is the same 404.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/me/units/:unitId/card-payments',
    {
      config: { access: 'ownUnit' },
      schema: { params: UnitIdParam, body: CreateCheckoutBody, response: { 201: envelope(CheckoutDto) } },
    },
    async (request, reply) => {
      const expiryMinutes = await app.settings.int('CardCheckoutExpiryMinutes');
      return idempotentWrite(app.db, request, reply, async (db) => ({
        status: 201,
        body: ok(
          await startCheckout(db, currentUser(request), request.params.unitId, request.body, {
            provider: app.payments,
            expiryMinutes,
            appBaseUrl: appBaseUrl(app.config.payment.publicBaseUrl, request),
            ip: request.ip,
          }),
          CARD_PAYMENT_TEXTS.checkoutCreated,
        ),
      }));
    },
  );

  app.get(
    '/api/me/card-payments/:id',
    { config: { access: 'ownUnit' }, schema: { params: IdParam, response: { 200: envelope(CheckoutDto) } } },
    async (request) => ok(await myCheckout(app.db, currentUser(request), request.params.id)),
  );
};

export default routes;
