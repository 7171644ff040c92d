import type { BatchPaymentBody, UnitCollectionDto } from '@aidat/shared';
import { amountInputText, parseAmount, type TypedAmount } from '../../../lib/amount-input';

/** One row of the Tahsilat table: a unit's dues or one of its ek bütçe debts. */
export interface DebtLine {
  /** Stable across refreshes, so typed amounts and ticks survive a refetch. */
  key: string;
  unitId: number;
  block: string;
  doorNumber: string;
  residentName: string | null;
  /** 'gecikme': the late fees owed today, paid as dues are (a payment settles them first, §12). */
  kind: 'aidat' | 'ekbutce' | 'gecikme';
  additionalChargeId?: number;
  /** The ek bütçe's title; absent for dues. */
  chargeTitle?: string;
  /** Lira owed, positive (what the 'Borç' column shows and the amount starts from); 0 when paid up. */
  debt: number;
  /** A fee line's part accrued to today and not posted yet, lira (shown as such). */
  accrued?: number;
  /**
   * Whom to ask for this line when it is not the resident (PRODUCT.md §16): the tenant for dues,
   * fees and an occupant's ek bütçe, the owners for theirs.
   */
  askOf?: { party: 'tenant' | 'owners'; names: string };
}

/** Whom a line of the unit is asked of, when that is someone other than its resident. */
function askOf(u: UnitCollectionDto, occupant: boolean): DebtLine['askOf'] {
  if (occupant && u.tenantName)
    return u.tenantName === u.residentName ? undefined : { party: 'tenant', names: u.tenantName };
  const owners = u.ownerNames.join(', ');
  if (!owners || owners === u.residentName) return undefined;
  return { party: 'owners', names: owners };
}

/** The answer's balance (debts negative, as §5) as the amount owed. */
const owed = (balance: number) => (balance < 0 ? -balance : 0);

/**
 * The table's rows: every unit's dues (even when paid up, so an advance can be taken), then each
 * ek bütçe it still owes and its late fees owed today, in the server's unit order.
 */
export function debtLines(units: UnitCollectionDto[]): DebtLine[] {
  return units.flatMap((u) => {
    const unit = { unitId: u.unitId, block: u.block, doorNumber: u.doorNumber, residentName: u.residentName };
    const occupantAsk = askOf(u, true);
    const dues: DebtLine = {
      ...unit,
      key: `${u.unitId}:aidat`,
      kind: 'aidat',
      debt: owed(u.duesDebt),
      ...(occupantAsk ? { askOf: occupantAsk } : {}),
    };
    const charges = u.charges.map(
      (c): DebtLine => ({
        ...unit,
        key: `${u.unitId}:ekbutce:${c.additionalChargeId}`,
        kind: 'ekbutce',
        additionalChargeId: c.additionalChargeId,
        chargeTitle: c.title,
        debt: owed(c.debt),
        ...(askOf(u, c.chargedTo === 'occupant') ? { askOf: askOf(u, c.chargedTo === 'occupant') } : {}),
      }),
    );
    // The fees owed today (posted and accrued): without them, paying every other line still left
    // a debt (PRODUCT.md §12).
    const fees: DebtLine[] =
      u.lateFeeDebt < 0
        ? [
            {
              ...unit,
              key: `${u.unitId}:gecikme`,
              kind: 'gecikme',
              debt: owed(u.lateFeeDebt),
              accrued: u.lateFeeAccrued,
              ...(occupantAsk ? { askOf: occupantAsk } : {}),
            },
          ]
        : [];
    return [dues, ...charges, ...fees];
  });
}

/** A row's amount field before the manager touches it: the debt, or blank when nothing is owed. */
export function startingAmount(line: DebtLine): string {
  return line.debt > 0 ? amountInputText(line.debt) : '';
}

/** What the manager has typed and ticked, by DebtLine.key. */
export interface Selection {
  amounts: Record<string, string>;
  included: ReadonlySet<string>;
}

export const amountOf = (line: DebtLine, selection: Selection): string =>
  selection.amounts[line.key] ?? startingAmount(line);

/** The ticked rows in table order: their position here is the row number the server's messages use. */
export function includedLines(lines: DebtLine[], selection: Selection): DebtLine[] {
  return lines.filter((line) => selection.included.has(line.key));
}

/**
 * The ticked rows as they are sent, in table order: one payment each, except that a unit's fee
 * line ticked with its dues line goes in that line's payment. A fee is paid as dues are
 * (batchItem), and a batch takes one dues payment per unit (the server refuses a second one), so
 * ticking every line of a unit pays it in one. A group's position is its 'Sıra' number, the row
 * number the server's messages use.
 */
export function sentGroups(lines: DebtLine[], selection: Selection): DebtLine[][] {
  const chosen = includedLines(lines, selection);
  const groups: DebtLine[][] = [];
  const duesGroupOf = new Map<number, DebtLine[]>();
  for (const line of chosen) {
    const duesGroup = line.kind === 'gecikme' ? duesGroupOf.get(line.unitId) : undefined;
    if (duesGroup) {
      duesGroup.push(line);
      continue;
    }
    const group = [line];
    groups.push(group);
    if (line.kind === 'aidat') duesGroupOf.set(line.unitId, group);
  }
  return groups;
}

/** Lira that will be recorded: the ticked rows' amounts that read as numbers. */
export function runningTotal(lines: DebtLine[], selection: Selection): number {
  const kurus = includedLines(lines, selection).reduce((sum, line) => {
    const amount = parseAmount(amountOf(line, selection));
    return typeof amount === 'number' && Number.isFinite(amount) ? sum + Math.round(amount * 100) : sum;
  }, 0);
  return kurus / 100;
}

/** A batch item with the amount as typed; checked with the shared schema before it is sent. */
export type TypedBatchItem = Omit<BatchPaymentBody['items'][number], 'amount'> & { amount: TypedAmount };

export function batchItem(line: DebtLine, selection: Selection): TypedBatchItem {
  return {
    unitId: line.unitId,
    // A fee is paid as dues are: the payment settles the unit's oldest debts, fees first (§12).
    kind: line.kind === 'gecikme' ? 'aidat' : line.kind,
    additionalChargeId: line.additionalChargeId,
    amount: parseAmount(amountOf(line, selection)),
  };
}
