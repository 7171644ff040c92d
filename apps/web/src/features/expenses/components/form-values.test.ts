import { describe, expect, it } from 'vitest';
import { formatFileSize, parseAmount, todayInput } from './form-values';

describe('expense form values', () => {
  it('reads Turkish and plain amounts, and hands anything else over as typed', () => {
    expect(parseAmount('1.250,50')).toBe(1250.5);
    expect(parseAmount('1250.50 ₺')).toBe(1250.5);
    expect(parseAmount('1.250')).toBe(1250);
    expect(parseAmount('  ')).toBeUndefined();
    expect(parseAmount('on iki')).toBe('on iki');
  });

  it("takes today's day in Istanbul", () => {
    expect(todayInput(new Date('2026-10-31T21:30:00Z'))).toBe('2026-11-01');
    expect(todayInput(new Date('2026-10-31T20:30:00Z'))).toBe('2026-10-31');
  });

  it('writes file sizes in Turkish', () => {
    expect(formatFileSize(340 * 1024)).toBe('340 KB');
    expect(formatFileSize(12.5 * 1024 * 1024)).toBe('12,5 MB');
    expect(formatFileSize(10)).toBe('1 KB');
  });
});
