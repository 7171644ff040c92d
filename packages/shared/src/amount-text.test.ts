import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readAmountText } from './amount-text.js';
import { installTurkishZodMessages } from './messages/validation.js';
import { moneyInput } from './schemas/common.js';

describe('readAmountText: one reading of every typed amount (PRODUCT.md §12)', () => {
  it.each([
    ['1.500,00', 1500],
    ['1500,00', 1500],
    ['1500.00', 1500],
    ['1500', 1500],
    ['1.500', 1500],
    ['1.465,63', 1465.63],
    ['1465.63', 1465.63],
    ['1465,63', 1465.63],
    ['1.250.000', 1250000],
    ['1.250.000,5', 1250000.5],
    ['12.50', 12.5],
    ['12,5', 12.5],
    ['0,01', 0.01],
    ['0.5', 0.5],
    ['007', 7],
    [' 1 500,00 ₺ ', 1500],
    ['1\u00a0500,00', 1500],
    ['2.000 TL', 2000],
    ['-250,40', -250.4],
    ['0', 0],
  ])('%j is %d', (typed, value) => {
    expect(readAmountText(typed)).toEqual({ value });
  });

  it.each([
    ['1,500.00', 'ambiguous'],
    ['1.500.00', 'ambiguous'],
    ['1,5,0', 'ambiguous'],
    ['1,500', 'ambiguous'],
    ['1,465.63', 'ambiguous'],
    ['0.500', 'ambiguous'],
    ['1.50.0', 'ambiguous'],
    ['12.3456', 'tooManyDecimals'],
    ['12,3456', 'tooManyDecimals'],
    ['on lira', 'notANumber'],
    ['1e3', 'notANumber'],
    ['.,', 'notANumber'],
    ['--5', 'notANumber'],
  ])('%j is refused: %s', (typed, problem) => {
    expect(readAmountText(typed)).toEqual({ problem });
  });

  it('reads blank as nothing', () => {
    expect(readAmountText('  ')).toBeNull();
    expect(readAmountText('₺')).toBeNull();
  });
});

describe('moneyInput reads a typed text as the forms do and names the field', () => {
  installTurkishZodMessages();
  const amount = moneyInput('Tutar');
  it('takes a number or a Turkish or plain text', () => {
    expect(amount.parse(1500)).toBe(1500);
    expect(amount.parse('1.500,00')).toBe(1500);
    expect(amount.parse('1500.00')).toBe(1500);
  });
  it('refuses an ambiguous text with the value and both ways to write it', () => {
    const result = amount.safeParse('1,465.63');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe(
      "Tutar '1,465.63' iki farklı tutar olarak okunabilir: binlikleri noktayla, kuruşu virgülle (1.500,00) ya da yalnızca kuruşu noktayla (1500.00) yazın.",
    );
    expect(amount.safeParse('12,3456').error?.issues[0].message).toBe('Tutar en fazla iki ondalık basamak içerebilir.');
    expect(z.object({ amount }).safeParse({ amount: ' ' }).error?.issues[0].message).toBe('Tutar alanı zorunludur.');
    expect(amount.safeParse('-5').error?.issues[0].message).toBe('Tutar sıfırdan büyük olmalıdır.');
  });
});
