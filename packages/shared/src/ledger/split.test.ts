import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { byBlockAndDoor } from '../natural-order.js';
import { type SplitMethod, type SplitUnit, SplitError, splitTotal } from './split.js';

const unit = (id: number, block: string, doorNumber: string, extra: Partial<SplitUnit> = {}): SplitUnit => ({
  id,
  block,
  doorNumber,
  ...extra,
});
const amounts = (parts: { unitId: number; amountKurus: number }[]) =>
  Object.fromEntries(parts.map((p) => [p.unitId, p.amountKurus]));

describe('splitTotal, hand-picked', () => {
  it('splits 100,00 ₺ over three equal units as 33,34 / 33,33 / 33,33, the extra kuruş to the first by block and door', () => {
    // Given out of order: A-2 comes before A-10 (door numbers as numbers), and both before B-1.
    const units = [unit(1, 'B', '1'), unit(2, 'A', '10'), unit(3, 'A', '2')];
    expect(splitTotal(10_000, units, 'equal')).toEqual([
      { unitId: 1, amountKurus: 3333 },
      { unitId: 2, amountKurus: 3333 },
      { unitId: 3, amountKurus: 3334 },
    ]);
  });

  it('hands two leftover kuruş to the first two in natural order, Turkish letters included', () => {
    // 'Ç' sorts after 'C' and before 'D' in Turkish; 5 kuruş over 3 leaves 2.
    const units = [unit(1, 'D', '1'), unit(2, 'Ç', '1'), unit(3, 'C', '1')];
    expect(amounts(splitTotal(5, units, 'equal'))).toEqual({ 3: 2, 2: 2, 1: 1 });
  });

  it('splits by title-deed land shares such as 18/1256, the leftover kuruş to the largest remainder', () => {
    // 1.250,00 ₺: exact shares 1791,40…, 1990,44… and 121218,15… kuruş; the floors leave 1 kuruş.
    const units = [
      unit(1, 'A', '1', { landShareNumerator: 18, landShareDenominator: 1256 }),
      unit(2, 'A', '2', { landShareNumerator: 20, landShareDenominator: 1256 }),
      unit(3, 'A', '3', { landShareNumerator: 1218, landShareDenominator: 1256 }),
    ];
    expect(amounts(splitTotal(125_000, units, 'landShare'))).toEqual({ 1: 1791, 2: 1991, 3: 121_218 });
  });

  it('compares land shares with different denominators exactly (1/4, 2/8, 1/2)', () => {
    const units = [
      unit(1, 'A', '1', { landShareNumerator: 1, landShareDenominator: 4 }),
      unit(2, 'A', '2', { landShareNumerator: 2, landShareDenominator: 8 }),
      unit(3, 'A', '3', { landShareNumerator: 1, landShareDenominator: 2 }),
    ];
    // 101 kuruş: 25,25 / 25,25 / 50,5 → the one kuruş goes to the half, not to A-1.
    expect(amounts(splitTotal(101, units, 'landShare'))).toEqual({ 1: 25, 2: 25, 3: 51 });
  });

  it('splits shares whose products pass 2^53 without losing a kuruş', () => {
    const d = 2_147_483_647;
    const units = [
      unit(1, 'A', '1', { landShareNumerator: 1, landShareDenominator: d }),
      unit(2, 'A', '2', { landShareNumerator: d - 1, landShareDenominator: d }),
      unit(3, 'A', '3', { landShareNumerator: 7, landShareDenominator: 2_147_483_629 }),
    ];
    const parts = splitTotal(1_000_000_000, units, 'landShare');
    expect(parts.reduce((s, p) => s + p.amountKurus, 0)).toBe(1_000_000_000);
    expect(parts[1].amountKurus).toBeGreaterThan(999_999_990);
  });

  it('splits by m² with decimals taken to the hundredth, a unit of 0 m² paying nothing', () => {
    const units = [
      unit(1, 'A', '1', { squareMeters: 85.35 }),
      unit(2, 'A', '2', { squareMeters: 64.65 }),
      unit(3, 'A', '3', { squareMeters: 0 }),
    ];
    expect(amounts(splitTotal(10_000, units, 'area'))).toEqual({ 1: 5690, 2: 4310, 3: 0 });
    // 0.1 + 0.2 m² is 30 hundredths, the same as 0.3.
    const floaty = [unit(1, 'A', '1', { squareMeters: 0.1 + 0.2 }), unit(2, 'A', '2', { squareMeters: 0.3 })];
    expect(amounts(splitTotal(11, floaty, 'area'))).toEqual({ 1: 6, 2: 5 });
  });

  it('gives every unit 0 of a zero total', () => {
    expect(amounts(splitTotal(0, [unit(1, 'A', '1'), unit(2, 'A', '2')], 'equal'))).toEqual({ 1: 0, 2: 0 });
  });

  it('refuses a zero total weight with a SplitError that becomes a 400', () => {
    const noUnits = () => splitTotal(100, [], 'equal');
    expect(noUnits).toThrow(SplitError);
    expect(noUnits).toThrow('Tutarın dağıtılacağı daire yok.');
    try {
      splitTotal(100, [unit(1, 'A', '1', { squareMeters: 0 }), unit(2, 'A', '2')], 'area');
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(SplitError);
      expect(err).toMatchObject({ reason: 'zeroWeight', code: 'ValidationError', status: 400 });
      expect((err as Error).message).toBe('Dairelerin metrekare toplamı sıfır; tutar metrekareye göre dağıtılamaz.');
    }
  });

  it('refuses a land-share split while units lack a share, naming them', () => {
    const units = [
      unit(1, 'A', '1', { landShareNumerator: 1, landShareDenominator: 2 }),
      unit(2, 'A', '2'),
      unit(3, 'A', '3', { landShareNumerator: null, landShareDenominator: null }),
    ];
    try {
      splitTotal(100, units, 'landShare');
      expect.unreachable();
    } catch (err) {
      expect(err).toMatchObject({ reason: 'missingLandShare', unitIds: [2, 3], status: 400 });
      expect((err as Error).message).toBe('2 dairenin arsa payı girilmemiş; tutar arsa payına göre dağıtılamaz.');
    }
  });

  it("throws a RangeError on the caller's bugs: a bad total, a negative area, a unit twice", () => {
    expect(() => splitTotal(-1, [unit(1, 'A', '1')], 'equal')).toThrow(RangeError);
    expect(() => splitTotal(1.5, [unit(1, 'A', '1')], 'equal')).toThrow(RangeError);
    expect(() => splitTotal(1, [unit(1, 'A', '1', { squareMeters: -5 })], 'area')).toThrow(RangeError);
    expect(() => splitTotal(1, [unit(1, 'A', '1'), unit(1, 'A', '2')], 'equal')).toThrow(RangeError);
  });
});

