import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planAdditionalCharge, splitInstallments } from './additional-charge-plan.js';

const units = [
  { id: 1, block: 'A', doorNumber: '1', squareMeters: 100, landShareNumerator: 1, landShareDenominator: 3 },
  { id: 2, block: 'A', doorNumber: '2', squareMeters: 50, landShareNumerator: 1, landShareDenominator: 3 },
  { id: 3, block: 'B', doorNumber: '1', squareMeters: 50, landShareNumerator: 1, landShareDenominator: 3 },
];
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('planAdditionalCharge', () => {
  it('charges every unit the same amount per unit', () => {
    expect(
      planAdditionalCharge(units, { split: 'perUnit', amountPerUnitKurus: 12_345 }).map((p) => p.amountKurus),
    ).toEqual([12_345, 12_345, 12_345]);
  });

  it('splits a total by m², equally and by arsa payı so that the parts add up exactly', () => {
    expect(planAdditionalCharge(units, { split: 'area', totalKurus: 10_001 }).map((p) => p.amountKurus)).toEqual([
      5001, 2500, 2500,
    ]);
    expect(planAdditionalCharge(units, { split: 'equal', totalKurus: 10_000 }).map((p) => p.amountKurus)).toEqual([
      3334, 3333, 3333,
    ]);
    expect(sum(planAdditionalCharge(units, { split: 'landShare', totalKurus: 100 }).map((p) => p.amountKurus))).toBe(
      100,
    );
  });
});

describe('splitInstallments', () => {
  it('gives the leftover kuruş to the earliest instalments', () => {
    expect(splitInstallments(1000, 3)).toEqual([334, 333, 333]);
    expect(splitInstallments(1001, 3)).toEqual([334, 334, 333]);
    expect(splitInstallments(2, 3)).toEqual([1, 1, 0]);
  });

  it('always adds up to the part, each instalment within a kuruş of the others', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), fc.integer({ min: 1, max: 36 }), (part, count) => {
        const parts = splitInstallments(part, count);
        expect(parts).toHaveLength(count);
        expect(sum(parts)).toBe(part);
        expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('refuses a negative part or no instalments', () => {
    expect(() => splitInstallments(-1, 2)).toThrow(RangeError);
    expect(() => splitInstallments(100, 0)).toThrow(RangeError);
  });
});
