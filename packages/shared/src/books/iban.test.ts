import { describe, expect, it } from 'vitest';
import { normalizeTurkishIban, turkishIbanProblem } from './iban.js';

describe('normalizeTurkishIban', () => {
  it('accepts a valid IBAN grouped by spaces and in lower case, without spaces and upper-cased', () => {
    expect(normalizeTurkishIban('tr87 0001 0009 1234 5678 9050 01')).toBe('TR870001000912345678905001');
    expect(normalizeTurkishIban('TR270001500015800731234567')).toBe('TR270001500015800731234567');
  });

  it.each([
    ['a wrong check digit', 'TR880001000912345678905001', 'checksum'],
    ['a changed account digit', 'TR870001000912345678905002', 'checksum'],
    ['another country', 'DE89370400440532013000', 'format'],
    ['too short', 'TR87000100091234567890500', 'format'],
    ['too long', 'TR8700010009123456789050011', 'format'],
    ['letters in the account', 'TR87000100091234567890500A', 'format'],
    ['empty', '', 'format'],
  ])('refuses %s, saying what is wrong', (_what, iban, problem) => {
    expect(normalizeTurkishIban(iban)).toBeNull();
    expect(turkishIbanProblem(iban)).toBe(problem);
  });

  it('finds nothing wrong with a valid IBAN written in groups', () => {
    expect(turkishIbanProblem('tr87 0001 0009 1234 5678 9050 01')).toBeNull();
  });
});
