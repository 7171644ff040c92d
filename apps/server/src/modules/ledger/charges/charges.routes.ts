import {
  AdditionalChargeDto,
  CreateAdditionalChargeBody,
  CreatedAdditionalChargeDto,
  DuesAmountBody,
  DuesAmountResult,
  DUES_RULE_TEXTS,
  DuesRuleBody,
  DuesRuleResult,
  IdParam,
  ReverseBody,
  ReversedAdditionalChargeDto,
  SITE_ADMIN_TEXTS,
  SiteDuesRuleDto,
  SiteIdParam,
  SiteIdQuery,
} from '@aidat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../../lib/envelope.js';
import { currentUser } from '../../../lib/guards.js';
import { idempotentWrite } from '../../../lib/idempotency/idempotency.js';
import { reverseAdditionalCharge } from './additional-charge-reversal.service.js';
import { createAdditionalCharge, listAdditionalCharges } from './additional-charges.service.js';
import { getSiteDuesRule, setSiteDuesRule } from './dues-rule.service.js';
import { setDuesAmount } from './dues.service.js';

/**
 * What a site charges its units, under the site administrators' URLs: the monthly dues amount
 * and rule, and ek bütçe with its reversal. Admins for the sites they administer, SystemAdmins
 * for any: the role is checked on request, before any body validation; each service checks the
 * site. Every write here honours an Idempotency-Key (lib/idempotency), so a double submit writes once.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/siteadmin/sites/dues-amount',
    {
      config: { access: 'siteAdmin' },
      schema: { body: DuesAmountBody, response: { 200: envelope(DuesAmountResult) } },
    },
    async (request, reply) =>
      idempotentWrite(app.db, request, reply, async (db) => ({
        status: 200,
        body: ok(await setDuesAmount(db, currentUser(request), request.body), SITE_ADMIN_TEXTS.duesCreated),
      })),
  );

  app.get(
    '/api/siteadmin/sites/:siteId/dues-rule',
    { config: { access: 'siteAdmin' }, schema: { params: SiteIdParam, response: { 200: envelope(SiteDuesRuleDto) } } },
    async (request) => ok(await getSiteDuesRule(app.db, currentUser(request), request.params.siteId)),
  );

  // Not a plain PUT to repeat: once a change has charged this month, the same body again takes
  // the next month. So it honours an Idempotency-Key like the POSTs.
  app.put(
    '/api/siteadmin/sites/:siteId/dues-rule',
    {
      config: { access: 'siteAdmin' },
      schema: { params: SiteIdParam, body: DuesRuleBody, response: { 200: envelope(DuesRuleResult) } },
    },
    async (request, reply) =>
      idempotentWrite(app.db, request, reply, async (db) => {
        const result = await setSiteDuesRule(db, currentUser(request), request.params.siteId, request.body);
        const message = result.chargedUnits > 0 ? SITE_ADMIN_TEXTS.duesCreated : DUES_RULE_TEXTS.ruleSaved;
        return { status: 200, body: ok(result, message) };
      }),
  );

  app.get(
    '/api/siteadmin/additional-charges',
    {
      config: { access: 'siteAdmin' },
      schema: { querystring: SiteIdQuery, response: { 200: envelope(z.array(AdditionalChargeDto)) } },
    },
    async (request) => ok(await listAdditionalCharges(app.db, currentUser(request), request.query.siteId)),
  );

  app.post(
    '/api/siteadmin/additional-charges',
    {
      config: { access: 'siteAdmin' },
      schema: { body: CreateAdditionalChargeBody, response: { 201: envelope(CreatedAdditionalChargeDto) } },
    },
    async (request, reply) =>
      idempotentWrite(app.db, request, reply, async (db) => {
        const charge = await createAdditionalCharge(db, currentUser(request), request.body);
        return { status: 201, body: ok(charge, SITE_ADMIN_TEXTS.additionalChargeCreated) };
      }),
  );

  // 200, not 201: undoing an ek bütçe twice answers the same cancelled charge.
  app.post(
    '/api/siteadmin/additional-charges/:id/reverse',
    {
      config: { access: 'siteAdmin' },
      schema: { params: IdParam, body: ReverseBody, response: { 200: envelope(ReversedAdditionalChargeDto) } },
    },
    async (request, reply) =>
      idempotentWrite(app.db, request, reply, async (db) => {
        const charge = await reverseAdditionalCharge(db, currentUser(request), request.params.id, request.body);
        return { status: 200, body: ok(charge, SITE_ADMIN_TEXTS.additionalChargeReversed) };
      }),
  );
};

export default routes;
