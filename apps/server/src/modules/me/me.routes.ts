import { MyNotification, MyUnit, UnitDebt, UnitDetail, UnitDetailParams } from '@aidat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../lib/envelope.js';
import { currentUser, requireAuth } from '../../lib/guards.js';
import { myNotifications, myUnitDebts, myUnitDetail, myUnits } from './me.service.js';

/**
 * /api/me/*: any signed-in user, own units only (PRODUCT.md §4). The sign-in check runs on
 * request, before validation, so an anonymous caller gets 401 whatever the path holds.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/me/units',
    { onRequest: requireAuth, schema: { response: { 200: envelope(z.array(MyUnit)) } } },
    async (request) => ok(await myUnits(app.db, currentUser(request))),
  );

  app.get(
    '/api/me/unit-debts',
    { onRequest: requireAuth, schema: { response: { 200: envelope(z.array(UnitDebt)) } } },
    async (request) => ok(await myUnitDebts(app.db, currentUser(request))),
  );

  app.get(
    '/api/me/notifications',
    { onRequest: requireAuth, schema: { response: { 200: envelope(z.array(MyNotification)) } } },
    async (request) => ok(await myNotifications(app.db, currentUser(request))),
  );

  app.get(
    '/api/me/unit-detail/:unitId',
    { onRequest: requireAuth, schema: { params: UnitDetailParams, response: { 200: envelope(UnitDetail) } } },
    async (request) => ok(await myUnitDetail(app.db, currentUser(request), request.params.unitId)),
  );
};

export default routes;
