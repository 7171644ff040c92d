import { AddTenantBody, PARTIES_TEXTS, PartiesDto, PutOwnersBody, UnitIdParam } from '@aidat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../lib/envelope.js';
import { currentUser } from '../../lib/guards.js';
import { idempotentWrite } from '../../lib/idempotency/idempotency.js';
import { addTenant, putOwners, unitParties } from './parties.service.js';

/**
 * A unit's owners and tenant (PRODUCT.md §16) under the site administrators' URLs, for the
 * managers of its site. The writes honour an Idempotency-Key like every write of a manager's form.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/siteadmin/units/:unitId/parties',
    { config: { access: 'siteAdmin' }, schema: { params: UnitIdParam, response: { 200: envelope(PartiesDto) } } },
    async (request) => ok(await unitParties(app.db, currentUser(request), request.params.unitId)),
  );

  app.put(
    '/api/siteadmin/units/:unitId/owners',
    {
      config: { access: 'siteAdmin' },
      schema: { params: UnitIdParam, body: PutOwnersBody, response: { 200: envelope(PartiesDto) } },
    },
    async (request, reply) =>
      idempotentWrite(app.db, request, reply, async (tx) => ({
        status: 200,
        body: ok(
          await putOwners(tx, currentUser(request), request.params.unitId, request.body),
          PARTIES_TEXTS.ownersSaved,
        ),
      })),
  );

  app.post(
    '/api/siteadmin/units/:unitId/tenant',
    {
      config: { access: 'siteAdmin' },
      schema: { params: UnitIdParam, body: AddTenantBody, response: { 201: envelope(PartiesDto) } },
    },
    async (request, reply) =>
      idempotentWrite(app.db, request, reply, async (tx) => ({
        status: 201,
        body: ok(
          await addTenant(tx, currentUser(request), request.params.unitId, request.body),
          PARTIES_TEXTS.tenantAdded,
        ),
      })),
  );
};

export default routes;
