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

/**
 * React keys for items that carry no id: their own text, numbered when the same text repeats
 * (two equal payments on one day are possible). The lists never reorder while shown.
 */
export function keyed<T>(items: T[], text: (item: T) => string): Array<{ key: string; item: T }> {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const base = text(item);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    return { key: `${base}#${n}`, item };
  });
}
