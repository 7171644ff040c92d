import {
  AppError,
  addMonths,
  budgetPeriodLabel,
  DUES_RULE_TEXTS,
  type DuesMode,
  type DuesRuleDto,
  type DuesRuleInput,
  type DuesRuleResult,
  kurusToLira,
  liraToKurus,
  periodOf,
  type SiteDuesRuleDto,
} from '@aidat/shared';
import type { Db, DbOrTx } from '../../../db/client.js';
import { requireAccess } from '../../../lib/access/access.js';
import type { SessionUser } from '../../../lib/sessions.js';
import {
  type BudgetDuesRow,
  budgetsSettingDues,
  promoteDueRules,
  type RuleRow,
  type SiteDuesRow,
  saveSiteRules,
  siteDues,
} from './dues-rule.repository.js';
import { refreshUnitShares } from './dues-shares.js';
import { fillChargedThroughFromLedger, post } from '../posting/public.js';

/**
 * A site's dues rule (PRODUCT.md §12, docs/shares-and-late-fees.md): the same amount for every
 * unit or a monthly total split by arsa payı or m², applying from a month. Months already charged
 * are never changed, so every unit of a site pays one rule for a month: a change takes the first
 * month not charged yet (this month while no unit has it, else the next) or a later one, and a
 * change for a later month waits as the site's one pending change until the accrual reaches it.
 */

/** The first month a change can still take: this month while it is uncharged, else the one after the last charged. */
export function firstOpenMonth(chargedThrough: string | null, current: string): string {
  return chargedThrough !== null && chargedThrough >= current ? addMonths(chargedThrough, 1) : current;
}

function toRuleDto(rule: RuleRow): DuesRuleDto {
  return { mode: rule.mode, amount: kurusToLira(rule.amountKurus), effectiveFrom: rule.from };
}

/**
 * The site's dues as of `current`: a pending change whose month has come is the rule already,
 * even before the accrual has made it so in the database.
 */
function toSiteDuesDto(dues: SiteDuesRow, current: string, budgets: BudgetDuesRow[]): SiteDuesRuleDto {
  const due = dues.pending !== null && dues.pending.from <= current;
  return {
    siteId: dues.siteId,
    rule: toRuleDto(due ? dues.pending! : dues.rule),
    pending: due || dues.pending === null ? null : toRuleDto(dues.pending),
    chargedThrough: dues.chargedThrough,
    defaultEffectiveFrom: firstOpenMonth(dues.chargedThrough, current),
    budgets: budgets.map((b) => ({
      id: b.id,
      periodStart: b.periodStart,
      periodEnd: b.periodEnd,
      month: b.month,
      perUnitMin: kurusToLira(b.minKurus),
      perUnitMax: kurusToLira(b.maxKurus),
      monthTotal: kurusToLira(b.totalKurus),
    })),
  };
}

/**
 * A manual change for a month an approved budget sets is refused (PRODUCT.md §13), naming the
 * budget and the first month after it.
 */
function checkNotSetByBudget(from: string, budgets: BudgetDuesRow[]): void {
  const setter = budgets.find((b) => b.periodStart <= from && from <= b.periodEnd);
  if (!setter) return;
  throw new AppError(
    'Conflict',
    DUES_RULE_TEXTS.setByBudget(
      from,
      budgetPeriodLabel(setter.periodStart, setter.periodEnd),
      addMonths(setter.periodEnd, 1),
    ),
    { details: { field: 'effectiveFrom' } },
  );
}

export async function getSiteDuesRule(
  db: DbOrTx,
  user: SessionUser,
  siteId: number,
  now: Date = new Date(),
): Promise<SiteDuesRuleDto> {
  await requireAccess(db, user, { kind: 'site', id: siteId });
  const dues = await siteDues(db, siteId);
  const current = periodOf(now);
  // requireAccess answered 404 for a site that does not exist.
  return toSiteDuesDto(dues!, current, await budgetsSettingDues(db, siteId, current));
}

export interface NewRule {
  mode: DuesMode;
  amountKurus: number;
}

