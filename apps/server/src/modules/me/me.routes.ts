import { MyNotification, MyUnit, UnitDebt, UnitDetail, UnitDetailParams } from '@aidat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../lib/envelope.js';
import { requireAuth } from '../../lib/guards.js';
import { readAsCaller } from '../../lib/session-joined.js';
import {
  myNotifications,
  myNotificationsOfSession,
  myUnitDebts,
  myUnitDebtsOfSession,
  myUnitDetail,
  myUnitDetailOfSession,
  myUnits,
  myUnitsOfSession,
} from './me.service.js';

/**
 * /api/me/*: any signed-in user, own units only (PRODUCT.md §4). The sign-in check runs on
 * request, before validation, so an anonymous caller gets 401 whatever the path holds. Each
 * reads the caller's session in its own statement (lib/session-joined.ts): one round trip.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const config = { sessionInQuery: true };
  app.get(
    '/api/me/units',
    { onRequest: requireAuth, config, schema: { response: { 200: envelope(z.array(MyUnit)) } } },
    async (request) =>
      ok(
        await readAsCaller(
          request,
          (token) => myUnitsOfSession(app.db, token),
          (user) => myUnits(app.db, user),
        ),
      ),
  );

  app.get(
    '/api/me/unit-debts',
    { onRequest: requireAuth, config, schema: { response: { 200: envelope(z.array(UnitDebt)) } } },
    async (request) =>
      ok(
        await readAsCaller(
          request,
          (token) => myUnitDebtsOfSession(app.db, token),
          (user) => myUnitDebts(app.db, user),
        ),
      ),
  );

  app.get(
    '/api/me/notifications',
    { onRequest: requireAuth, config, schema: { response: { 200: envelope(z.array(MyNotification)) } } },
    async (request) =>
      ok(
        await readAsCaller(
          request,
          (token) => myNotificationsOfSession(app.db, token),
          (user) => myNotifications(app.db, user),
        ),
      ),
  );

  app.get(
    '/api/me/unit-detail/:unitId',
    { onRequest: requireAuth, config, schema: { params: UnitDetailParams, response: { 200: envelope(UnitDetail) } } },
    async (request) =>
      ok(
        await readAsCaller(
          request,
          (token) => myUnitDetailOfSession(app.db, token, request.params.unitId),
          (user) => myUnitDetail(app.db, user, request.params.unitId),
        ),
      ),
  );
};

export default routes;
