import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CountedUnit, countMotion, quorumOf, type Vote, voteCap } from './kmk-counting.js';
import { MOTION_THRESHOLDS, type MotionThreshold } from './schemas/meetings.js';

// The kurul's counting (PRODUCT.md §18) against the law written out plainly: owner groups merged
// until no two share a person, arsa payı summed as reduced fractions one by one, each rule as
// worded. No database: pure functions, on random sites.

class Rational {
  constructor(
    readonly n: bigint,
    readonly d: bigint,
  ) {}
  static of(n: number, d: number) {
    return new Rational(BigInt(n), BigInt(d)).reduced();
  }
  reduced(): Rational {
    const g = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : g(b, a % b));
    const k = g(this.n, this.d) || 1n;
    return new Rational(this.n / k, this.d / k);
  }
  plus(o: Rational) {
    return new Rational(this.n * o.d + o.n * this.d, this.d * o.d).reduced();
  }
  /** this > o / 2 */
  moreThanHalfOf(o: Rational) {
    return o.n > 0n && 2n * this.n * o.d > o.n * this.d;
  }
}
const ZERO = new Rational(0n, 1n);

function plainGroups(units: readonly CountedUnit[]): number[][] {
  let sets = units.map((u) => ({ units: [u.unitId], people: new Set(u.ownerIds) }));
  let merged = true;
  while (merged) {
    merged = false;
    outer: for (let i = 0; i < sets.length; i++)
      for (let j = i + 1; j < sets.length; j++)
        if ([...sets[i].people].some((p) => sets[j].people.has(p))) {
          sets[i] = {
            units: [...sets[i].units, ...sets[j].units],
            people: new Set([...sets[i].people, ...sets[j].people]),
          };
          sets = sets.filter((_, k) => k !== j);
          merged = true;
          break outer;
        }
  }
  return sets.map((s) => s.units);
}

const shareOf = (u: CountedUnit) => (u.landShare ? Rational.of(u.landShare.numerator, u.landShare.denominator) : ZERO);
const sumShares = (units: readonly CountedUnit[]) => units.reduce((sum, u) => sum.plus(shareOf(u)), ZERO);
const sameShare = (exact: { part: bigint; whole: bigint }, part: Rational, whole: Rational) =>
  // part/whole as computed exactly equals the plain fractions' ratio.
  exact.part * part.d * whole.n === part.n * whole.d * exact.whole || (exact.whole === 0n && whole.n === 0n);

const site = fc
  .array(
    fc.record({
      owners: fc.uniqueArray(fc.integer({ min: 1, max: 8 }), { maxLength: 3 }),
      share: fc.option(fc.record({ n: fc.integer({ min: 0, max: 50 }), d: fc.integer({ min: 1, max: 60 }) })),
      present: fc.boolean(),
      vote: fc.option(fc.constantFrom<Vote>('yes', 'no', 'abstain')),
    }),
    { minLength: 1, maxLength: 14 },
  )
  .map((rows) =>
    rows.map((r, i) => ({
      unit: {
        unitId: i + 1,
        ownerIds: r.owners,
        landShare: r.share && { numerator: r.share.n, denominator: r.share.d },
      } as CountedUnit,
      present: r.present,
      vote: r.vote,
    })),
  );

