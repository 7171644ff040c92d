import { AdminSiteDto, AdminUnitDto, CreateUnitBody, SITE_ADMIN_TEXTS, SiteIdQuery } from '@aidat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../lib/envelope.js';
import { currentUser } from '../../lib/guards.js';
import { idempotentWrite } from '../../lib/idempotency/idempotency.js';
import { createUnit, listAdminSites, listUnits } from './units.service.js';

/** Sites and units. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/siteadmin/sites', { schema: { response: { 200: envelope(z.array(AdminSiteDto)) } } }, async (request) =>
    ok(await listAdminSites(app.db, currentUser(request))),
  );

  app.get(
    '/api/siteadmin/units',
    { schema: { querystring: SiteIdQuery, response: { 200: envelope(z.array(AdminUnitDto)) } } },
    async (request) => ok(await listUnits(app.db, currentUser(request), request.query.siteId)),
  );

  app.post(
    '/api/siteadmin/units',
    { schema: { body: CreateUnitBody, response: { 201: envelope(AdminUnitDto) } } },
    // 'Daire Ekle' is submitted like a money form: a double click must add one unit, not answer a conflict.
    async (request, reply) =>
      idempotentWrite(app.db, request, reply, async (db) => {
        const unit = await createUnit(db, currentUser(request), request.body);
        return { status: 201, body: ok(unit, SITE_ADMIN_TEXTS.unitCreated) };
      }),
  );
};

export default routes;
