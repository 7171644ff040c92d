import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import authRoutes from './auth/auth.routes.js';
import frontendConfigRoutes from './auth/frontend-config.routes.js';
import cacheRoutes from './cache/cache.routes.js';
import cardPaymentsMeRoutes from './card-payments/card-payments-me.routes.js';
import cardPaymentsRoutes from './card-payments/card-payments.routes.js';
import fakePayRoutes from './card-payments/fake-pay.routes.js';
import paymentCallbackRoutes from './card-payments/payment-callback.routes.js';
import healthRoutes from './health/health.routes.js';
import chargesRoutes from './ledger/charges/charges.routes.js';
import paymentsRoutes from './ledger/books/payments/payments.routes.js';
import accountsRoutes from './ledger/books/accounts/accounts.routes.js';
import attachmentsRoutes from './ledger/books/expenses/attachments.routes.js';
import expensesRoutes from './ledger/books/expenses/expenses.routes.js';
import statementImportsRoutes from './ledger/imports/statement-imports/statement-imports.routes.js';
import debtorsRoutes from './ledger/documents/debtors/debtors.routes.js';
import siteLedgerRoutes from './ledger/documents/site-ledger/site-ledger.routes.js';
import lateFeesRoutes from './ledger/charges/late-fees/late-fees.routes.js';
import receiptsRoutes from './ledger/documents/receipts/receipts.routes.js';
import reportsRoutes from './ledger/books/reports/reports.routes.js';
import statementsRoutes from './ledger/documents/statements/statements.routes.js';
import siteBooksRoutes from './ledger/books/reports/site-books.routes.js';
import budgetsRoutes from './ledger/budgets/budgets.routes.js';
import budgetResidentRoutes from './ledger/budgets/budget-resident.routes.js';
import handoversRoutes from './handovers/handovers.routes.js';
import handoversMeRoutes from './handovers/handovers-me.routes.js';
import partiesMeRoutes from './parties/parties-me.routes.js';
import partiesRoutes from './parties/parties.routes.js';
import enforcementRoutes from './enforcement/enforcement.routes.js';
import meetingsRoutes from './meetings/meetings.routes.js';
import meetingsMeRoutes from './meetings/meetings-me.routes.js';
import ticketFilesRoutes from './tickets/ticket-files.routes.js';
import ticketsResidentRoutes from './tickets/tickets-resident.routes.js';
import ticketsRoutes from './tickets/tickets.routes.js';
import meRoutes from './me/me.routes.js';
import dataExportRoutes from './me/data-export.routes.js';
import menusRoutes from './menus/menus.routes.js';
import userMenuRoutes from './menus/user-menu.routes.js';
import notificationsRoutes from './notifications/notifications.routes.js';
import peopleRoutes from './people/people.routes.js';
import siteAdminRoutes from './site-admin/site-admin.routes.js';
import smsCampaignsRoutes from './sms-campaigns/sms-campaigns.routes.js';
import systemSitesRoutes from './system-sites/system-sites.routes.js';
import configurationsRoutes from './configurations/configurations.routes.js';

/** Every route plugin of the API, one per area; app.ts registers them in this order. */
export const routeModules: FastifyPluginAsyncZod[] = [
  healthRoutes,
  frontendConfigRoutes,
  authRoutes,
  userMenuRoutes,
  meRoutes,
  dataExportRoutes,
  siteAdminRoutes,
  chargesRoutes,
  paymentsRoutes,
  accountsRoutes,
  expensesRoutes,
  attachmentsRoutes,
  statementImportsRoutes,
  receiptsRoutes,
  statementsRoutes,
  debtorsRoutes,
  siteLedgerRoutes,
  lateFeesRoutes,
  reportsRoutes,
  siteBooksRoutes,
  budgetsRoutes,
  budgetResidentRoutes,
  handoversRoutes,
  handoversMeRoutes,
  partiesRoutes,
  partiesMeRoutes,
  ticketsRoutes,
  ticketsResidentRoutes,
  ticketFilesRoutes,
  enforcementRoutes,
  meetingsRoutes,
  meetingsMeRoutes,
  notificationsRoutes,
  smsCampaignsRoutes,
  peopleRoutes,
  cardPaymentsRoutes,
  cardPaymentsMeRoutes,
  paymentCallbackRoutes,
  fakePayRoutes,
  systemSitesRoutes,
  configurationsRoutes,
  menusRoutes,
  cacheRoutes,
];
