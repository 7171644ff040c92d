import { describe, expect, it } from 'vitest';
import { dayText } from './day-text';

describe('dayText', () => {
  it('writes a calendar day the Turkish way, and a missing one as a dash', () => {
    expect(dayText('2026-01-05')).toBe('05.01.2026');
    expect(dayText(null)).toBe('-');
    expect(dayText(undefined)).toBe('-');
  });
});
