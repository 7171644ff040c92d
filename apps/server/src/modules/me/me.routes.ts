import { MyNotification, MyUnit, UnitDebt, UnitDetail, UnitDetailParams, UnitDetailQuery } from '@aidat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../lib/envelope.js';
import { readAsCaller } from '../../lib/session-joined.js';
import { myNotifications, myUnitDebts, myUnitDetail, myUnits } from './me.service.js';

/**
 * /api/me/*: any signed-in user, own units only (PRODUCT.md §4). The sign-in check runs on
 * request, before validation, so an anonymous caller gets 401 whatever the path holds. Each
 * reads the caller's session in its own statement (lib/session-joined.ts): one round trip.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  // answerCache: the front path may serve the answer from memory (docs/resident-cache.md).
  const config = { sessionInQuery: true, answerCache: true };
  app.get(
    '/api/me/units',
    { config: { ...config, access: 'signedIn' }, schema: { response: { 200: envelope(z.array(MyUnit)) } } },
    async (request) => ok(await readAsCaller(request, (caller) => myUnits(app.db, caller))),
  );

  app.get(
    '/api/me/unit-debts',
    { config: { ...config, access: 'signedIn' }, schema: { response: { 200: envelope(z.array(UnitDebt)) } } },
    async (request) => ok(await readAsCaller(request, (caller) => myUnitDebts(app.db, caller))),
  );

  app.get(
    '/api/me/notifications',
    {
      // Which notices are current changes with the clock too, not only with their rows.
      config: { ...config, answerDependsOnTime: true, access: 'signedIn' },
      schema: { response: { 200: envelope(z.array(MyNotification)) } },
    },
    async (request) => ok(await readAsCaller(request, (caller) => myNotifications(app.db, caller))),
  );

  app.get(
    '/api/me/unit-detail/:unitId',
    {
      config: { ...config, access: 'ownUnit' },
      schema: {
        params: UnitDetailParams,
        querystring: UnitDetailQuery,
        response: { 200: envelope(UnitDetail) },
      },
    },
    async (request) =>
      ok(
        await readAsCaller(request, (caller) =>
          myUnitDetail(
            app.db,
            caller,
            request.params.unitId,
            request.query.before ?? null,
            new Date(),
            app.payments !== null,
          ),
        ),
      ),
  );
};

export default routes;
