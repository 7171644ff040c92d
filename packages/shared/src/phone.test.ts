import { describe, expect, it } from 'vitest';
import { formatPhone, maskPhone, maskPhonesInText, normalizePhone } from './phone.js';

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

describe('maskPhone', () => {
  it('keeps the operator code and the last two digits', () => {
    expect(maskPhone('+905550000003')).toBe('+90 555 *** ** 03');
    expect(maskPhone('0532 123 45 67')).toBe('+90 532 *** ** 67');
  });
  it('stars anything that is not a mobile number', () => {
    expect(maskPhone('12345')).toBe('***');
  });
});

describe('maskPhonesInText', () => {
  it.each([
    ['+905550000003', '+90 555 *** ** 03'],
    ['+90 (555) 000 00 03', '+90 555 *** ** 03'],
    ['05550000003', '+90 555 *** ** 03'],
    ['5550000003', '+90 555 *** ** 03'],
    ['90 555 000 0003', '+90 555 *** ** 03'],
    ['%2B905550000003', '+90 555 *** ** 03'],
    ['+90%20(555)%20000%2000%2003', '+90 555 *** ** 03'],
  ])('masks %s', (phone, masked) => {
    expect(maskPhonesInText(`before ${phone} after`)).toBe(`before ${masked} after`);
  });

  it('masks every number of a JSON log line and leaves the rest as it was', () => {
    const line = JSON.stringify({
      msg: 'SMS to +905550000003: Aidat doğrulama kodunuz: 123456.',
      body: { phone: '+90 (555) 000 00 01' },
      url: '/api/system/users?search=5320001122',
      reqId: 'a5550000003b',
    });
    const masked = maskPhonesInText(line);
    expect(JSON.parse(masked)).toEqual({
      msg: 'SMS to +90 555 *** ** 03: Aidat doğrulama kodunuz: 123456.',
      body: { phone: '+90 555 *** ** 01' },
      url: '/api/system/users?search=+90 532 *** ** 22',
      reqId: 'a5550000003b',
    });
    expect(maskPhonesInText(masked)).toBe(masked);
  });

  it('masks a number that starts a line of a logged text', () => {
    expect(maskPhonesInText(JSON.stringify('Alıcı:\n5550000003\t05320001122'))).toBe(
      JSON.stringify('Alıcı:\n+90 555 *** ** 03\t+90 532 *** ** 22'),
    );
  });

  it.each([
    '15550000003',
    '555000000',
    '4550000003',
    '"responseTime":3.5551234567',
    '2026-11-23T17:56:04.555Z',
    'id 55500000031',
    '2b0f5550000003e9',
  ])('leaves %s alone', (text) => {
    expect(maskPhonesInText(text)).toBe(text);
  });

  // No clock: lines this long take milliseconds in linear time and, were the pattern to backtrack
  // (quadratic in the run of separators), hours, far past the test's timeout on any machine.
  it('stays linear on a long line of separators and digits', () => {
    const lines = ['%20'.repeat(100_000), ' '.repeat(300_000), `${'5 '.repeat(150_000)}`, `(${'-'.repeat(300_000)}5`];
    for (const line of lines) expect(maskPhonesInText(line)).toBe(line);
  });
});
