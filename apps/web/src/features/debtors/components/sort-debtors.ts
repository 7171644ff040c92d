import { type DebtorDto, naturalCollator as collator } from '@aidat/shared';

export type DebtorSortKey = 'unit' | 'resident' | 'dues' | 'total' | 'months';
export interface DebtorSort {
  key: DebtorSortKey;
  descending: boolean;
}

/**
 * Debts arrive as balances, negative when owed (PRODUCT.md "Answer shapes"), so "largest debt"
 * is the most negative balance: the amount columns compare what is owed, not the balance.
 */
const compare: Record<DebtorSortKey, (a: DebtorDto, b: DebtorDto) => number> = {
  unit: (a, b) => collator.compare(a.block, b.block) || collator.compare(a.doorNumber, b.doorNumber),
  resident: (a, b) => collator.compare(a.residentName ?? '', b.residentName ?? ''),
  dues: (a, b) => b.duesDebt - a.duesDebt,
  total: (a, b) => b.totalDebt - a.totalDebt,
  months: (a, b) => a.monthsOverdue - b.monthsOverdue,
};

/** The rows that match the search (block, door or resident, Turkish case rules), in the chosen order. */
export function visibleDebtors(rows: readonly DebtorDto[], search: string, sort: DebtorSort): DebtorDto[] {
  const needle = search.trim().toLocaleLowerCase('tr-TR');
  const matching = needle
    ? rows.filter((r) =>
        `${r.block} ${r.doorNumber} ${r.block}/${r.doorNumber} ${r.residentName ?? ''}`
          .toLocaleLowerCase('tr-TR')
          .includes(needle),
      )
    : [...rows];
  // Ties keep the unit order, so the list never jumps between equal rows.
  return matching.sort((a, b) => (sort.descending ? -1 : 1) * compare[sort.key](a, b) || compare.unit(a, b));
}
