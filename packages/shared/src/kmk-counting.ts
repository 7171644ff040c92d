/**
 * The kat malikleri kurulu's counting (PRODUCT.md §18, KMK 29–31), exactly: arsa payı is summed as
 * fractions over one common denominator in BigInt, never as floats, and every comparison is a
 * cross-multiplication of integers. Pure functions: the server's routes (and the demo data) read
 * who owns what, who attended and who voted, and these say what that makes.
 *
 * Owners are counted as the law counts them (KMK 30): the co-owners of one unit are one owner, and
 * one person owning several units is one owner; so an "owner" here is a group of units linked by
 * the people who own them (any shared person joins two units' groups).
 */

import type { MotionThreshold } from './schemas/meetings.js';

export type Vote = 'yes' | 'no' | 'abstain';

export interface CountedUnit {
  unitId: number;
  /** The people owning it now (users' ids); none: nobody to count (the unit still has its vote). */
  ownerIds: readonly number[];
  /** Its arsa payı; null counts as nothing (a site whose shares are not entered yet). */
  landShare: { numerator: number; denominator: number } | null;
}

/** An exact share of the site's whole arsa payı: `part / whole`, both integers. */
export interface ExactShare {
  part: bigint;
  whole: bigint;
}

const gcd = (a: bigint, b: bigint): bigint => {
  let [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
};

/** The units' arsa payı over one common denominator: each unit's numerator on it, and the sum. */
function commonLandShares(units: readonly CountedUnit[]) {
  let denominator = 1n;
  for (const u of units)
    if (u.landShare) {
      const d = BigInt(u.landShare.denominator);
      denominator = (denominator / gcd(denominator, d)) * d;
    }
  const byUnit = new Map<number, bigint>();
  let total = 0n;
  for (const u of units) {
    const n = u.landShare ? (BigInt(u.landShare.numerator) * denominator) / BigInt(u.landShare.denominator) : 0n;
    byUnit.set(u.unitId, n);
    total += n;
  }
  return { byUnit, total };
}

/** Each unit's owner group (the smallest unit id of the group), by union-find over shared owners. */
export function ownerGroups(units: readonly CountedUnit[]): Map<number, number> {
  const parent = new Map<number, number>(units.map((u) => [u.unitId, u.unitId]));
  const find = (id: number): number => {
    let root = id;
    while (parent.get(root) !== root) root = parent.get(root) as number;
    // Path compression: the next find of these units is one step.
    let at = id;
    while (at !== root) {
      const next = parent.get(at) as number;
      parent.set(at, root);
      at = next;
    }
    return root;
  };
  const unitOfPerson = new Map<number, number>();
  for (const u of units)
    for (const person of u.ownerIds) {
      const other = unitOfPerson.get(person);
      if (other === undefined) unitOfPerson.set(person, u.unitId);
      else {
        const [a, b] = [find(other), find(u.unitId)];
        if (a !== b) parent.set(Math.max(a, b), Math.min(a, b));
      }
    }
  return new Map(units.map((u) => [u.unitId, find(u.unitId)]));
}

/** "More than half": part / whole > 1/2, exactly. */
const moreThanHalf = (part: bigint, whole: bigint) => whole > 0n && 2n * part > whole;

export interface Quorum {
  totalOwners: number;
  presentOwners: number;
  presentLandShare: ExactShare;
  quorumByCount: boolean;
  quorumByLandShare: boolean;
}

/**
 * KMK 30's quorum of the first meeting: the owners present (an owner group with any unit present,
 * in person or by proxy) more than half of all owners by number, and their units more than half of
 * the whole arsa payı. The second meeting needs none: the caller says which session it is.
 */
export function quorumOf(units: readonly CountedUnit[], present: ReadonlySet<number>): Quorum {
  const groups = ownerGroups(units);
  const all = new Set(groups.values());
  const here = new Set(units.filter((u) => present.has(u.unitId)).map((u) => groups.get(u.unitId) as number));
  const shares = commonLandShares(units);
  let presentShare = 0n;
  for (const u of units) if (present.has(u.unitId)) presentShare += shares.byUnit.get(u.unitId) as bigint;
  return {
    totalOwners: all.size,
    presentOwners: here.size,
    presentLandShare: { part: presentShare, whole: shares.total },
    quorumByCount: moreThanHalf(BigInt(here.size), BigInt(all.size)),
    quorumByLandShare: moreThanHalf(presentShare, shares.total),
  };
}

/** Why votes cannot be counted: a vote for a unit not present, or one owner voting two ways. */
export type VoteRefusal = { kind: 'absentUnit'; unitId: number } | { kind: 'splitVote'; unitId: number };

export interface MotionResult {
  /** Votes counted, each owner's at most a third of the site's units (KMK 31). */
  yes: number;
  no: number;
  abstain: number;
  yesOwners: number;
  yesLandShare: ExactShare;
  passed: boolean;
}

/** KMK 31: a person's votes count at most a third of all the site's votes (units), fractions dropped. */
export const voteCap = (unitCount: number) => Math.max(1, Math.floor(unitCount / 3));

/**
 * Counts a motion's votes (PRODUCT.md §18): one vote per unit present; a present unit that cast
 * none abstains; an owner's units vote one way (else `splitVote`) and count at most voteCap; a vote
 * for a unit not present is `absentUnit`. Then the threshold says whether it passed.
 */
export function countMotion(
  units: readonly CountedUnit[],
  present: ReadonlySet<number>,
  votes: ReadonlyMap<number, Vote>,
  threshold: MotionThreshold,
): MotionResult | VoteRefusal {
  for (const unitId of votes.keys()) if (!present.has(unitId)) return { kind: 'absentUnit', unitId };
  const groups = ownerGroups(units);
  const cap = voteCap(units.length);
  const byGroup = new Map<number, { vote: Vote; units: number[] }>();
  for (const u of units) {
    if (!present.has(u.unitId)) continue;
    const vote = votes.get(u.unitId) ?? 'abstain';
    const group = groups.get(u.unitId) as number;
    const seen = byGroup.get(group);
    if (!seen) byGroup.set(group, { vote, units: [u.unitId] });
    else if (seen.vote !== vote) return { kind: 'splitVote', unitId: u.unitId };
    else seen.units.push(u.unitId);
  }
  const shares = commonLandShares(units);
  const counted = { yes: 0, no: 0, abstain: 0 };
  let yesOwners = 0;
  let yesShare = 0n;
  for (const { vote, units: voted } of byGroup.values()) {
    counted[vote] += Math.min(voted.length, cap);
    if (vote === 'yes') {
      yesOwners += 1;
      for (const unitId of voted) yesShare += shares.byUnit.get(unitId) as bigint;
    }
  }
  const totalOwners = new Set(groups.values()).size;
  const presentVotes = counted.yes + counted.no + counted.abstain;
  const passed = {
    majority: moreThanHalf(BigInt(counted.yes), BigInt(presentVotes)),
    countAndLandShare: moreThanHalf(BigInt(yesOwners), BigInt(totalOwners)) && moreThanHalf(yesShare, shares.total),
    twoThirds: totalOwners > 0 && 3 * yesOwners >= 2 * totalOwners,
    fourFifths: totalOwners > 0 && 5 * yesOwners >= 4 * totalOwners,
    unanimous: totalOwners > 0 && yesOwners === totalOwners,
  }[threshold];
  return { ...counted, yesOwners, yesLandShare: { part: yesShare, whole: shares.total }, passed };
}

/** KMK 31: how many owners one person may represent by proxy in a site of this many units. */
export const proxyLimit = (unitCount: number) => (unitCount <= 40 ? 2 : Math.floor((unitCount * 5) / 100));

/** An exact share as the answers print it: 0–1 with 6 decimals, rounded half up. */
export function shareDecimal(share: ExactShare): number {
  if (share.whole === 0n) return 0;
  const millionths = (share.part * 2_000_000n + share.whole) / (2n * share.whole);
  return Number(millionths) / 1_000_000;
}
