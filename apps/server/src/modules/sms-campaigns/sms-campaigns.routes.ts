import {
  AppError,
  liraToKurus,
  SiteReportParams,
  SMS_CAMPAIGN_TEXTS as T,
  SmsCampaignDetail,
  SmsCampaignDto,
  SmsCampaignParams,
  SmsCampaignPreview,
  SmsCampaignRequest,
} from '@aidat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../lib/envelope.js';
import { currentUser } from '../../lib/guards.js';
import { idempotencyKeyOf, idempotentWrite } from '../../lib/idempotency/idempotency.js';
import { campaignSenderOf, stopCampaignSender } from './sender-registry.js';
import * as service from './sms-campaigns.service.js';

/**
 * A site's managers send an announcement also by SMS, or the debt reminder (PRODUCT.md §15):
 * a preview first, then the confirm, which stores the messages for the background sender.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onClose', async () => stopCampaignSender(app));
  const price = () => app.settings.int('SmsPricePerMessageKurus');
  const rules = async () => ({ reminderMinimumKurus: liraToKurus(await app.settings.decimal('ReminderMinimumDebt')) });

  app.post(
    '/api/siteadmin/sites/:siteId/sms-campaigns/preview',
    {
      config: { access: 'siteAdmin' },
      schema: { params: SiteReportParams, body: SmsCampaignRequest, response: { 200: envelope(SmsCampaignPreview) } },
    },
    async (request) => {
      const plan = await service.planCampaign(
        app.db,
        currentUser(request),
        request.params.siteId,
        request.body,
        await rules(),
      );
      return ok(service.previewOf(plan, await price()));
    },
  );

  // A double click or a retry with the same Idempotency-Key stores (and sends) the campaign once.
  app.post(
    '/api/siteadmin/sites/:siteId/sms-campaigns',
    {
      config: { access: 'siteAdmin' },
      schema: { params: SiteReportParams, body: SmsCampaignRequest, response: { 201: envelope(SmsCampaignDto) } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      // Required here: without a key a double click would send every message twice.
      if (idempotencyKeyOf(request) === undefined) throw new AppError('ValidationError', T.idempotencyKeyRequired);
      const plan = await service.planCampaign(app.db, user, request.params.siteId, request.body, await rules());
      const priceKurus = await price();
      const answer = await idempotentWrite(app.db, request, reply, async (db) => {
        const campaign = await service.createCampaign(db, user, plan, priceKurus);
        return { status: 201, body: ok(campaign, T.started(campaign.total)) };
      });
      campaignSenderOf(app).kick();
      return answer;
    },
  );

  app.get(
    '/api/siteadmin/sites/:siteId/sms-campaigns',
    {
      config: { access: 'siteAdmin' },
      schema: { params: SiteReportParams, response: { 200: envelope(z.array(SmsCampaignDto)) } },
    },
    async (request) => ok(await service.listCampaigns(app.db, currentUser(request), request.params.siteId)),
  );

  app.get(
    '/api/siteadmin/sites/:siteId/sms-campaigns/:id',
    {
      config: { access: 'siteAdmin' },
      schema: { params: SmsCampaignParams, response: { 200: envelope(SmsCampaignDetail) } },
    },
    async (request) => {
      const { siteId, id } = request.params;
      return ok(await service.campaignDetail(app.db, currentUser(request), siteId, id));
    },
  );
};

export default routes;
