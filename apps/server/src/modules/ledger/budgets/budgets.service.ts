import {
  AppError,
  addMonths,
  BUDGET_FIELD_LABELS,
  BUDGET_MONTHS,
  BUDGET_TEXTS,
  type BudgetDraftProposalDto,
  type BudgetDto,
  type BudgetSplitMethod,
  type CreateBudgetInput,
  checkRevaluation,
  detailsOfPath,
  kurusToLira,
  landShareOf,
  liraToKurus,
  periodOf,
  periodStart,
  planUnitShares,
  type UpdateBudgetInput,
} from '@aidat/shared';
import type { Db, DbOrTx } from '../../../db/client.js';
import { requireAccess } from '../../../lib/access/access.js';
import type { SessionUser } from '../../../lib/sessions.js';
import { splitUnitsOfSite } from '../charges/public.js';
import { dayOf, type RevaluationFigures, toBudgetDto, totalKurusOf } from './budget-dto.js';
import {
  type BudgetRow,
  budgetById,
  budgetsOfSite,
  categoryIdsOfSite,
  insertBudget,
  markServed,
  previousApprovedTotal,
  replaceLines,
  spentByCategory,
  touchBudget,
} from './budgets.repository.js';

/**
 * The işletme projesi's life before approval (PRODUCT.md §13, docs/budget.md): drafts are made
 * (from scratch or from last year's expenses) and edited, then served, which fixes the lines and
 * keeps the revaluation check of that day. Approval is budget-approval.service.ts.
 */

type LineInput = CreateBudgetInput['lines'][number];

/**
 * The twelve whole months before the period (or before this month, when the period starts later):
 * "last year" for a draft's proposal and for the revaluation check when no budget was approved.
 */
export function lastTwelveMonths(start: string, now: Date): { from: string; to: string } {
  const current = periodOf(now);
  const end = start < current ? start : current;
  return { from: addMonths(end, -BUDGET_MONTHS), to: addMonths(end, -1) };
}

/** Expenses per category over the twelve months before the period. */
async function lastYearSpent(db: DbOrTx, siteId: number, start: string, now: Date) {
  const { from, to } = lastTwelveMonths(start, now);
  return spentByCategory(db, siteId, periodStart(from), periodStart(addMonths(to, 1)));
}

/**
 * The revaluation check (PRODUCT.md §13): the budget's total against the site's previous approved
 * budget, or when there is none the last twelve months' expenses, and the rate configured.
 */
export async function revaluationOf(
  db: DbOrTx,
  row: BudgetRow,
  rateBps: number,
  now: Date,
): Promise<RevaluationFigures> {
  let compared = await previousApprovedTotal(db, row.siteId, row.periodStart);
  if (compared === null) {
    const spent = await lastYearSpent(db, row.siteId, row.periodStart, now);
    compared = spent.reduce((sum, c) => sum + c.amountKurus, 0);
  }
  const comparedKurus = compared > 0 ? compared : null;
  return { rateBps, comparedKurus, ...checkRevaluation(totalKurusOf(row), comparedKurus, rateBps) };
}

async function answer(db: DbOrTx, id: number, rateBps: number, now: Date): Promise<BudgetDto> {
  const row = (await budgetById(db, id))!;
  return toBudgetDto(row, row.status === 'draft' ? await revaluationOf(db, row, rateBps, now) : null);
}

/** GET /api/siteadmin/budgets?siteId: the site's budgets, newest period first. */
export async function listBudgets(
  db: Db,
  user: SessionUser,
  siteId: number,
  rateBps: number,
  now: Date = new Date(),
): Promise<BudgetDto[]> {
  await requireAccess(db, user, { kind: 'site', id: siteId });
  const rows = await budgetsOfSite(db, siteId);
  return Promise.all(
    rows.map(async (row) =>
      toBudgetDto(row, row.status === 'draft' ? await revaluationOf(db, row, rateBps, now) : null),
    ),
  );
}

/**
 * Checks a draft's lines against the site: every category is the site's, and each rule can be
 * split over the site's units as they are now (a land-share line needs every unit's arsa payı).
 */
async function checkedLines(tx: DbOrTx, siteId: number, lines: LineInput[]) {
  const known = await categoryIdsOfSite(
    tx,
    siteId,
    lines.map((l) => l.categoryId),
  );
  const unknown = lines.findIndex((l) => !known.has(l.categoryId));
  if (unknown >= 0)
    throw new AppError('ValidationError', BUDGET_TEXTS.categoryNotOfSite, {
      details: detailsOfPath(['lines', unknown, 'categoryId']),
    });
  const kurus = lines.map((l) => ({
    categoryId: l.categoryId,
    yearlyAmountKurus: liraToKurus(l.yearlyAmount),
    split: l.split as BudgetSplitMethod,
  }));
  if (kurus.length > 0) planUnitShares(kurus, await splitUnitsOfSite(tx, siteId));
  return kurus;
}

