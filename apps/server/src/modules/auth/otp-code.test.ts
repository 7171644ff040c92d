import { describe, expect, it } from 'vitest';
import { generateOtp, hashOtp, otpMatches } from './otp-code.js';

describe('one-time codes', () => {
  it('have the requested number of digits, leading zeros included', () => {
    for (const length of [4, 6, 8]) {
      for (let i = 0; i < 50; i++) expect(generateOtp(length)).toMatch(new RegExp(`^\\d{${length}}$`));
    }
  });

  it('keep within 4 to 8 digits whatever the configuration says', () => {
    expect(generateOtp(2)).toHaveLength(4);
    expect(generateOtp(20)).toHaveLength(8);
    expect(generateOtp(Number.NaN)).toHaveLength(4);
  });

  it('use every digit (no bias towards a few)', () => {
    const seen = new Set(Array.from({ length: 200 }, () => generateOtp(6)).join(''));
    expect(seen.size).toBe(10);
  });

  it('match only the code and reference they were hashed with', () => {
    const reference = '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b';
    const hash = hashOtp(reference, '042317');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(otpMatches(hash, reference, '042317')).toBe(true);
    expect(otpMatches(hash, reference, '042318')).toBe(false);
    expect(otpMatches(hash, '2b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b', '042317')).toBe(false);
  });
});
