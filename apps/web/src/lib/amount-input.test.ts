import { describe, expect, it } from 'vitest';
import { parseAmount } from './amount-input';

describe('parseAmount', () => {
  it('reads Turkish and plain decimal writing', () => {
    expect(parseAmount('1.250,50')).toBe(1250.5);
    expect(parseAmount('1250,05')).toBe(1250.05);
    expect(parseAmount('1250.5')).toBe(1250.5);
    expect(parseAmount('12.50')).toBe(12.5);
    expect(parseAmount('1.250')).toBe(1250);
    expect(parseAmount('1.250.000')).toBe(1250000);
    expect(parseAmount(' 900 ₺ ')).toBe(900);
  });

  it('leaves blank as undefined and other text as typed, for the server to answer', () => {
    expect(parseAmount('  ')).toBeUndefined();
    expect(parseAmount('on lira')).toBe('on lira');
    // Two numbers could be meant: never read as either (PRODUCT.md §12).
    expect(parseAmount(' 1,465.63 ')).toBe('1,465.63');
    expect(parseAmount('1.500.00')).toBe('1.500.00');
  });
});
