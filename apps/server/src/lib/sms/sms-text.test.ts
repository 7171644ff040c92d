import { describe, expect, it } from 'vitest';
import { SMS_MAX_LENGTH, toSmsText } from './sms-text.js';

describe('toSmsText', () => {
  it('spells every Turkish letter in ASCII', () => {
    expect(toSmsText('çÇğĞıİöÖşŞüÜ')).toBe('cCgGiIoOsSuU');
  });

  it('drops other accents and replaces what is not printable ASCII', () => {
    expect(toSmsText('café — 5€ ✓')).toBe('cafe ? 5? ?');
  });

  it(`keeps at most ${SMS_MAX_LENGTH} characters`, () => {
    const text = toSmsText(`Kod: 123456. ${'ş'.repeat(300)}`);
    expect(text).toHaveLength(SMS_MAX_LENGTH);
    expect(text.startsWith('Kod: 123456. sss')).toBe(true);
  });
});