describe('the kurul counting (KMK 29–31)', () => {
  it('gives the quorum the law gives, by number and by arsa payı, exactly', () => {
    fc.assert(
      fc.property(site, (rows) => {
        const units = rows.map((r) => r.unit);
        const present = new Set(rows.filter((r) => r.present).map((r) => r.unit.unitId));
        const groups = plainGroups(units);
        const here = groups.filter((g) => g.some((id) => present.has(id)));
        const total = sumShares(units);
        const presentShare = sumShares(units.filter((u) => present.has(u.unitId)));
        const q = quorumOf(units, present);
        expect(q.totalOwners).toBe(groups.length);
        expect(q.presentOwners).toBe(here.length);
        expect(q.quorumByCount).toBe(2 * here.length > groups.length);
        expect(q.quorumByLandShare).toBe(presentShare.moreThanHalfOf(total));
        expect(sameShare(q.presentLandShare, presentShare, total)).toBe(true);
      }),
      { numRuns: 400, seed: 20261129 },
    );
  });

  it('counts the votes and passes each threshold as worded', () => {
    fc.assert(
      fc.property(site, fc.constantFrom<MotionThreshold>(...MOTION_THRESHOLDS), (rows, threshold) => {
        const units = rows.map((r) => r.unit);
        const present = new Set(rows.filter((r) => r.present).map((r) => r.unit.unitId));
        const votes = new Map(rows.flatMap((r) => (r.vote ? [[r.unit.unitId, r.vote] as const] : [])));
        const result = countMotion(units, present, votes, threshold);
        const absent = [...votes.keys()].find((id) => !present.has(id));
        if (absent !== undefined) {
          expect(result).toEqual({ kind: 'absentUnit', unitId: absent });
          return;
        }
        const groups = plainGroups(units);
        const voteOf = (id: number): Vote => votes.get(id) ?? 'abstain';
        // The first present unit (in unit order) whose group's earlier present unit voted otherwise.
        for (const u of units) {
          if (!present.has(u.unitId)) continue;
          const group = groups.find((g) => g.includes(u.unitId)) as number[];
          const first = units.find((x) => group.includes(x.unitId) && present.has(x.unitId)) as CountedUnit;
          if (voteOf(first.unitId) !== voteOf(u.unitId)) {
            expect(result).toEqual({ kind: 'splitVote', unitId: u.unitId });
            return;
          }
        }
        const cap = voteCap(units.length);
        const counted = { yes: 0, no: 0, abstain: 0 };
        let yesOwners = 0;
        let yesShare = ZERO;
        for (const group of groups) {
          const here = group.filter((id) => present.has(id));
          if (here.length === 0) continue;
          const vote = voteOf(here[0]);
          counted[vote] += Math.min(here.length, cap);
          if (vote === 'yes') {
            yesOwners += 1;
            yesShare = here.reduce((sum, id) => sum.plus(shareOf(units[id - 1])), yesShare);
          }
        }
        const total = sumShares(units);
        const owners = groups.length;
        const presentVotes = counted.yes + counted.no + counted.abstain;
        const passed = {
          majority: 2 * counted.yes > presentVotes && presentVotes > 0,
          countAndLandShare: 2 * yesOwners > owners && yesShare.moreThanHalfOf(total),
          twoThirds: yesOwners * 3 >= owners * 2 && owners > 0,
          fourFifths: yesOwners * 5 >= owners * 4 && owners > 0,
          unanimous: yesOwners === owners && owners > 0,
        }[threshold];
        expect(result).toMatchObject({ ...counted, yesOwners, passed });
        expect(
          sameShare((result as { yesLandShare: { part: bigint; whole: bigint } }).yesLandShare, yesShare, total),
        ).toBe(true);
      }),
      { numRuns: 600, seed: 20261129 },
    );
  });

  it('caps a person’s votes at a third of the units and counts co-owners once', () => {
    // Nine units: person 1 owns five (capped at 3), 2 and 3 own one together, the rest one each.
    const units: CountedUnit[] = Array.from({ length: 9 }, (_, i) => ({
      unitId: i + 1,
      ownerIds: i < 5 ? [1] : i === 5 ? [2, 3] : [10 + i],
      landShare: { numerator: 1, denominator: 9 },
    }));
    const present = new Set(units.map((u) => u.unitId));
    const votes = new Map<number, Vote>(units.map((u) => [u.unitId, u.unitId <= 5 ? 'yes' : 'no']));
    expect(countMotion(units, present, votes, 'majority')).toMatchObject({
      yes: 3,
      no: 4,
      yesOwners: 1,
      passed: false,
    });
    expect(quorumOf(units, new Set([1, 2, 3, 4, 5]))).toMatchObject({
      totalOwners: 5,
      presentOwners: 1,
      quorumByCount: false,
      quorumByLandShare: true,
    });
  });
});
