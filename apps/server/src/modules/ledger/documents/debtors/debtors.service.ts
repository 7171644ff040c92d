import {
  addMonths,
  type DebtorDto,
  type DebtorList,
  type DebtorsQuery,
  formatPhone,
  istanbulParts,
  kurusToLira,
  periodOf,
} from '@aidat/shared';
import { alongsideInSnapshot } from '../../../../db/alongside-in-snapshot.js';
import type { Db } from '../../../../db/client.js';
import { siteUnitIdList } from '../../../../db/site-unit-ids.js';
import { requireAccess } from '../../../../lib/access/access.js';
import type { SessionUser } from '../../../../lib/sessions.js';
import {
  accruedByUnit,
  accruedLateFees,
  type DuesMonth,
  type OpenDuesMonth,
  openDuesMonths,
} from '../../posting/public.js';
import { additionalDebts, dueDayOf, openDuesMonthsOf, unitDues } from './debtors.repository.js';

/**
 * The oldest month a unit still owes and how many months are (partly) unpaid (see openDuesMonths),
 * counting only months already due (before `dueFrom`, "YYYY-MM"), and what of its dues is not due yet.
 */
export function unpaidMonths(months: DuesMonth[], paidKurus: number, chargedKurus: number, dueFrom?: string) {
  return overdueMonths(openDuesMonths(months, paidKurus, chargedKurus), dueFrom);
}

/** The same from a unit's open months (openDuesMonths, oldest first). */
function overdueMonths(open: OpenDuesMonth[], dueFrom?: string) {
  const due = dueFrom === undefined ? open : open.filter((m) => m.period < dueFrom);
  const notDueKurus = open.filter((m) => !due.includes(m)).reduce((sum, m) => sum + m.unpaidKurus, 0);
  return { oldestUnpaidMonth: due[0]?.period ?? null, monthsOverdue: due.length, notDueKurus };
}

/**
 * The first month whose dues are not overdue yet (PRODUCT.md §12): a month is overdue only after
 * its due day, Istanbul time; so up to the due day this month is not, and after it the next one.
 */
export function firstMonthNotDue(dueDay: number, now: Date): string {
  const current = periodOf(now);
  return istanbulParts(now).day > dueDay ? addMonths(current, 1) : current;
}

/**
 * What a unit owes (charges − payments, in kuruş) as the answer's lira balance: debts negative,
 * as §5's outstanding (PRODUCT.md "Answer shapes"); never -0.
 */
function balanceOf(owedKurus: number): number {
  return owedKurus === 0 ? 0 : kurusToLira(-owedKurus);
}

/** Rows grouped by their unit, in their order (Node 20 has no Map.groupBy). */
function byUnit<T extends { unitId: number }>(rows: T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(row.unitId);
    if (list) list.push(row);
    else map.set(row.unitId, [row]);
  }
  return map;
}

/** The site's debtor list (PRODUCT.md §11), read in one snapshot; only units that owe something. */
/**
 * The dues fall to the tenant whose tenancy covers their month, else the owners (PRODUCT.md §16):
 * the tenant is asked when the oldest unpaid month began in the current tenancy.
 */
function duesAskedOf(tenant: { since: string } | null, oldestUnpaidMonth: string | null): 'tenant' | 'owners' {
  if (!tenant || oldestUnpaidMonth === null) return tenant ? 'tenant' : 'owners';
  return `${oldestUnpaidMonth}-01` >= tenant.since ? 'tenant' : 'owners';
}

