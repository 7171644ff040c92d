import { DUES_TRANSACTION_TYPES, isChargeType, type UnitDetailTransaction } from '@aidat/shared';

const DUES: ReadonlySet<string> = new Set(DUES_TRANSACTION_TYPES);

/** The 'Aidat' section's entries: dues charges and payments, in the server's order (newest first). */
export function duesTransactions(transactions: UnitDetailTransaction[]): UnitDetailTransaction[] {
  return transactions.filter((t) => DUES.has(t.type));
}

/**
 * An additional charge's entries, by the charge they were posted to. Their descriptions contain
 * the title (SPEC §2), but a title may be part of another ('Çatı' and 'Çatı Onarımı'), so the
 * id decides.
 */
export function chargeTransactions(transactions: UnitDetailTransaction[], chargeId: number): UnitDetailTransaction[] {
  return transactions.filter((t) => t.additionalChargeId === chargeId);
}

export type EntryKind = 'charge' | 'payment' | 'reversal';

/** Reversals carry a negative amount and the type of the entry they cancel. */
export function entryKind(t: UnitDetailTransaction): EntryKind {
  if (t.amount < 0) return 'reversal';
  return isChargeType(t.type) ? 'charge' : 'payment';
}
