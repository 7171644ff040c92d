import { describe, expect, it } from 'vitest';
import { normalizeTurkishIban } from './iban.js';

describe('normalizeTurkishIban', () => {
  it('accepts a valid IBAN grouped by spaces and in lower case, without spaces and upper-cased', () => {
    expect(normalizeTurkishIban('tr87 0001 0009 1234 5678 9050 01')).toBe('TR870001000912345678905001');
    expect(normalizeTurkishIban('TR270001500015800731234567')).toBe('TR270001500015800731234567');
  });

  it.each([
    ['a wrong check digit', 'TR880001000912345678905001'],
    ['a changed account digit', 'TR870001000912345678905002'],
    ['another country', 'DE89370400440532013000'],
    ['too short', 'TR87000100091234567890500'],
    ['too long', 'TR8700010009123456789050011'],
    ['letters in the account', 'TR87000100091234567890500A'],
    ['empty', ''],
  ])('refuses %s', (_what, iban) => {
    expect(normalizeTurkishIban(iban)).toBeNull();
  });
});
