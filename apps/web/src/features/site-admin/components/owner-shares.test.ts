import { sharesMakeWhole } from '@aidat/shared';
import { describe, expect, it } from 'vitest';
import { readShares, readWhole, shareSumText } from './owner-shares';

const typed = (...pairs: Array<[string, string]>) =>
  pairs.map(([shareNumerator, shareDenominator]) => ({ shareNumerator, shareDenominator }));

describe('owner shares as typed', () => {
  it('reads only positive whole numbers', () => {
    expect(readWhole(' 3 ')).toBe(3);
    for (const text of ['', '0', '1,5', '1.5', '1/2', '-1', 'bir', '9007199254740993'])
      expect(readWhole(text)).toBeNull();
  });

  it('reads every row or none', () => {
    expect(readShares(typed(['1', '2'], ['1', '2']))).toEqual([
      { shareNumerator: 1, shareDenominator: 2 },
      { shareNumerator: 1, shareDenominator: 2 },
    ]);
    expect(readShares(typed(['1', '2'], ['', '2']))).toBeNull();
  });

  it('sums exactly, reduced, and agrees with sharesMakeWhole', () => {
    const thirds = readShares(typed(['1', '3'], ['1', '3'], ['1', '3']))!;
    expect(shareSumText(thirds)).toBe('1');
    expect(sharesMakeWhole(thirds)).toBe(true);
    const short = readShares(typed(['1', '2'], ['1', '3']))!;
    expect(shareSumText(short)).toBe('5/6');
    expect(sharesMakeWhole(short)).toBe(false);
    expect(shareSumText(readShares(typed(['2', '4'], ['3', '6']))!)).toBe('1');
    expect(shareSumText(readShares(typed(['1', '1'], ['1', '1']))!)).toBe('2');
    // Deed shares with large denominators stay exact where a float would not.
    const deed = readShares(typed(['333333', '1000000'], ['333333', '1000000'], ['333334', '1000000']))!;
    expect(sharesMakeWhole(deed)).toBe(true);
    expect(shareSumText(deed)).toBe('1');
  });
});
