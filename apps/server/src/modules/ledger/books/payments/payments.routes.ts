import { IdParam, LedgerEntryDto, PaymentBody, ReverseBody, SITE_ADMIN_TEXTS, UnitIdParam } from '@aidat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../../../lib/envelope.js';
import { currentUser } from '../../../../lib/guards.js';
import { idempotentWrite } from '../../../../lib/idempotency/idempotency.js';
import { recordPayment, reverseEntry, unitTransactions } from './payments.service.js';

/**
 * A unit's ledger under the site administrators' URLs: its entries, a payment into it and the
 * reversal of an entry. Admins for the sites they administer, SystemAdmins for any: the role is
 * checked on request, before any body validation; each service checks the site. Every write here
 * honours an Idempotency-Key (lib/idempotency), so a double submit writes once.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/siteadmin/units/:unitId/transactions',
    {
      config: { access: 'siteAdmin' },
      schema: { params: UnitIdParam, response: { 200: envelope(z.array(LedgerEntryDto)) } },
    },
    async (request) => ok(await unitTransactions(app.db, currentUser(request), request.params.unitId)),
  );

  app.post(
    '/api/siteadmin/units/:unitId/payments',
    {
      config: { access: 'siteAdmin' },
      schema: { params: UnitIdParam, body: PaymentBody, response: { 201: envelope(LedgerEntryDto) } },
    },
    async (request, reply) =>
      idempotentWrite(app.db, request, reply, async (db) => {
        const entry = await recordPayment(db, currentUser(request), request.params.unitId, request.body);
        return { status: 201, body: ok(entry, SITE_ADMIN_TEXTS.paymentRecorded) };
      }),
  );

  app.post(
    '/api/siteadmin/transactions/:id/reverse',
    {
      config: { access: 'siteAdmin' },
      schema: { params: IdParam, body: ReverseBody, response: { 201: envelope(LedgerEntryDto) } },
    },
    async (request, reply) =>
      idempotentWrite(app.db, request, reply, async (db) => {
        const entry = await reverseEntry(db, currentUser(request), request.params.id, request.body);
        return { status: 201, body: ok(entry, SITE_ADMIN_TEXTS.reversed) };
      }),
  );
};

export default routes;