/**
 * Changes a site's rule inside the caller's transaction: checks the month, stores the rule (now
 * or as the pending change, replacing any), recomputes the units' parts and, when it applies to
 * this month, charges this month at once. A land-share rule with a unit lacking its share, or an
 * m² rule over no m², is splitTotal's SplitError (a 400) and changes nothing.
 */
export async function changeDuesRule(
  tx: DbOrTx,
  siteId: number,
  createdById: number | null,
  rule: NewRule,
  requestedFrom: string | undefined,
  now: Date,
): Promise<DuesRuleResult> {
  const period = periodOf(now);
  // The site's row lock first: the accrual locks the rows it charges, so the months read below
  // are the months charged, and a concurrent change of the same site waits for this one.
  await siteDues(tx, siteId, true);
  await fillChargedThroughFromLedger(tx, siteId);
  await promoteDueRules(tx, period, siteId);
  const before = (await siteDues(tx, siteId))!;

  const earliest = firstOpenMonth(before.chargedThrough, period);
  const from = requestedFrom ?? earliest;
  if (before.chargedThrough !== null && from <= before.chargedThrough) {
    throw new AppError('ValidationError', DUES_RULE_TEXTS.effectiveFromCharged(from, earliest), {
      details: { field: 'effectiveFrom' },
    });
  }
  if (from < period)
    throw new AppError('ValidationError', DUES_RULE_TEXTS.effectiveFromPast(from, earliest), {
      details: { field: 'effectiveFrom' },
    });

  const budgets = await budgetsSettingDues(tx, siteId, period);
  checkNotSetByBudget(from, budgets);

  const next = { ...rule, from };
  const appliesNow = from === period;
  const after: SiteDuesRow = appliesNow ? { ...before, rule: next, pending: null } : { ...before, pending: next };
  await saveSiteRules(tx, siteId, after.rule, after.pending);
  await refreshUnitShares(tx, after, appliesNow ? 'rule' : 'pending');

  // This month is charged now: by the new rule when it applies to this month. Otherwise, when the
  // month is charged already, units added since get it too (PRODUCT.md §5: every unit without
  // this month's charge), at the month's own per-unit amount, so the month stays one rule for
  // every unit. A split month is left as charged: its parts were worked out over other units.
  const month = after.rule;
  const chargeMonth = appliesNow
    ? rule.amountKurus > 0
    : before.chargedThrough !== null &&
      before.chargedThrough >= period &&
      month.mode === 'perUnit' &&
      month.amountKurus > 0;
  let chargedUnits = 0;
  if (chargeMonth) {
    [{ count: chargedUnits }] = await post(tx, [{ kind: 'siteDuesMonth', siteId, period }], { by: createdById });
  }
  const saved = (await siteDues(tx, siteId))!;
  return { ...toSiteDuesDto(saved, period, budgets), effectiveFrom: from, period, chargedUnits };
}

/** PUT /api/siteadmin/sites/{siteId}/dues-rule. */
export async function setSiteDuesRule(
  db: Db,
  user: SessionUser,
  siteId: number,
  input: DuesRuleInput,
  now: Date = new Date(),
): Promise<DuesRuleResult> {
  await requireAccess(db, user, { kind: 'site', id: siteId });
  const rule = { mode: input.mode, amountKurus: liraToKurus(input.amount) };
  return db.transaction((tx) => changeDuesRule(tx, siteId, user.id, rule, input.effectiveFrom, now));
}

/**
 * Runs a change to the site's units (one added, its m² or arsa payı edited) in the caller's
 * transaction and then recomputes the units' parts of the site's split rules. The site's row is
 * locked first, as a rule change locks it before it writes the units: the same order, so the two
 * wait for each other instead of deadlocking, and a rule is never split over units half-changed.
 */
export async function withSiteDuesShares<T>(tx: DbOrTx, siteId: number, change: () => Promise<T>): Promise<T> {
  const dues = await siteDues(tx, siteId, true);
  const result = await change();
  // Per-unit rules keep no parts: every unit's are null already, a new unit's too.
  if (dues && (dues.rule.mode !== 'perUnit' || (dues.pending?.mode ?? 'perUnit') !== 'perUnit')) {
    await refreshUnitShares(tx, dues);
  }
  return result;
}
