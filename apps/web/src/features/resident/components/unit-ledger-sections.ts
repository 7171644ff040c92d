import type { UnitDetailTransaction } from '@aidat/shared';

const DUES = new Set(['aidat_charge', 'aidat_payment']);
const EXTRA_BUDGET = new Set(['ekbutce_charge', 'ekbutce_payment']);

/** The 'Aidat' section's entries: dues charges and payments, in the server's order (newest first). */
export function duesTransactions(transactions: UnitDetailTransaction[]): UnitDetailTransaction[] {
  return transactions.filter((t) => DUES.has(t.type));
}

/** An additional charge's entries: extra-budget rows whose description contains its title (SPEC §2). */
export function chargeTransactions(transactions: UnitDetailTransaction[], title: string): UnitDetailTransaction[] {
  const needle = title.toLocaleLowerCase('tr');
  return transactions.filter((t) => EXTRA_BUDGET.has(t.type) && t.description.toLocaleLowerCase('tr').includes(needle));
}

export type EntryKind = 'charge' | 'payment' | 'reversal';

/** Reversals carry a negative amount and the type of the entry they cancel. */
export function entryKind(t: UnitDetailTransaction): EntryKind {
  if (t.amount < 0) return 'reversal';
  return t.type.endsWith('_payment') ? 'payment' : 'charge';
}

/**
 * What the entry does to the balance (payments − charges): a payment adds, a charge subtracts, and
 * a reversal undoes its original. Negating keeps the value exact; nothing is summed here.
 */
export function balanceEffect(t: UnitDetailTransaction): number {
  const effect = t.type.endsWith('_payment') ? t.amount : -t.amount;
  return effect === 0 ? 0 : effect;
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
