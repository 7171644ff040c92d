import { openDuesMonths, openingDebtKurus, owedKurus } from '../../posting/public.js';
import type { ReceiptRow } from './receipts.repository.js';

/** What a dues payment settled, as its receipt names it. */
export interface DuesSettled {
  /** Kuruş of the opening balance ('Devreden borç') it settled. */
  openingKurus: number;
  /** Each month it settled, oldest first, `whole` when nothing of it is left. */
  months: Array<{ period: string; kurus: number; whole: boolean }>;
  /** The late fees posted with it that the rest of it paid (Tahsilat sends them in the dues payment). */
  lateFeeKurus: number;
  /** What was beyond every debt charged so far: an advance for the months to come. */
  advanceKurus: number;
}

/**
 * The months (and opening balance) a dues payment settled: the unit's dues months owed just before
 * it, less those owed just after, by the one settlement rule (oldest first, dues-settlement.ts).
 */
export function duesSettled(r: ReceiptRow): DuesSettled {
  const before = openDuesMonths(r.duesMonths, r.duesPaidBeforeKurus, r.duesChargedKurus);
  const paidAfter = r.duesPaidBeforeKurus + r.amountKurus;
  const after = new Map(openDuesMonths(r.duesMonths, paidAfter, r.duesChargedKurus).map((m) => [m.period, m]));
  const months = before
    .map((m) => {
      const left = after.get(m.period)?.unpaidKurus ?? 0;
      return { period: m.period, kurus: m.unpaidKurus - left, whole: left === 0 };
    })
    .filter((m) => m.kurus > 0);
  const openingKurus =
    openingDebtKurus(r.duesMonths, r.duesPaidBeforeKurus, r.duesChargedKurus) -
    openingDebtKurus(r.duesMonths, paidAfter, r.duesChargedKurus);
  const settled = openingKurus + months.reduce((sum, m) => sum + m.kurus, 0);
  const beyond = Math.max(r.amountKurus - settled, 0);
  const lateFeeKurus = Math.min(beyond, r.feesWithPaymentKurus);
  return { openingKurus, months, lateFeeKurus, advanceKurus: beyond - lateFeeKurus };
}

/**
 * What is left after the payment, split the way the receipt must say it: a payment settles the
 * oldest debts first, so what is left sits on the newest charges; whatever this month's charges do
 * not explain is of earlier periods and carries TBK 104's reservation.
 */
export function remainderAfter(r: ReceiptRow): { earlierKurus: number; thisMonthKurus: number } {
  const left = owedKurus(r.balanceAfterKurus);
  const thisMonthKurus = Math.min(left, r.monthChargesKurus);
  return { earlierKurus: left - thisMonthKurus, thisMonthKurus };
}