// ---- properties ----

const BLOCKS = ['A', 'B', 'C', 'Ç', 'a', 'İ', 'I'];

/** Units with distinct ids; labels may repeat, so the id must settle the order in the end. */
const unitsArb = fc
  .array(
    fc.record({
      block: fc.constantFrom(...BLOCKS),
      door: fc.oneof(fc.integer({ min: 1, max: 30 }).map(String), fc.constantFrom('1A', '2B', '10', '01')),
      denominator: fc.integer({ min: 1, max: 5000 }),
      numeratorPart: fc.double({ min: 0, max: 1, noNaN: true }),
      hundredths: fc.integer({ min: 0, max: 50_000 }),
    }),
    { minLength: 1, maxLength: 25 },
  )
  .map((rows) =>
    rows.map(
      (r, i): SplitUnit => ({
        id: i + 1,
        block: r.block,
        doorNumber: r.door,
        landShareNumerator: Math.max(1, Math.round(r.numeratorPart * r.denominator)),
        landShareDenominator: r.denominator,
        squareMeters: r.hundredths / 100,
      }),
    ),
  );

const methodArb = fc.constantFrom<SplitMethod>('equal', 'landShare', 'area');
const totalArb = fc.oneof(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 1_000_000_000 }));

/**
 * The exact share of each unit as a fraction over one common scale, worked out here without the
 * code under test: weights put on the product of all denominators (not their lcm).
 */
