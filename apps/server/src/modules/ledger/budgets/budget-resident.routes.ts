import { BudgetActualsDto, SiteBudgetParams } from '@aidat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../../lib/envelope.js';
import { currentUser } from '../../../lib/guards.js';
import { residentBudgetActuals } from './budget-actuals.service.js';

/**
 * The site's işletme projesi against its spending (PRODUCT.md §13) for anyone living in one of its
 * units, whatever their role: only the site's totals, never a unit's or a person's.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/me/sites/:siteId/budget',
    {
      config: { access: 'ownUnit' },
      schema: { params: SiteBudgetParams, response: { 200: envelope(BudgetActualsDto) } },
    },
    async (request) => ok(await residentBudgetActuals(app.db, currentUser(request), request.params.siteId)),
  );
};

export default routes;