export async function debtorList(
  db: Db,
  user: SessionUser,
  siteId: number,
  query: DebtorsQuery,
  now: Date = new Date(),
): Promise<DebtorList> {
  await requireAccess(db, user, { kind: 'site', id: siteId });
  const [units, openMonths, extras, dueDay, accrued] = await db.transaction(
    async (tx) => {
      // The fees accrued to today, in the same snapshot (owed today is what the list shows, §12),
      // read beside the balances on a second connection: each is one statement at a time.
      const [fees, [dues, open, extra, day]] = await alongsideInSnapshot(
        db,
        tx,
        async (snapshot) => accruedLateFees(snapshot, await siteUnitIdList(snapshot, siteId), now),
        async () => {
          const dues = await unitDues(tx, siteId);
          const open = await openDuesMonthsOf(tx, dues);
          return [dues, open, await additionalDebts(tx, siteId), await dueDayOf(tx, siteId)] as const;
        },
      );
      return [dues, open, extra, day, accruedByUnit(fees)] as const;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const extrasOf = byUnit(extras);
  const min = query.minMonthsOverdue ?? 0;
  // The list is of what is overdue: a month before its due day is on it neither in the months nor
  // in the amounts (PRODUCT.md §12), and so in no reminder either.
  const dueFrom = firstMonthNotDue(dueDay, now);
  const rows: DebtorDto[] = [];
  const sums = { dues: 0, additional: 0, lateFees: 0, accrued: 0 };
  for (const unit of units) {
    const additional = extrasOf.get(unit.unitId) ?? [];
    // The list is of debts: each balance (payments − charges) negated, so owed is positive here.
    const additionalKurus = additional.reduce((sum, a) => sum - a.balanceKurus, 0);
    // What was charged for dues is what was paid minus the balance.
    const { notDueKurus, ...overdue } = overdueMonths(openMonths.get(unit.unitId) ?? [], dueFrom);
    const duesKurus = -unit.duesBalanceKurus - notDueKurus;
    const accruedKurus = accrued.get(unit.unitId) ?? 0;
    const lateFeeKurus = -unit.lateFeeBalanceKurus + accruedKurus;
    // Fees are debt of their own group (no payment names them): dues + ek bütçe + fees is the
    // unit's whole overdue balance, as on the resident's unit detail, fees accrued to today included.
    const totalKurus = duesKurus + additionalKurus + lateFeeKurus;
    if (totalKurus <= 0 || overdue.monthsOverdue < min) continue;
    const enforcement = unit.enforcementStartedAt !== null;
    if (query.enforcement !== undefined && enforcement !== (query.enforcement === 'true')) continue;
    sums.dues += duesKurus;
    sums.additional += additionalKurus;
    sums.lateFees += lateFeeKurus;
    sums.accrued += accruedKurus;
    rows.push({
      unitId: unit.unitId,
      block: unit.block,
      doorNumber: unit.doorNumber,
      residentName: unit.residentName,
      duesDebt: balanceOf(duesKurus),
      additionalChargeDebts: additional.map((a) => ({
        additionalChargeId: a.additionalChargeId,
        title: a.title,
        debt: balanceOf(-a.balanceKurus),
        askedOf: a.chargedTo === 'occupant' && unit.tenant ? ('tenant' as const) : ('owners' as const),
      })),
      residentPhone: unit.residentPhone ? formatPhone(unit.residentPhone) : null,
      lateFeeDebt: balanceOf(lateFeeKurus),
      lateFeeAccrued: kurusToLira(accruedKurus),
      totalDebt: balanceOf(totalKurus),
      ...overdue,
      duesAskedOf: duesAskedOf(unit.tenant, overdue.oldestUnpaidMonth),
      tenantName: unit.tenant?.name ?? null,
      tenantPhone: unit.tenant ? formatPhone(unit.tenant.phone) : null,
      ownerNames: unit.ownerNames,
      enforcement,
      enforcementStartedAt: unit.enforcementStartedAt,
    });
  }
  const charges = new Map<number, string>();
  for (const row of rows) for (const a of row.additionalChargeDebts) charges.set(a.additionalChargeId, a.title);
  return {
    rows,
    additionalCharges: [...charges].map(([additionalChargeId, title]) => ({ additionalChargeId, title })),
    totals: {
      duesDebt: balanceOf(sums.dues),
      additionalChargeDebt: balanceOf(sums.additional),
      lateFeeDebt: balanceOf(sums.lateFees),
      lateFeeAccrued: kurusToLira(sums.accrued),
      totalDebt: balanceOf(sums.dues + sums.additional + sums.lateFees),
    },
  };
}
