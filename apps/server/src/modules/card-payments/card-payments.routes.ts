import {
  CARD_PAYMENT_TEXTS,
  CardPaymentSettingsDto,
  CheckoutListQuery,
  CheckoutPage,
  PutCardPaymentSettingsBody,
  SiteIdParam,
} from '@aidat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../lib/envelope.js';
import { currentUser } from '../../lib/guards.js';
import { cardSettings, saveCardSettings } from './card-settings.service.js';
import { siteCheckouts } from './checkout.service.js';

/** A site's card payment settings and its checkouts ('Kartla Ödemeler'): its managers and SystemAdmins (PRODUCT.md §20). */
const routes: FastifyPluginAsyncZod = async (app) => {
  const providerName = () => app.payments?.name ?? null;

  app.get(
    '/api/siteadmin/sites/:siteId/card-payments',
    {
      config: { access: 'siteAdmin' },
      schema: { params: SiteIdParam, response: { 200: envelope(CardPaymentSettingsDto) } },
    },
    async (request) => ok(await cardSettings(app.db, currentUser(request), request.params.siteId, providerName())),
  );

  app.put(
    '/api/siteadmin/sites/:siteId/card-payments',
    {
      config: { access: 'siteAdmin' },
      schema: {
        params: SiteIdParam,
        body: PutCardPaymentSettingsBody,
        response: { 200: envelope(CardPaymentSettingsDto) },
      },
    },
    async (request) =>
      ok(
        await app.db.transaction((tx) =>
          saveCardSettings(tx, currentUser(request), request.params.siteId, request.body, providerName()),
        ),
        CARD_PAYMENT_TEXTS.settingsSaved,
      ),
  );

  app.get(
    '/api/siteadmin/sites/:siteId/card-payments/checkouts',
    {
      config: { access: 'siteAdmin' },
      schema: { params: SiteIdParam, querystring: CheckoutListQuery, response: { 200: envelope(CheckoutPage) } },
    },
    async (request) => ok(await siteCheckouts(app.db, currentUser(request), request.params.siteId, request.query)),
  );
};

export default routes;
