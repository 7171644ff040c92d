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
