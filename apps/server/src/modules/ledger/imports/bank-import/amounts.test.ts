import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountOfCell, kurusFromNumber, parseAmount } from './amounts.js';

describe('parseAmount: Turkish statement amounts to kuruş', () => {
  it.each([
    ['1.234,56', 123456],
    ['-50,00', -5000],
    ['1234.56', 123456],
    ['1234,5', 123450],
    ['+1.000', 100000],
    ['1.000.000,01', 100000001],
    ['1,234.56', 123456],
    ['1,234,567', 123456700],
    ['50,00-', -5000],
    ['(50,00)', -5000],
    ['(1.234,56 TL)', -123456],
    ['1.234,56 TL', 123456],
    ['₺1.234,56', 123456],
    ['-₺ 50,00', -5000],
    ['TRY 12,00', 1200],
    ['1 234,56', 123456],
    ['1\u00a0234,56', 123456],
    ['−50,00', -5000],
    ['+00000000000005038.80', 503880],
    ['0,00', 0],
    ['-0,00', 0],
    ['7', 700],
    ['0,5', 50],
  ])('%s → %i', (text, kurus) => {
    expect(parseAmount(text)).toBe(kurus);
  });

  it.each([
    '',
    'abc',
    '1,234', // English thousands or three Turkish decimals: not guessed
    '12.3456',
    '12,345',
    '1.23.456',
    '0.500',
    '12,',
    ',50',
    '--5',
    '+5-',
    '-(5,00)',
    '1.234,56,78',
    '12a',
    '99999999999999,00', // beyond any exact kuruş
  ])('refuses %j', (text) => {
    expect(parseAmount(text)).toBeNull();
  });

  const formats: Array<[string, (kurus: number) => string]> = [
    ['1.234,56', (k) => turkish(k)],
    ['-1.234,56 TL', (k) => `${turkish(k)} TL`],
    ['1234,56', (k) => turkish(k, false)],
    ['1234.56', (k) => `${k < 0 ? '-' : ''}${Math.floor(Math.abs(k) / 100)}.${pad2(Math.abs(k) % 100)}`],
    ['50,00-', (k) => (k < 0 ? `${turkish(-k)}-` : turkish(k))],
    ['(50,00)', (k) => (k < 0 ? `(${turkish(-k)})` : turkish(k))],
  ];

  it.each(formats)('gives back the kuruş of any amount formatted as %s (property)', (_label, format) => {
    fc.assert(
      fc.property(fc.integer({ min: -1e14, max: 1e14 }), (kurus) => {
        expect(parseAmount(format(kurus))).toBe(kurus === 0 ? 0 : kurus);
      }),
      { numRuns: 500 },
    );
  });
});

describe('number cells of an .xlsx', () => {
  it('rounds the float to the kuruş it stands for, without drift', () => {
    expect(kurusFromNumber(1234.56)).toBe(123456);
    expect(kurusFromNumber(0.1 + 0.2)).toBe(30);
    expect(kurusFromNumber(-50)).toBe(-5000);
    expect(kurusFromNumber(19.99)).toBe(1999);
    expect(kurusFromNumber(1e12 + 0.01)).toBe(100000000000001);
    expect(kurusFromNumber(-0.001)).toBe(0);
    expect(kurusFromNumber(Number.NaN)).toBeNull();
    expect(kurusFromNumber(1e13)).toBeNull();
  });

  it('any kuruş amount stored as a float comes back exact (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e14, max: 1e14 }), (kurus) => {
        expect(kurusFromNumber(kurus / 100)).toBe(kurus === 0 ? 0 : kurus);
      }),
      { numRuns: 1000 },
    );
  });

  it('a cell prefers its number to its text', () => {
    expect(amountOfCell({ text: '1234.56', number: 1234.56 })).toBe(123456);
    expect(amountOfCell({ text: '1.234,56' })).toBe(123456);
  });
});

/** Turkish display of kuruş: "1.234,56", "-50,00"; grouping optional. */
function turkish(kurus: number, group = true): string {
  const abs = Math.abs(kurus);
  const lira = String(Math.floor(abs / 100));
  const grouped = group ? lira.replace(/\B(?=(\d{3})+(?!\d))/g, '.') : lira;
  return `${kurus < 0 ? '-' : ''}${grouped},${pad2(abs % 100)}`;
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}
