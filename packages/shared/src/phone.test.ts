import { describe, expect, it } from 'vitest';
import { formatPhone, normalizePhone } from './phone.js';

describe('normalizePhone', () => {
  it.each(['+90 (555) 000 00 01', '05550000001', '5550000001', '+905550000001', '90 555 000 0001'])(
    'accepts %s as +905550000001',
    (input) => {
      expect(normalizePhone(input)).toBe('+905550000001');
    },
  );

  it.each([
    '',
    '555000000',
    '4550000001',
    '+1 555 000 0001',
    'abc5550000001',
    '+90 (555) 000 00 0',
    "5550000001' or 1=1",
  ])('rejects %s', (input) => {
    expect(normalizePhone(input)).toBeNull();
  });
});

describe('formatPhone', () => {
  it('writes E.164 in the login mask', () => {
    expect(formatPhone('+905550000003')).toBe('+90 (555) 000 00 03');
    expect(formatPhone('+90 (555) 000 00 03')).toHaveLength(19);
  });
  it('leaves empty input empty', () => {
    expect(formatPhone(null)).toBe('');
  });
});
