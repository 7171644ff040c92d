import { describe, expect, it } from 'vitest';
import { emptyRow, linesChanged, payloadOf, rowsFromLines, totalOf } from './lines-form';

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

describe('linesChanged (leaving unsaved lines asks first)', () => {
  const saved = [
    { categoryId: 3, categoryName: 'Elektrik', yearlyAmount: 1_500, split: 'landShare' as const },
    { categoryId: 4, categoryName: 'Su', yearlyAmount: 2_400, split: 'equal' as const },
  ];

  it('sees no change in the lines as saved, however the amount is written', () => {
    const rows = rowsFromLines(saved);
    expect(linesChanged(rows, saved)).toBe(false);
    expect(linesChanged([{ ...rows[0], amountText: '1500' }, rows[1]], saved)).toBe(false);
    expect(linesChanged([], [])).toBe(false);
  });

  it('sees a line added or removed, another category, split or amount, and an amount that is no number', () => {
    const rows = rowsFromLines(saved);
    expect(linesChanged([...rows, emptyRow()], saved)).toBe(true);
    expect(linesChanged([rows[0]], saved)).toBe(true);
    expect(linesChanged([{ ...rows[0], categoryId: '4' }, rows[1]], saved)).toBe(true);
    expect(linesChanged([{ ...rows[0], split: 'area' }, rows[1]], saved)).toBe(true);
    expect(linesChanged([{ ...rows[0], amountText: '1500,01' }, rows[1]], saved)).toBe(true);
    expect(linesChanged([{ ...rows[0], amountText: 'bin' }, rows[1]], saved)).toBe(true);
    expect(linesChanged([emptyRow()], [])).toBe(true);
  });
});
