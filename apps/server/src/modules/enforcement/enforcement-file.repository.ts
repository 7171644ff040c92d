import { and, asc, desc, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  additionalCharges,
  budgets,
  budgetUnitDues,
  siteAdmins,
  sites,
  unitOwners,
  units,
  unitTenancies,
  users,
} from '../../db/schema/index.js';

/** The reads of the icra file (PRODUCT.md §21) besides the ledger's, each scoped by its unit or site. */

export async function unitAndSite(db: DbOrTx, unitId: number) {
  const [row] = await db
    .select({
      siteId: sites.id,
      siteName: sites.name,
      address: sites.address,
      dueDay: sites.dueDay,
      lateFeeEnabled: sites.lateFeeEnabled,
      lateFeeRateBps: sites.lateFeeRateBps,
      block: units.block,
      doorNumber: units.doorNumber,
    })
    .from(units)
    .innerJoin(sites, eq(sites.id, units.siteId))
    .where(eq(units.id, unitId));
  return row;
}

/** The site's managers' names, in the order they were appointed. */
export async function managerNames(db: DbOrTx, siteId: number): Promise<string[]> {
  const rows = await db
    .select({ fullName: users.fullName })
    .from(siteAdmins)
    .innerJoin(users, eq(users.id, siteAdmins.userId))
    .where(eq(siteAdmins.siteId, siteId))
    .orderBy(asc(users.id));
  return rows.map((r) => r.fullName);
}

/** The unit's owners on the day, the largest share first. */
export function ownersOn(db: DbOrTx, unitId: number, day: string) {
  return db
    .select({
      fullName: unitOwners.fullName,
      shareNumerator: unitOwners.shareNumerator,
      shareDenominator: unitOwners.shareDenominator,
    })
    .from(unitOwners)
    .where(
      and(
        eq(unitOwners.unitId, unitId),
        lte(unitOwners.since, day),
        or(isNull(unitOwners.until), gte(unitOwners.until, day)),
      ),
    )
    .orderBy(desc(unitOwners.shareNumerator), asc(unitOwners.id));
}

/** The tenant on the day, if any. */
export async function tenantOn(db: DbOrTx, unitId: number, day: string) {
  const [row] = await db
    .select({ fullName: unitTenancies.fullName, since: unitTenancies.since })
    .from(unitTenancies)
    .where(
      and(
        eq(unitTenancies.unitId, unitId),
        lte(unitTenancies.since, day),
        or(isNull(unitTenancies.until), gte(unitTenancies.until, day)),
      ),
    )
    .limit(1);
  return row;
}

/**
 * The site's approved budgets (işletme projeleri, PRODUCT.md §13) with the unit's share of each of
 * the given months they cover.
 */
export async function approvedBudgetsFor(db: DbOrTx, siteId: number, unitId: number, periods: string[]) {
  if (periods.length === 0) return [];
  return db
    .select({
      budgetId: budgets.id,
      periodStart: budgets.periodStart,
      periodEnd: budgets.periodEnd,
      servedAt: budgets.servedAt,
      decidedAt: budgets.decidedAt,
      decisionNo: budgets.decisionNo,
      period: budgetUnitDues.period,
      shareKurus: budgetUnitDues.amountKurus,
    })
    .from(budgets)
    .innerJoin(budgetUnitDues, and(eq(budgetUnitDues.budgetId, budgets.id), eq(budgetUnitDues.unitId, unitId)))
    .where(and(eq(budgets.siteId, siteId), eq(budgets.status, 'approved'), inArray(budgetUnitDues.period, periods)))
    .orderBy(asc(budgetUnitDues.period));
}

/** The ek bütçeler of these ids: title and the day charged. */
export function additionalChargesOf(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: additionalCharges.id,
      title: additionalCharges.title,
      chargedAt: additionalCharges.chargedAt,
      decisionMotionId: additionalCharges.decisionMotionId,
    })
    .from(additionalCharges)
    .where(inArray(additionalCharges.id, ids))
    .orderBy(asc(additionalCharges.chargedAt));
}
