import { describe, expect, it } from 'vitest';
import { dayText, percentText } from './day-text';

describe('day and percent texts', () => {
  it('writes days and percents the Turkish way', () => {
    expect(dayText('2026-01-05')).toBe('05.01.2026');
    expect(dayText(null)).toBe('-');
    expect(percentText(41.66)).toBe('41,66');
    expect(percentText(25)).toBe('25');
  });
});
