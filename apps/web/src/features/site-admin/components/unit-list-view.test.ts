import type { AdminUnitDto } from '@aidat/shared';
import { describe, expect, it } from 'vitest';
import { balanceToday, filterUnits, nextUnitSort, receivableOf, sortUnits, UNIT_ORDER } from './unit-list-view';

let nextId = 1;
const unit = (block: string, doorNumber: string, outstanding = 0, name?: string, phone?: string): AdminUnitDto => ({
  id: nextId++,
  siteId: 1,
  paymentReference: `GNS-${block}${doorNumber}`,
  block,
  doorNumber,
  squareMeters: 100,
  roomCount: 3,
  resident: name ? { id: 100 + nextId, fullName: name, email: null, phone: phone ?? null } : null,
  outstanding,
  lateFeeAccrued: 0,
});

const labels = (units: AdminUnitDto[]) => units.map((u) => `${u.block}-${u.doorNumber}`);

describe('filterUnits', () => {
  const units = [
    unit('A', '1', 0, 'IŞIK Yılmaz', '+905550001234'),
    unit('A', '12', 0, 'İbrahim Çelik', '+905321112233'),
    unit('B', '2', 0, 'Ayşe Kaya', '+905441212000'),
    unit('Ç', '5'),
  ];

  it('keeps every unit for an empty or blank search', () => {
    expect(filterUnits(units, '')).toHaveLength(4);
    expect(filterUnits(units, '   ')).toHaveLength(4);
  });

  it('folds Turkish capitals: ı/I and i/İ are different letters', () => {
    expect(labels(filterUnits(units, 'ışık'))).toEqual(['A-1']);
    expect(labels(filterUnits(units, 'ibrahim'))).toEqual(['A-12']);
    expect(labels(filterUnits(units, 'İBRAHİM'))).toEqual(['A-12']);
    // Not the Turkish pair: 'ISIK' is 'ısık', and 'IBRAHIM' is 'ıbrahım'.
    expect(filterUnits(units, 'isik')).toEqual([]);
    expect(filterUnits(units, 'IBRAHIM')).toEqual([]);
    expect(labels(filterUnits(units, 'ç'))).toEqual(['A-12', 'Ç-5']);
  });

  it('finds a unit by its block and door written together, apart or as the label', () => {
    for (const typed of ['a12', 'A 12', 'a-12', 'A/12', 'Blok A • Daire 12', 'a blok 12', '  A   12 ']) {
      expect(labels(filterUnits(units, typed)), typed).toEqual(['A-12']);
    }
    expect(labels(filterUnits(units, 'b 2'))).toEqual(['B-2']);
    // A block alone finds its units and names with the letter, not every unit by the word 'Blok'.
    expect(labels(filterUnits(units, 'b'))).toEqual(['A-12', 'B-2']);
    expect(labels(filterUnits(units, 'Blok Ç'))).toEqual(['A-12', 'Ç-5']);
  });

  it('matches a phone by its digits whatever the spacing, but not on a door-sized number', () => {
    expect(labels(filterUnits(units, '0532 111'))).toEqual(['A-12']);
    expect(labels(filterUnits(units, '+90 (555) 000 12'))).toEqual(['A-1']);
    expect(labels(filterUnits(units, '1234'))).toEqual(['A-1']);
    // Two digits are a door number: door 12 only, not every phone with a 12 in it.
    expect(labels(filterUnits(units, '12'))).toEqual(['A-12']);
  });
});

describe('sortUnits', () => {
  const units = [
    unit('B', '1', -100),
    unit('A', '10', -2500.5),
    unit('Ç', '1', 300),
    unit('A', '2', -100),
    unit('C', '1', 0),
  ];

  it('orders by block then door, naturally and by the Turkish alphabet', () => {
    expect(labels(sortUnits(units, UNIT_ORDER))).toEqual(['A-2', 'A-10', 'B-1', 'C-1', 'Ç-1']);
    expect(labels(sortUnits(units, { key: 'unit', descending: true }))).toEqual(['Ç-1', 'C-1', 'B-1', 'A-10', 'A-2']);
  });

  it('orders by balance, equal balances in unit order either way', () => {
    expect(labels(sortUnits(units, { key: 'balance', descending: false }))).toEqual([
      'A-10',
      'A-2',
      'B-1',
      'C-1',
      'Ç-1',
    ]);
    expect(labels(sortUnits(units, { key: 'balance', descending: true }))).toEqual([
      'Ç-1',
      'C-1',
      'A-2',
      'B-1',
      'A-10',
    ]);
  });

  it('does not reorder the list it was given', () => {
    const before = labels(units);
    sortUnits(units, { key: 'balance', descending: true });
    expect(labels(units)).toEqual(before);
  });
});

describe('nextUnitSort', () => {
  it('starts the balance with the largest debt first, then flips on each click', () => {
    const first = nextUnitSort(UNIT_ORDER, 'balance');
    expect(first).toEqual({ key: 'balance', descending: false });
    expect(nextUnitSort(first, 'balance')).toEqual({ key: 'balance', descending: true });
    expect(nextUnitSort(nextUnitSort(first, 'balance'), 'unit')).toEqual(UNIT_ORDER);
  });
});

describe('receivableOf', () => {
  it('sums only the debts, exactly in kuruş, and counts the units owing', () => {
    // 0.1 + 0.2 style amounts: a float sum of these lira would not be 0.3 + ...
    const units = [unit('A', '1', -0.1), unit('A', '2', -0.2), unit('A', '3', 500), unit('A', '4', 0)];
    expect(receivableOf(units)).toEqual({ totalKurus: 30, owingUnits: 2 });
    const many = Array.from({ length: 2000 }, (_, i) => unit('B', String(i), -1250.33));
    expect(receivableOf(many)).toEqual({ totalKurus: 2000 * 125033, owingUnits: 2000 });
  });

  it('is zero for a site where nobody owes', () => {
    expect(receivableOf([unit('A', '1', 10), unit('A', '2', 0)])).toEqual({ totalKurus: 0, owingUnits: 0 });
    expect(receivableOf([])).toEqual({ totalKurus: 0, owingUnits: 0 });
  });
});

describe('the balance as of today (PRODUCT.md §12)', () => {
  // A-1 owes 1.000,10 posted and 12,35 accrued to today; A-2 owes 1.010,00 posted and nothing accrued.
  const withFees = { ...unit('A', '1', -1000.1), lateFeeAccrued: 12.35 };
  const without = unit('A', '2', -1010);

  it('counts the fees accrued to today, exactly in kuruş', () => {
    expect(balanceToday(withFees)).toBe(-1012.45);
    expect(balanceToday(without)).toBe(-1010);
    // 0.1 + 0.2 style amounts come out exact.
    expect(balanceToday({ ...unit('A', '3', -0.1), lateFeeAccrued: 0.2 })).toBe(-0.3);
  });

  it('sorts and sums by what is owed today, not by what was posted', () => {
    expect(labels(sortUnits([without, withFees], { key: 'balance', descending: false }))).toEqual(['A-1', 'A-2']);
    expect(receivableOf([withFees, without])).toEqual({ totalKurus: 101_245 + 101_000, owingUnits: 2 });
    // A unit in credit with nothing accrued owes nothing.
    expect(receivableOf([unit('A', '4', 5)])).toEqual({ totalKurus: 0, owingUnits: 0 });
  });
});
