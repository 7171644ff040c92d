import { describe, expect, it } from 'vitest';
import { currentMonth, formatMonth, monthDays, monthOf, recentMonths, shiftMonth } from './month';

describe('month', () => {
  it('reads the month in Istanbul, not in UTC', () => {
    // 31 Oct 22:30 UTC is already 1 November 01:30 in Istanbul (UTC+3).
    expect(monthOf(new Date('2026-10-31T22:30:00Z'))).toBe('2026-11');
    expect(monthOf(new Date('2026-10-31T20:59:00Z'))).toBe('2026-10');
    expect(currentMonth(new Date('2026-12-31T21:00:00Z'))).toBe('2027-01');
  });

  it('moves across years both ways', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-05', -17)).toBe('2024-12');
  });

  it('names the month in Turkish and lists recent months newest first', () => {
    expect(formatMonth('2026-11')).toBe('Kasım 2026');
    expect(formatMonth('2026-02')).toBe('Şubat 2026');
    expect(recentMonths('2026-02', 3)).toEqual(['2026-02', '2026-01', '2025-12']);
  });

  it('names every month as Intl.DateTimeFormat("tr-TR") does', () => {
    const intl = new Intl.DateTimeFormat('tr-TR', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    for (const year of [1999, 2024, 2026, 2100]) {
      for (let month = 1; month <= 12; month += 1) {
        const key = `${year}-${String(month).padStart(2, '0')}`;
        expect(formatMonth(key)).toBe(intl.format(Date.UTC(year, month - 1)));
      }
    }
  });

  it('gives a month’s first and last days, leap years included', () => {
    expect(monthDays('2026-11')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(monthDays('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(monthDays('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthDays('2026-02')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  });
});
