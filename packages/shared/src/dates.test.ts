import { describe, expect, it } from 'vitest';
import { addMonths, duesDescription, istanbulStartOfToday, periodOf, periodStart } from './dates.js';

describe('dues periods in Europe/Istanbul', () => {
  it('puts the last evening of a month (UTC) in the next Istanbul month', () => {
    // 30 Nov 22:30 UTC is 1 Dec 01:30 in Istanbul.
    expect(periodOf(new Date('2026-11-30T22:30:00Z'))).toBe('2026-12');
    expect(periodOf(new Date('2026-11-30T20:59:59Z'))).toBe('2026-11');
  });
  it('starts a period at Istanbul midnight', () => {
    expect(periodStart('2026-11').toISOString()).toBe('2026-10-31T21:00:00.000Z');
  });
  it('adds months across years', () => {
    expect(addMonths('2026-11', 2)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-05', -12)).toBe('2025-05');
  });
  it('names the month in Turkish', () => {
    expect(duesDescription('2026-11')).toBe('Kasım 2026 Aidatı');
    expect(duesDescription('2027-02')).toBe('Şubat 2027 Aidatı');
  });
  it('finds the start of the Istanbul day', () => {
    expect(istanbulStartOfToday(new Date('2026-11-22T22:00:00Z')).toISOString()).toBe('2026-11-22T21:00:00.000Z');
  });
});