/** POST /api/siteadmin/budgets: a new draft. */
export async function createBudget(
  db: Db,
  user: SessionUser,
  input: CreateBudgetInput,
  rateBps: number,
  now: Date = new Date(),
): Promise<BudgetDto> {
  await requireAccess(db, user, { kind: 'site', id: input.siteId });
  return db.transaction(async (tx) => {
    const lines = await checkedLines(tx, input.siteId, input.lines);
    const id = await insertBudget(tx, {
      siteId: input.siteId,
      periodStart: input.periodStart,
      periodEnd: addMonths(input.periodStart, BUDGET_MONTHS - 1),
      createdById: user.id,
    });
    await replaceLines(tx, id, input.siteId, lines);
    return answer(tx, id, rateBps, now);
  });
}

/** The budget locked for a change, which must still be a draft. */
async function lockedDraft(tx: DbOrTx, id: number): Promise<BudgetRow> {
  const row = (await budgetById(tx, id, true))!;
  if (row.status !== 'draft') throw new AppError('Conflict', BUDGET_TEXTS.notDraft);
  return row;
}

/** PUT /api/siteadmin/budgets/{id}: a draft's lines, replaced as a whole. */
export async function updateBudget(
  db: Db,
  user: SessionUser,
  id: number,
  input: UpdateBudgetInput,
  rateBps: number,
  now: Date = new Date(),
): Promise<BudgetDto> {
  const { siteId } = await requireAccess(db, user, { kind: 'budget', id });
  return db.transaction(async (tx) => {
    await lockedDraft(tx, id);
    const lines = await checkedLines(tx, siteId, input.lines);
    await replaceLines(tx, id, siteId, lines);
    await touchBudget(tx, id);
    return answer(tx, id, rateBps, now);
  });
}

/** A "YYYY-MM-DD" a step of the budget happened on: not after today (Istanbul). */
export function checkPastDay(day: string, label: string, now: Date): void {
  if (day > dayOf(now)) throw new AppError('ValidationError', BUDGET_TEXTS.dateFuture(label));
}

/**
 * POST /api/siteadmin/budgets/{id}/serve: the draft was given to the owners on `servedAt`. Its lines
 * are fixed from now on, and the revaluation check of today stays with it.
 */
export async function serveBudget(
  db: Db,
  user: SessionUser,
  id: number,
  servedAt: string,
  rateBps: number,
  now: Date = new Date(),
): Promise<BudgetDto> {
  await requireAccess(db, user, { kind: 'budget', id });
  checkPastDay(servedAt, BUDGET_FIELD_LABELS.servedAt, now);
  return db.transaction(async (tx) => {
    const row = await lockedDraft(tx, id);
    if (row.lines.length === 0 || totalKurusOf(row) === 0)
      throw new AppError('ValidationError', BUDGET_TEXTS.linesRequired);
    // The units may have changed since the lines were saved: the rules must still split.
    planUnitShares(row.lines, await splitUnitsOfSite(tx, row.siteId));
    const check = await revaluationOf(tx, row, rateBps, now);
    await markServed(tx, id, {
      servedAt,
      revaluationRateBps: check.rateBps,
      comparedTotalKurus: check.comparedKurus,
      increaseBps: check.increaseBps,
      revaluationWarning: check.warning,
    });
    return answer(tx, id, rateBps, now);
  });
}

/**
 * GET /api/siteadmin/budgets/draft-from-actuals: lines for a new draft, one per category the site
 * spent on in the twelve months before the period, at what it spent. Each is split by arsa payı
 * when every unit has one (KMK art. 20's default), otherwise equally.
 */
export async function draftFromActuals(
  db: Db,
  user: SessionUser,
  siteId: number,
  start: string,
  now: Date = new Date(),
): Promise<BudgetDraftProposalDto> {
  await requireAccess(db, user, { kind: 'site', id: siteId });
  const [spent, units] = await Promise.all([lastYearSpent(db, siteId, start, now), splitUnitsOfSite(db, siteId)]);
  const split: BudgetSplitMethod =
    units.length > 0 && units.every((u) => landShareOf(u) !== null) ? 'landShare' : 'equal';
  const { from, to } = lastTwelveMonths(start, now);
  return {
    siteId,
    periodStart: start,
    from,
    to,
    lines: spent
      .filter((c) => c.amountKurus > 0)
      .map((c) => ({
        categoryId: c.categoryId,
        categoryName: c.categoryName,
        yearlyAmount: kurusToLira(c.amountKurus),
        split,
      })),
  };
}
