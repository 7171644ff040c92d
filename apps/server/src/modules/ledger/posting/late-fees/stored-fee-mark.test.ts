import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FeeMark } from './fee-marks.js';
import { markFrom, storedForm } from './stored-fee-mark.js';

const int = fc.integer({ min: 0, max: 2_000_000_000 });
const mark: fc.Arbitrary<FeeMark> = fc.record({
  token: fc.constant('1732000000000000:test:1:1'),
  dueDay: fc.integer({ min: 1, max: 28 }),
  feeFrom: int,
  from: int,
  sums: fc.record({ rows: int, reversals: int, queue: int, paid: int }),
  endDue: int,
  endId: int,
  queue: int,
  after: fc.record({
    charges: fc.array(
      fc.record({
        id: int,
        amount: int,
        opening: fc.boolean(),
        due: int,
        early: fc.boolean(),
        fees: int,
        done: fc.option(int),
      }),
      { maxLength: 6 },
    ),
    paid: fc.array(fc.tuple(int, int), { maxLength: 6 }).map((pairs) => new Map(pairs)),
    paidBefore: int,
  }),
});

describe('a fee mark as the table keeps it', () => {
  it('reads back as the same mark, every field in its place', () => {
    fc.assert(
      fc.property(mark, (m) => {
        const kept = JSON.parse(JSON.stringify(storedForm(m)));
        expect(markFrom(kept, m.token)).toEqual(m);
      }),
      { numRuns: 300 },
    );
  });
});
