import { describe, expect, it } from 'vitest';
import { blockName, declaredUnits } from './declared-units.js';

describe('declaredUnits', () => {
  it('spreads the units evenly over the blocks, the first blocks taking the rest', () => {
    expect(declaredUnits(2, 5).map((u) => `${u.block}${u.doorNumber}`)).toEqual(['A1', 'A2', 'A3', 'B1', 'B2']);
    expect(declaredUnits(3, 6).filter((u) => u.block === 'C')).toHaveLength(2);
    expect(declaredUnits(1, 3).map((u) => `${u.block}${u.doorNumber}`)).toEqual(['A1', 'A2', 'A3']);
  });

  it('makes no empty block when there are more blocks than units', () => {
    expect(declaredUnits(4, 2).map((u) => u.block)).toEqual(['A', 'B']);
  });

  it('names blocks past Z as spreadsheet columns', () => {
    expect([0, 25, 26, 27, 51, 52].map(blockName)).toEqual(['A', 'Z', 'AA', 'AB', 'AZ', 'BA']);
  });
});
