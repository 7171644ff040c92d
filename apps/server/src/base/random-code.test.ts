import { describe, expect, it } from 'vitest';
import { randomCode } from './random-code.js';

describe('randomCode', () => {
  it('gives codes of the asked length in Crockford base 32, all different', () => {
    const codes = Array.from({ length: 2000 }, () => randomCode(8));
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(new Set(codes).size).toBe(codes.length);
    // Every one of the 32 symbols turns up: the low five bits of a byte are uniform.
    expect(new Set(codes.join('')).size).toBe(32);
  });
});
