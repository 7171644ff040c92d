import { LATE_FEE_TEXTS, LateFeeBody, LateFeeSettingsDto, SiteIdParam } from '@aidat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../../../lib/envelope.js';
import { currentUser } from '../../../../lib/guards.js';
import { setLateFeeSettings } from './late-fees.service.js';

/** A site's late-fee settings (gecikme tazminatı, PRODUCT.md §12): its admins and SystemAdmins. */
const routes: FastifyPluginAsyncZod = async (app) => {
  // A PUT sets the settings to the body: sending it twice is the same, so no Idempotency-Key.
  app.put(
    '/api/siteadmin/sites/:siteId/late-fee',
    {
      config: { access: 'siteAdmin' },
      schema: { params: SiteIdParam, body: LateFeeBody, response: { 200: envelope(LateFeeSettingsDto) } },
    },
    async (request) =>
      ok(
        await setLateFeeSettings(app.db, currentUser(request), request.params.siteId, request.body),
        LATE_FEE_TEXTS.saved,
      ),
  );
};

export default routes;
