import { describe, expect, it } from 'vitest';
import { emptyRow, payloadOf, rowsFromLines, totalOf } from './lines-form';

describe('the budget lines editor', () => {
  it('writes amounts the Turkish way and reads them back for the API', () => {
    const rows = rowsFromLines([
      { categoryId: 3, categoryName: 'Elektrik', yearlyAmount: 12_500.5, split: 'landShare' },
      { categoryId: 4, categoryName: 'Su', yearlyAmount: 2_400, split: 'equal' },
    ]);
    expect(rows.map((r) => r.amountText)).toEqual(['12.500,50', '2.400,00']);
    expect(payloadOf(rows)).toEqual([
      { categoryId: 3, yearlyAmount: 12_500.5, split: 'landShare' },
      { categoryId: 4, yearlyAmount: 2_400, split: 'equal' },
    ]);
    expect(totalOf(rows)).toBe(14_900.5);
  });

  it('sends a row without a category or a number as typed, and counts it as nothing', () => {
    const row = { ...emptyRow('area'), amountText: 'on bin' };
    expect(payloadOf([row])).toEqual([{ categoryId: undefined, yearlyAmount: 'on bin', split: 'area' }]);
    expect(totalOf([row, { ...emptyRow(), amountText: '0,10' }, { ...emptyRow(), amountText: '0,20' }])).toBe(0.3);
  });
});
