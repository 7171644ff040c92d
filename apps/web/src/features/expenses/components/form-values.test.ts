import { describe, expect, it } from 'vitest';
import { formatFileSize, todayInput } from './form-values';

describe('expense form values', () => {
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
