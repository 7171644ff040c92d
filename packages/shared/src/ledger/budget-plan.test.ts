import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BUDGET_SPLITS,
  budgetedToDate,
  checkRevaluation,
  percentToBps,
  planUnitShares,
  spreadOverMonths,
} from './budget-plan.js';

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** Units with distinct ids, some m² and an arsa payı each (so every split rule can be made). */
const unitsArb = fc
  .uniqueArray(
    fc.record({
      door: fc.integer({ min: 1, max: 400 }),
      squareMeters: fc.integer({ min: 1, max: 40_000 }).map((h) => h / 100),
      landShareNumerator: fc.integer({ min: 1, max: 60 }),
      landShareDenominator: fc.constantFrom(1000, 1256, 2400, 997),
    }),
    { minLength: 1, maxLength: 40, selector: (u) => u.door },
  )
  .map((list) => list.map((u) => ({ ...u, id: u.door, block: 'A', doorNumber: String(u.door) })));

const linesArb = fc.array(
  fc.record({
    yearlyAmountKurus: fc.integer({ min: 0, max: 5_000_000_000 }),
    split: fc.constantFrom(...BUDGET_SPLITS),
  }),
  { minLength: 1, maxLength: 8 },
);

describe('planUnitShares', () => {
  it("sums each unit's twelve months to its yearly share and the shares to the budget's total", () => {
    fc.assert(
      fc.property(unitsArb, linesArb, (units, lines) => {
        const shares = planUnitShares(lines, units);
        expect(shares.map((s) => s.unitId)).toEqual(units.map((u) => u.id));
        for (const share of shares) {
          expect(share.monthlyKurus).toHaveLength(12);
          expect(sum(share.monthlyKurus)).toBe(share.yearlyKurus);
          // Months differ by at most one kuruş, the larger ones first.
          expect(Math.max(...share.monthlyKurus) - Math.min(...share.monthlyKurus)).toBeLessThanOrEqual(1);
          expect([...share.monthlyKurus].sort((a, b) => b - a)).toEqual(share.monthlyKurus);
        }
        expect(sum(shares.map((s) => s.yearlyKurus))).toBe(sum(lines.map((l) => l.yearlyAmountKurus)));
      }),
      { numRuns: 300 },
    );
  });

  it('splits each line by its own rule', () => {
    const units = [
      { id: 1, block: 'A', doorNumber: '1', squareMeters: 100, landShareNumerator: 1, landShareDenominator: 4 },
      { id: 2, block: 'A', doorNumber: '2', squareMeters: 300, landShareNumerator: 3, landShareDenominator: 4 },
    ];
    const shares = planUnitShares(
      [
        { yearlyAmountKurus: 1200, split: 'equal' },
        { yearlyAmountKurus: 4000, split: 'area' },
        { yearlyAmountKurus: 800, split: 'landShare' },
      ],
      units,
    );
    expect(shares.map((s) => s.yearlyKurus)).toEqual([600 + 1000 + 200, 600 + 3000 + 600]);
  });
});

describe('spreadOverMonths and budgetedToDate', () => {
  it('gives the remainder one kuruş each to the first months', () => {
    expect(spreadOverMonths(120_005)).toEqual([10_001, 10_001, 10_001, 10_001, 10_001, ...Array(7).fill(10_000)]);
  });

  it('budgets to date the first months of the same spread, the whole year after twelve', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: -2, max: 14 }), (yearly, n) => {
        const months = spreadOverMonths(yearly);
        const clamped = Math.max(0, Math.min(12, n));
        expect(budgetedToDate(yearly, n)).toBe(sum(months.slice(0, clamped)));
      }),
      { numRuns: 200 },
    );
  });
});

describe('checkRevaluation', () => {
  it('warns only above the rate, comparing in whole numbers', () => {
    // 25.49 %: 100,000.00 → 125,490.00 is exactly the rate, one kuruş more is above it.
    expect(checkRevaluation(12_549_000, 10_000_000, 2549)).toEqual({ increaseBps: 2549, warning: false });
    expect(checkRevaluation(12_549_001, 10_000_000, 2549)).toEqual({ increaseBps: 2549, warning: true });
    expect(checkRevaluation(9_000_000, 10_000_000, 2549)).toEqual({ increaseBps: -1000, warning: false });
    expect(checkRevaluation(9_000_000, null, 2549)).toEqual({ increaseBps: null, warning: false });
    expect(checkRevaluation(9_000_000, 0, 2549)).toEqual({ increaseBps: null, warning: false });
  });

  it('reads a percent with up to two decimals', () => {
    expect(percentToBps('25.49')).toBe(2549);
    expect(percentToBps('25,5')).toBe(2550);
    expect(percentToBps('30')).toBe(3000);
    expect(percentToBps('abc')).toBeNull();
    expect(percentToBps('1.234')).toBeNull();
  });
});
