import {
  AddTenantBody,
  FinalStatementDto,
  FinalStatementParams,
  MoveOutAnswer,
  MoveOutBody,
  PARTIES_TEXTS,
  PartiesDto,
  PutOwnersBody,
  SaleAnswer,
  SaleBody,
  UnitIdParam,
} from '@aidat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../lib/envelope.js';
import { FILE_ANSWER } from '../../lib/files/file-answer.js';
import { sendStoredFile } from '../../lib/files/send-stored-file.js';
import { currentUser } from '../../lib/guards.js';
import { idempotentWrite } from '../../lib/idempotency/idempotency.js';
import { clearanceLetter } from './clearance.service.js';
import { moveOut, sale, unitFinalStatement } from './final-statements.service.js';
import { addTenant, putOwners, unitParties } from './parties.service.js';

/**
 * A unit's owners and tenant (PRODUCT.md §16) under the site administrators' URLs, for the
 * managers of its site. The writes honour an Idempotency-Key like every write of a manager's form,
 * and each runs in one transaction of its own (a savepoint inside the key's), so a refused or
 * failed change leaves nothing half-written.
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
      idempotentWrite(app.db, request, reply, async (db) => ({
        status: 200,
        body: ok(
          await db.transaction((tx) => putOwners(tx, currentUser(request), request.params.unitId, request.body)),
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
      idempotentWrite(app.db, request, reply, async (db) => ({
        status: 201,
        body: ok(
          await db.transaction((tx) => addTenant(tx, currentUser(request), request.params.unitId, request.body)),
          PARTIES_TEXTS.tenantAdded,
        ),
      })),
  );

  app.post(
    '/api/siteadmin/units/:unitId/tenant/move-out',
    {
      config: { access: 'siteAdmin' },
      schema: { params: UnitIdParam, body: MoveOutBody, response: { 200: envelope(MoveOutAnswer) } },
    },
    async (request, reply) =>
      idempotentWrite(app.db, request, reply, async (db) => ({
        status: 200,
        body: ok(
          await db.transaction((tx) => moveOut(tx, currentUser(request), request.params.unitId, request.body)),
          PARTIES_TEXTS.movedOut,
        ),
      })),
  );

  app.post(
    '/api/siteadmin/units/:unitId/sale',
    {
      config: { access: 'siteAdmin' },
      schema: { params: UnitIdParam, body: SaleBody, response: { 200: envelope(SaleAnswer) } },
    },
    async (request, reply) =>
      idempotentWrite(app.db, request, reply, async (db) => ({
        status: 200,
        body: ok(
          await db.transaction((tx) => sale(tx, currentUser(request), request.params.unitId, request.body)),
          PARTIES_TEXTS.saleRecorded,
        ),
      })),
  );

  app.get(
    '/api/siteadmin/units/:unitId/final-statements/:id',
    {
      config: { access: 'siteAdmin' },
      schema: { params: FinalStatementParams, response: { 200: envelope(FinalStatementDto) } },
    },
    async (request) =>
      ok(await unitFinalStatement(app.db, currentUser(request), request.params.unitId, request.params.id)),
  );

  app.get(
    '/api/siteadmin/units/:unitId/clearance.pdf',
    { config: { access: 'siteAdmin' }, schema: { params: UnitIdParam, response: { 200: FILE_ANSWER } } },
    async (request, reply) =>
      sendStoredFile(
        reply,
        await app.db.transaction((tx) => clearanceLetter(tx, currentUser(request), request.params.unitId)),
      ),
  );
};

export default routes;
