import {
  ACCESS_TEXTS,
  type AccountKind,
  addMonths,
  AppError,
  EXPENSES_TEXTS,
  type ExpensesPage,
  kurusToLira,
  type MonthlyReportDto,
  periodOf,
  periodStart,
  type SiteExpensesQuery,
} from '@aidat/shared';
import type { Db } from '../../../../db/client.js';
import { requireAccess } from '../../../../lib/access/access.js';
import type { SessionUser } from '../../../../lib/sessions.js';
import { sitesByIds } from '../../../system-sites/public.js';
import { expensesOfSite } from '../expenses/expenses.service.js';
import { accountMonths, chargesAndReceivables, expensesByCategory, incomeOfMonth } from './reports.repository.js';

/** The monthly report for a site's manager (an Admin of the site or a SystemAdmin). */
export async function managerMonthlyReport(db: Db, user: SessionUser, siteId: number, month: string) {
  await requireAccess(db, user, { kind: 'site', id: siteId });
  return monthlyReport(db, siteId, month);
}

/**
 * The same report for a resident of the site. It holds only the site's totals (no unit, person,
 * debt or payment of anyone), so it is the manager's report as it is (KVKK).
 */
export async function residentMonthlyReport(db: Db, user: SessionUser, siteId: number, month: string) {
  await requireAccess(db, user, { kind: 'residentSite', id: siteId });
  return monthlyReport(db, siteId, month);
}

/**
 * A site's books for one Istanbul month, read in one repeatable-read transaction so every figure
 * describes the same moment. Reconciles to the kuruş: per account and in total, closing = opening +
 * income − expenses + transfers in − transfers out (transfers cancel out in the total).
 */
export async function monthlyReport(db: Db, siteId: number, month: string, now: Date = new Date()) {
  if (month > periodOf(now))
    throw new AppError('ValidationError', EXPENSES_TEXTS.monthFuture, { details: { field: 'month' } });
  const from = periodStart(month);
  const to = periodStart(addMonths(month, 1));
  return db.transaction(
    async (tx): Promise<MonthlyReportDto> => {
      const [site] = await sitesByIds(tx, [siteId]);
      if (!site) throw new AppError('NotFound', ACCESS_TEXTS.siteNotFound);
      // One after another: a transaction is one connection, which runs one query at a time.
      const accounts = await accountMonths(tx, siteId, from, to);
      const income = await incomeOfMonth(tx, siteId, from, to);
      const expenses = await expensesByCategory(tx, siteId, from, to);
      const ledger = await chargesAndReceivables(tx, siteId, from, to);
      const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
      const duesKurus = sum(income.filter((i) => i.additionalChargeId === null).map((i) => i.amountKurus));
      const additional = income.filter((i) => i.additionalChargeId !== null);
      const incomeKurus = sum(income.map((i) => i.amountKurus));
      const expensesKurus = sum(expenses.map((e) => e.amountKurus));
      const accountRows = accounts.map((a) => {
        const closingKurus =
          a.openingKurus + a.incomeKurus - a.expensesKurus + a.transfersInKurus - a.transfersOutKurus;
        return {
          id: a.id,
          name: a.name,
          kind: a.kind as AccountKind,
          opening: kurusToLira(a.openingKurus),
          income: kurusToLira(a.incomeKurus),
          expenses: kurusToLira(a.expensesKurus),
          transfersIn: kurusToLira(a.transfersInKurus),
          transfersOut: kurusToLira(a.transfersOutKurus),
          closing: kurusToLira(closingKurus),
          closingKurus,
        };
      });
      return {
        siteId,
        siteName: site.name,
        month,
        income: {
          dues: kurusToLira(duesKurus),
          additional: additional.map((i) => ({
            additionalChargeId: i.additionalChargeId as number,
            title: i.title ?? '',
            amount: kurusToLira(i.amountKurus),
          })),
          total: kurusToLira(incomeKurus),
        },
        expenses: {
          byCategory: expenses.map((e) => ({
            categoryId: e.categoryId,
            name: e.name,
            amount: kurusToLira(e.amountKurus),
          })),
          total: kurusToLira(expensesKurus),
        },
        accounts: accountRows.map(({ closingKurus: _, ...row }) => row),
        totals: {
          opening: kurusToLira(sum(accounts.map((a) => a.openingKurus))),
          closing: kurusToLira(sum(accountRows.map((a) => a.closingKurus))),
        },
        charged: kurusToLira(ledger.chargedKurus),
        collected: kurusToLira(incomeKurus),
        collectionRate:
          ledger.chargedKurus > 0 ? Math.round((incomeKurus / ledger.chargedKurus) * 10_000) / 10_000 : null,
        receivables: kurusToLira(ledger.receivablesKurus),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * The site's expense lines for a resident: what was spent on what, with the invoices' ids. The
 * manager's list as it is but for who entered each line (a manager's name is not the books') and a
 * reversal's reason (it reads 'Düzeltme: …').
 */
export async function residentSiteExpenses(
  db: Db,
  user: SessionUser,
  siteId: number,
  query: SiteExpensesQuery,
): Promise<ExpensesPage> {
  await requireAccess(db, user, { kind: 'residentSite', id: siteId });
  return expensesOfSite(db, siteId, query, 'resident');
}
