import { kurusToLira, liraToKurus, type UnitDetailUnpaidMonth } from '@aidat/shared';

export interface UnpaidSummary {
  count: number;
  /** The oldest month owed, 'YYYY-MM'. */
  since: string;
  /** What the months still owe together, in lira (summed in kuruş). */
  total: number;
}

/** The head line of 'Ödenmemiş Aylar': how many months, since when and how much; null when none is owed. */
export function unpaidSummary(months: UnitDetailUnpaidMonth[]): UnpaidSummary | null {
  if (months.length === 0) return null;
  const totalKurus = months.reduce((sum, m) => sum + liraToKurus(m.unpaid), 0);
  return { count: months.length, since: months[0].period, total: kurusToLira(totalKurus) };
}
