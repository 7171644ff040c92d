import { LATE_FEE_TEXTS, LateFeeBody, LateFeeSettingsDto, SiteIdParam } from '@aidat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../../../lib/envelope.js';
import { currentUser } from '../../../../lib/guards.js';
import { keepFeeMarksIn, markSiteFees } from '../../posting/public.js';
import { setLateFeeSettings } from './late-fees.service.js';

/** A site's late-fee settings (gecikme tazminatı, PRODUCT.md §12): its admins and SystemAdmins. */
const routes: FastifyPluginAsyncZod = async (app) => {
  // While the app runs, the settled prefixes its reads of accrued fees find are kept in the
  // database too (posting/late-fees/fee-mark-store.ts), for the next start and the other instances.
  const stopKeepingFeeMarks = keepFeeMarksIn(app.database);
  app.addHook('onClose', async () => stopKeepingFeeMarks());
  // A PUT sets the settings to the body: sending it twice is the same, so no Idempotency-Key.
  app.put(
    '/api/siteadmin/sites/:siteId/late-fee',
    {
      config: { access: 'siteAdmin' },
      schema: { params: SiteIdParam, body: LateFeeBody, response: { 200: envelope(LateFeeSettingsDto) } },
    },
    async (request) => {
      const saved = await setLateFeeSettings(app.db, currentUser(request), request.params.siteId, request.body);
      // The site's marks of settled fee history are stale or missing now: made again before the
      // answer, so the manager's next list finds them (posting/accrued-fees.ts). The settings are
      // saved whatever happens here: the marks are a shortcut, not money.
      if (saved.lateFeeEnabled)
        await markSiteFees(app.database.backgroundDb, saved.siteId).catch((err: unknown) =>
          request.log.warn({ err, siteId: saved.siteId }, 'late-fee marks not made'),
        );
      return ok(saved, LATE_FEE_TEXTS.saved);
    },
  );
};

export default routes;
