import {
  ACCOUNTS_TEXTS,
  AccountDto,
  AccountMovementsPage,
  BatchPaymentBody,
  BatchPaymentResult,
  CreateAccountBody,
  CreateTransferBody,
  IdParam,
  MovementsQuery,
  ReverseBody,
  SiteIdParam,
  SiteIdQuery,
  TransferDto,
  UnitCollectionDto,
} from '@aidat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../../../lib/envelope.js';
import { currentUser } from '../../../../lib/guards.js';
import { idempotentWrite } from '../../../../lib/idempotency/idempotency.js';
import { createAccount, listAccounts, listMovements } from './accounts.service.js';
import { recordBatch, siteCollections } from './collections.service.js';
import { createTransfer, reverseTransfer } from './transfers.service.js';

/**
 * The site's money accounts (PRODUCT.md §10), under the site administrators' URLs: accounts with
 * their balances, an account's movements, transfers between two accounts, and the Tahsilat screen's
 * units with their debts and its batch of payments. Admins for the sites they administer,
 * SystemAdmins for any: the role is checked on request; each service checks the site or account.
 * Every write honours an Idempotency-Key (lib/idempotency), so a double submit writes once.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/siteadmin/accounts',
    {
      config: { access: 'siteAdmin' },
      schema: { querystring: SiteIdQuery, response: { 200: envelope(z.array(AccountDto)) } },
    },
    async (request) => ok(await listAccounts(app.db, currentUser(request), request.query.siteId)),
  );

  app.post(
    '/api/siteadmin/accounts',
    { config: { access: 'siteAdmin' }, schema: { body: CreateAccountBody, response: { 201: envelope(AccountDto) } } },
    async (request, reply) =>
      idempotentWrite(app.db, request, reply, async (db) => {
        const account = await createAccount(db, currentUser(request), request.body);
        return { status: 201, body: ok(account, ACCOUNTS_TEXTS.accountCreated) };
      }),
  );

  app.get(
    '/api/siteadmin/accounts/:id/movements',
    {
      config: { access: 'siteAdmin' },
      schema: { params: IdParam, querystring: MovementsQuery, response: { 200: envelope(AccountMovementsPage) } },
    },
    async (request) => ok(await listMovements(app.db, currentUser(request), request.params.id, request.query)),
  );

  app.post(
    '/api/siteadmin/transfers',
    { config: { access: 'siteAdmin' }, schema: { body: CreateTransferBody, response: { 201: envelope(TransferDto) } } },
    async (request, reply) =>
      idempotentWrite(app.db, request, reply, async (db) => {
        const transfer = await createTransfer(db, currentUser(request), request.body);
        return { status: 201, body: ok(transfer, ACCOUNTS_TEXTS.transferRecorded) };
      }),
  );

  app.post(
    '/api/siteadmin/transfers/:id/reverse',
    {
      config: { access: 'siteAdmin' },
      schema: { params: IdParam, body: ReverseBody, response: { 201: envelope(TransferDto) } },
    },
    async (request, reply) =>
      idempotentWrite(app.db, request, reply, async (db) => {
        const transfer = await reverseTransfer(db, currentUser(request), request.params.id, request.body);
        return { status: 201, body: ok(transfer, ACCOUNTS_TEXTS.transferReversed) };
      }),
  );

  app.get(
    '/api/siteadmin/sites/:siteId/collections',
    {
      config: { access: 'siteAdmin' },
      schema: { params: SiteIdParam, response: { 200: envelope(z.array(UnitCollectionDto)) } },
    },
    async (request) => ok(await siteCollections(app.db, currentUser(request), request.params.siteId)),
  );

  app.post(
    '/api/siteadmin/payments/batch',
    {
      config: { access: 'siteAdmin' },
      schema: { body: BatchPaymentBody, response: { 201: envelope(BatchPaymentResult) } },
    },
    async (request, reply) =>
      idempotentWrite(app.db, request, reply, async (db) => {
        const payments = await recordBatch(db, currentUser(request), request.body);
        return { status: 201, body: ok(payments, ACCOUNTS_TEXTS.batchRecorded(payments.length)) };
      }),
  );
};

export default routes;
