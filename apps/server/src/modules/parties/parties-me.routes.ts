import { FinalStatementDto, UnitAccountDto, UnitIdParam } from '@aidat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../lib/envelope.js';
import { currentUser } from '../../lib/guards.js';
import { myFinalStatements } from './final-statements.service.js';
import { myUnitAccount } from './unit-account.service.js';

/**
 * What owners and tenants read of their units (PRODUCT.md §16): a unit's account as their relation
 * lets them see it, and the final statements they were given. Any signed-in user; the services
 * decide what is theirs (a unit that is not is the same 404 as an unknown one).
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/me/units/:unitId/account',
    { config: { access: 'ownUnit' }, schema: { params: UnitIdParam, response: { 200: envelope(UnitAccountDto) } } },
    async (request) =>
      ok(await myUnitAccount(app.db, currentUser(request), request.params.unitId, new Date(), app.payments !== null)),
  );

  app.get(
    '/api/me/final-statements',
    { config: { access: 'signedIn' }, schema: { response: { 200: envelope(z.array(FinalStatementDto)) } } },
    async (request) => ok(await myFinalStatements(app.db, currentUser(request))),
  );
};

export default routes;