function exactWeights(units: SplitUnit[], method: SplitMethod): bigint[] {
  if (method === 'equal') return units.map(() => 1n);
  if (method === 'area') return units.map((u) => BigInt(Math.round((u.squareMeters ?? 0) * 100)));
  const product = units.reduce((p, u) => p * BigInt(u.landShareDenominator!), 1n);
  return units.map((u) => BigInt(u.landShareNumerator!) * (product / BigInt(u.landShareDenominator!)));
}

function hasWeight(units: SplitUnit[], method: SplitMethod): boolean {
  return exactWeights(units, method).some((w) => w > 0n);
}

describe('splitTotal, properties', () => {
  it('the parts add up to the total exactly', () => {
    fc.assert(
      fc.property(totalArb, unitsArb, methodArb, (total, units, method) => {
        fc.pre(hasWeight(units, method));
        const parts = splitTotal(total, units, method);
        expect(parts.map((p) => p.unitId)).toEqual(units.map((u) => u.id));
        expect(parts.reduce((s, p) => s + p.amountKurus, 0)).toBe(total);
      }),
    );
  });

  it('no part is 1 kuruş or more away from its exact share', () => {
    fc.assert(
      fc.property(totalArb, unitsArb, methodArb, (total, units, method) => {
        fc.pre(hasWeight(units, method));
        const weights = exactWeights(units, method);
        const sum = weights.reduce((s, w) => s + w, 0n);
        splitTotal(total, units, method).forEach((part, i) => {
          // |part − total·wᵢ/W| < 1  ⇔  |part·W − total·wᵢ| < W
          const diff = BigInt(part.amountKurus) * sum - BigInt(total) * weights[i];
          expect(diff < 0n ? -diff : diff).toBeLessThan(sum);
        });
      }),
    );
  });

  it('equal weights differ by at most 1 kuruş, the larger parts first in block and door order', () => {
    fc.assert(
      fc.property(totalArb, unitsArb, (total, units) => {
        const parts = splitTotal(total, units, 'equal');
        const byId = amounts(parts);
        const values = parts.map((p) => p.amountKurus);
        expect(Math.max(...values) - Math.min(...values)).toBeLessThanOrEqual(1);
        const inOrder = [...units].sort(byBlockAndDoor).map((u) => byId[u.id]);
        expect(inOrder).toEqual([...inOrder].sort((a, b) => b - a));
      }),
    );
  });

  it('gives each unit the same part whatever order the units come in', () => {
    fc.assert(
      fc.property(
        totalArb,
        unitsArb.chain((units) =>
          fc.tuple(
            fc.constant(units),
            fc.shuffledSubarray(units, { minLength: units.length, maxLength: units.length }),
          ),
        ),
        methodArb,
        (total, [units, shuffled], method) => {
          fc.pre(hasWeight(units, method));
          expect(amounts(splitTotal(total, shuffled, method))).toEqual(amounts(splitTotal(total, units, method)));
        },
      ),
    );
  });

  it('treats one land share written two ways (3/12, 1/4) as equal: the parts differ only by the leftover kuruş', () => {
    // B-1 comes first, so an odd total's leftover kuruş is B-1's.
    fc.assert(
      fc.property(totalArb, (total) => {
        const shares = splitTotal(
          total,
          [
            unit(1, 'B', '2', { landShareNumerator: 3, landShareDenominator: 12 }),
            unit(2, 'B', '1', { landShareNumerator: 1, landShareDenominator: 4 }),
          ],
          'landShare',
        );
        expect(amounts(shares)[2] - amounts(shares)[1]).toBe(total % 2);
      }),
    );
  });
});
