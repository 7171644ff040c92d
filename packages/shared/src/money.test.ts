import { describe, expect, it } from 'vitest';
import { formatBalance, formatMoney, hasAtMostTwoDecimals, kurusToLira, liraToKurus } from './money.js';

describe('liraToKurus', () => {
  it('converts without binary rounding', () => {
    expect(liraToKurus(0.1 + 0.2)).toBe(30);
    expect(liraToKurus(1250)).toBe(125000);
    expect(liraToKurus(19.99)).toBe(1999);
    expect(liraToKurus(-3400.5)).toBe(-340050);
    expect(liraToKurus(1.005)).toBe(101);
  });
  it('round-trips through kurusToLira', () => {
    for (const k of [0, 1, 10, 99, 100, 12345, 99999999]) expect(liraToKurus(kurusToLira(k))).toBe(k);
  });
  it('refuses non-finite input', () => {
    expect(() => liraToKurus(Number.NaN)).toThrow();
  });
});

describe('hasAtMostTwoDecimals', () => {
  it.each([
    [1, true],
    [1.5, true],
    [1.25, true],
    [1.255, false],
    [0.1 + 0.2, false],
    [Number.NaN, false],
    [1e21, true],
  ])('%s → %s', (value, expected) => {
    expect(hasAtMostTwoDecimals(value)).toBe(expected);
  });
});

describe('formatBalance', () => {
  it('shows the sign, Turkish grouping, two decimals and ₺', () => {
    expect(formatBalance(1250)).toBe('+1.250,00 ₺');
    expect(formatBalance(-3400.5)).toBe('-3.400,50 ₺');
    expect(formatBalance(0)).toBe('0,00 ₺');
    expect(formatBalance(-0.004)).toBe('0,00 ₺');
  });
  it('formats unsigned amounts', () => {
    expect(formatMoney(1234567.8)).toBe('1.234.567,80 ₺');
  });
});

describe('Turkish grouping without Intl', () => {
  it('writes every amount as Intl.NumberFormat("tr-TR") does', () => {
    const intl = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const amounts = [
      0, 0.01, 0.1, 0.99, 1, 9.99, 10, 99.5, 100, 999.99, 1000, 1000.01, 9999.99, 12345.6, 100000, 999999.99,
    ];
    for (let k = 0; k < 5_000; k += 1) amounts.push(Math.round(k ** 2.6) / 100);
    amounts.push(123456789012.34, 90071992547409.91);
    for (const lira of amounts) {
      for (const signed of [lira, -lira]) {
        const kurus = liraToKurus(signed);
        const expected = intl.format(Math.abs(kurus) / 100);
        expect(formatMoney(signed)).toBe(`${kurus < 0 ? '-' : ''}${expected} ₺`);
        expect(formatBalance(signed)).toBe(`${kurus > 0 ? '+' : kurus < 0 ? '-' : ''}${expected} ₺`);
      }
    }
  });
});
