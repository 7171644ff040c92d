import { describe, expect, it } from 'vitest';
import { summariseLandShares } from './land-share.js';

const share = (landShareNumerator: number | null, landShareDenominator: number | null) => ({
  landShareNumerator,
  landShareDenominator,
});

describe('summariseLandShares', () => {
  it('is complete when every unit has a share and they add up to one, whatever the denominators', () => {
    expect(summariseLandShares([share(18, 1256), share(20, 1256), share(1218, 1256)])).toEqual({
      landShareTotal: { numerator: 1, denominator: 1 },
      complete: true,
      missing: 0,
    });
    expect(summariseLandShares([share(1, 4), share(2, 8), share(1, 2)]).complete).toBe(true);
  });

  it('answers the reduced sum when the shares do not add up to one', () => {
    expect(summariseLandShares([share(18, 1256), share(20, 1256)])).toEqual({
      landShareTotal: { numerator: 19, denominator: 628 },
      complete: false,
      missing: 0,
    });
    expect(summariseLandShares([share(2, 3), share(2, 3)]).landShareTotal).toEqual({ numerator: 4, denominator: 3 });
  });

  it('counts the units without a share and is not complete while one is missing', () => {
    expect(summariseLandShares([share(1, 2), share(1, 2), share(null, null)])).toEqual({
      landShareTotal: { numerator: 1, denominator: 1 },
      complete: false,
      missing: 1,
    });
    expect(summariseLandShares([share(null, null)])).toEqual({
      landShareTotal: { numerator: 0, denominator: 1 },
      complete: false,
      missing: 1,
    });
  });

  it('is not complete for a site without units', () => {
    expect(summariseLandShares([])).toEqual({
      landShareTotal: { numerator: 0, denominator: 1 },
      complete: false,
      missing: 0,
    });
  });

  it('stays exact past 2^53 and answers no total it cannot write as numbers', () => {
    // Three large primes as denominators: their product has about 93 bits.
    const summary = summariseLandShares([share(1, 2_147_483_647), share(1, 2_147_483_629), share(1, 2_147_483_587)]);
    expect(summary).toEqual({ landShareTotal: null, complete: false, missing: 0 });
    // Parts of one whole with huge denominators still add up exactly to one.
    const d = 2_147_483_647;
    expect(summariseLandShares([share(d - 1, d), share(1, d)]).complete).toBe(true);
  });
});
