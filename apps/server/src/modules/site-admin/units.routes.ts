import {
  AdminSiteDto,
  AdminUnitWithSharesDto,
  BulkCreateUnitsBody,
  BulkCreateUnitsResult,
  CreateUnitBody,
  LandShareTotalDto,
  SITE_ADMIN_TEXTS,
  SiteIdParam,
  SiteIdQuery,
  UnitIdParam,
  UpdateUnitBody,
} from '@aidat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../lib/envelope.js';
import { currentUser } from '../../lib/guards.js';
import { idempotentWrite } from '../../lib/idempotency/idempotency.js';
import { createUnits } from './units-bulk.service.js';
import { createUnit, editUnit, landShareTotal, listAdminSites, listUnits } from './units.service.js';

/** Sites and units. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/siteadmin/sites',
    { config: { access: 'siteAdminList' }, schema: { response: { 200: envelope(z.array(AdminSiteDto)) } } },
    async (request) => ok(await listAdminSites(app.db, currentUser(request))),
  );

  app.get(
    '/api/siteadmin/units',
    {
      config: { access: 'siteAdmin' },
      schema: { querystring: SiteIdQuery, response: { 200: envelope(z.array(AdminUnitWithSharesDto)) } },
    },
    async (request) => ok(await listUnits(app.db, currentUser(request), request.query.siteId)),
  );

  app.post(
    '/api/siteadmin/units',
    {
      config: { access: 'siteAdmin' },
      schema: { body: CreateUnitBody, response: { 201: envelope(AdminUnitWithSharesDto) } },
    },
    // 'Daire Ekle' is submitted like a money form: a double click must add one unit, not answer a conflict.
    async (request, reply) =>
      idempotentWrite(app.db, request, reply, async (db) => {
        const unit = await createUnit(db, currentUser(request), request.body);
        return { status: 201, body: ok(unit, SITE_ADMIN_TEXTS.unitCreated) };
      }),
  );

  // A site's units in one call, all or nothing; a double submit saves the list once.
  app.post(
    '/api/siteadmin/sites/:siteId/units',
    {
      config: { access: 'siteAdmin' },
      schema: { params: SiteIdParam, body: BulkCreateUnitsBody, response: { 201: envelope(BulkCreateUnitsResult) } },
    },
    async (request, reply) =>
      idempotentWrite(app.db, request, reply, async (db) => {
        const result = await createUnits(db, currentUser(request), request.params.siteId, request.body);
        return { status: 201, body: ok(result, SITE_ADMIN_TEXTS.unitsCreated(result.created)) };
      }),
  );

  // A PUT sets the unit to the body: sending it twice is the same unit, so no Idempotency-Key.
  app.put(
    '/api/siteadmin/units/:unitId',
    {
      config: { access: 'siteAdmin' },
      schema: { params: UnitIdParam, body: UpdateUnitBody, response: { 200: envelope(AdminUnitWithSharesDto) } },
    },
    async (request) =>
      ok(
        await editUnit(app.db, currentUser(request), request.params.unitId, request.body),
        SITE_ADMIN_TEXTS.unitUpdated,
      ),
  );

  // Beside the unit list rather than in it: the list's answer stays an array for the clients that read it.
  app.get(
    '/api/siteadmin/sites/:siteId/land-shares',
    {
      config: { access: 'siteAdmin' },
      schema: { params: SiteIdParam, response: { 200: envelope(LandShareTotalDto) } },
    },
    async (request) => ok(await landShareTotal(app.db, currentUser(request), request.params.siteId)),
  );
};

export default routes;
