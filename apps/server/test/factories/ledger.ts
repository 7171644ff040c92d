import { defaultPaymentMethod, liraToKurus, PAYMENT_TRANSACTION_TYPES } from '@aidat/shared';
import { and, eq, gte, sql } from 'drizzle-orm';
import { additionalCharges, ledgerTransactions } from '../../src/db/schema/index.js';
import { defaultAccountOf } from '../../src/modules/ledger/public.js';
import type { TestContext } from '../helper.js';

export interface AdditionalChargeValues {
  siteId: number;
  title: string;
  /** Per unit, in lira. */
  amount: number;
  chargedAt?: Date;
  createdBy?: number;
}

/** An ek bütçe row only: no unit is charged (post the charges with postLedgerRow). */
export async function createAdditionalCharge(t: TestContext, values: AdditionalChargeValues): Promise<number> {
  const [row] = await t.db
    .insert(additionalCharges)
    .values({
      siteId: values.siteId,
      title: values.title,
      amountPerUnitKurus: liraToKurus(values.amount),
      ...(values.chargedAt ? { chargedAt: values.chargedAt } : {}),
      ...(values.createdBy ? { createdBy: values.createdBy } : {}),
    })
    .returning({ id: additionalCharges.id });
  return row.id;
}

/** A gecikme_charge only as a reversal (waiving a fee): a fee itself names its charge and days. */
type EntryType = 'aidat_charge' | 'aidat_payment' | 'ekbutce_charge' | 'ekbutce_payment' | 'gecikme_charge';

export interface LedgerRowValues {
  type: EntryType;
  /** Lira. */
  amount: number;
  at: string;
  description: string;
  chargeId?: number;
  period?: string;
  reverses?: number;
  /** A reversal's reason (reversal_reason), as the reversal services write it. */
  reason?: string;
}

/**
 * Posts one ledger row (amount in lira); `reverses` posts the negated amount naming that row. A
 * payment goes into the site's default account.
 */
export async function postLedgerRow(
  t: TestContext,
  unit: { unitId: number; siteId: number },
  entry: LedgerRowValues,
): Promise<number> {
  const account = (PAYMENT_TRANSACTION_TYPES as readonly string[]).includes(entry.type)
    ? await defaultAccountOf(t.db, unit.siteId)
    : null;
  const [row] = await t.db
    .insert(ledgerTransactions)
    .values({
      unitId: unit.unitId,
      siteId: unit.siteId,
      type: entry.type,
      description: entry.description,
      occurredAt: new Date(entry.at),
      amountKurus: entry.reverses ? -liraToKurus(entry.amount) : liraToKurus(entry.amount),
      additionalChargeId: entry.chargeId ?? null,
      // A reversal keeps its charge's month when given, as the reversal service does.
      duesPeriod: entry.type === 'aidat_charge' ? (entry.period ?? null) : null,
      reversesId: entry.reverses ?? null,
      reversalReason: entry.reverses ? (entry.reason ?? null) : null,
      accountId: account?.id ?? null,
      method: account ? defaultPaymentMethod(account.kind) : null,
    })
    .returning({ id: ledgerTransactions.id });
  return row.id;
}

/** Live dues charges of a site from a month on: one {unitId, period, n} per unit and month. */
export async function chargeCounts(t: TestContext, siteId: number, fromPeriod: string) {
  return t.db
    .select({ unitId: ledgerTransactions.unitId, period: ledgerTransactions.duesPeriod, n: sql<number>`count(*)::int` })
    .from(ledgerTransactions)
    .where(
      and(
        eq(ledgerTransactions.siteId, siteId),
        eq(ledgerTransactions.type, 'aidat_charge'),
        sql`${ledgerTransactions.reversesId} is null`,
        gte(ledgerTransactions.duesPeriod, fromPeriod),
      ),
    )
    .groupBy(ledgerTransactions.unitId, ledgerTransactions.duesPeriod);
}
