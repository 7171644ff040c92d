import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { additionalCharges, ledgerTransactions, units } from '../../db/schema/index.js';
import { preparedPerDb } from '../../lib/prepared.js';

/**
 * Read side of the dues ledger: balances and a unit's entries, all in integer kuruş.
 * A balance is payments − charges (negative = the unit owes). Reversals are rows of the same type
 * with a negated amount, so the one signed sum below stays exact without special cases.
 */
export const signedAmountKurus = sql`case when ${ledgerTransactions.type} in ('aidat_payment', 'ekbutce_payment') then ${ledgerTransactions.amountKurus} else -${ledgerTransactions.amountKurus} end`;

/** sum() of int8 is numeric; cast back to int8 so both drivers hand over a plain number. */
const balance = (filter?: ReturnType<typeof sql>) =>
  (filter
    ? sql<number>`coalesce(sum(${signedAmountKurus}) filter (where ${filter}), 0)::bigint`
    : sql<number>`coalesce(sum(${signedAmountKurus}), 0)::bigint`
  ).mapWith(Number);

const isDues = sql`${ledgerTransactions.type} in ('aidat_charge', 'aidat_payment')`;

export interface UnitBalanceRow {
  unitId: number;
  balanceKurus: number;
}

// The resident's home and unit detail run the next four on every call: each is prepared once per
// database handle (lib/prepared.ts).
const balancesOfResidentQuery = preparedPerDb((db) =>
  db
    .select({ unitId: units.id, balanceKurus: balance() })
    .from(units)
    .leftJoin(ledgerTransactions, eq(ledgerTransactions.unitId, units.id))
    .where(eq(units.residentUserId, sql.placeholder('residentUserId')))
    .groupBy(units.id)
    .orderBy(asc(units.id))
    .prepare('ledger_balances_of_resident'),
);

/** Total balance of every unit a user lives in, in one grouped query (units without entries give 0). */
export async function balancesOfResident(db: DbOrTx, residentUserId: number): Promise<UnitBalanceRow[]> {
  return balancesOfResidentQuery(db).execute({ residentUserId });
}

/** Total balance of the given units of one site, in one grouped query. */
export async function balancesOfUnits(db: DbOrTx, siteId: number, unitIds: number[]): Promise<UnitBalanceRow[]> {
  if (unitIds.length === 0) return [];
  return db
    .select({ unitId: units.id, balanceKurus: balance() })
    .from(units)
    .leftJoin(ledgerTransactions, eq(ledgerTransactions.unitId, units.id))
    .where(and(eq(units.siteId, siteId), inArray(units.id, unitIds)))
    .groupBy(units.id)
    .orderBy(asc(units.id));
}

const unitBalanceSummaryQuery = preparedPerDb((db) =>
  db
    .select({ totalKurus: balance(), duesKurus: balance(isDues) })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.unitId, sql.placeholder('unitId')))
    .prepare('ledger_unit_balance_summary'),
);

/** A unit's total balance (all types) and dues balance (aidat types only). */
export async function unitBalanceSummary(
  db: DbOrTx,
  unitId: number,
): Promise<{ totalKurus: number; duesKurus: number }> {
  const [row] = await unitBalanceSummaryQuery(db).execute({ unitId });
  return row ?? { totalKurus: 0, duesKurus: 0 };
}

export interface ChargeBalanceRow {
  additionalChargeId: number;
  title: string;
  balanceKurus: number;
}

const additionalChargeBalancesQuery = preparedPerDb((db) =>
  db
    .select({ additionalChargeId: additionalCharges.id, title: additionalCharges.title, balanceKurus: balance() })
    .from(additionalCharges)
    .leftJoin(
      ledgerTransactions,
      and(
        eq(ledgerTransactions.additionalChargeId, additionalCharges.id),
        eq(ledgerTransactions.unitId, sql.placeholder('unitId')),
        inArray(ledgerTransactions.type, ['ekbutce_charge', 'ekbutce_payment']),
      ),
    )
    .where(eq(additionalCharges.siteId, sql.placeholder('siteId')))
    .groupBy(additionalCharges.id)
    .orderBy(asc(additionalCharges.chargedAt), asc(additionalCharges.id))
    .prepare('ledger_additional_charge_balances'),
);

/**
 * Every additional charge of the unit's site with the unit's balance on it (its ekbütçe rows only),
 * oldest charge first. A charge the unit has no rows for still appears, with 0.
 */
export async function additionalChargeBalances(
  db: DbOrTx,
  siteId: number,
  unitId: number,
): Promise<ChargeBalanceRow[]> {
  return additionalChargeBalancesQuery(db).execute({ siteId, unitId });
}

export interface LedgerEntryRow {
  id: number;
  type: string;
  description: string;
  occurredAt: Date;
  amountKurus: number;
  additionalChargeId: number | null;
  reversesId: number | null;
}

const unitLedgerQuery = preparedPerDb((db) =>
  db
    .select({
      id: ledgerTransactions.id,
      type: ledgerTransactions.type,
      description: ledgerTransactions.description,
      occurredAt: ledgerTransactions.occurredAt,
      amountKurus: ledgerTransactions.amountKurus,
      additionalChargeId: ledgerTransactions.additionalChargeId,
      reversesId: ledgerTransactions.reversesId,
    })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.unitId, sql.placeholder('unitId')))
    .orderBy(desc(ledgerTransactions.occurredAt), desc(ledgerTransactions.id))
    .prepare('ledger_unit_entries'),
);

/** A unit's entries, newest first; entries at the same instant by id, so the later-posted one comes first. */
export async function unitLedger(db: DbOrTx, unitId: number): Promise<LedgerEntryRow[]> {
  return unitLedgerQuery(db).execute({ unitId });
}
