import { describe, expect, it } from 'vitest';
import { dateOfCell, instantOf, parseDate, parseTime, timeOfCell } from './dates.js';

describe('statement dates', () => {
  it.each([
    ['05.01.2026', { day: '2026-01-05' }],
    ['5.1.2026', { day: '2026-01-05' }],
    ['05/01/2026', { day: '2026-01-05' }],
    ['05-01-2026', { day: '2026-01-05' }],
    ['05/01/2026-14:35:07', { day: '2026-01-05', time: '14:35:07' }],
    ['05.01.2026 14:35', { day: '2026-01-05', time: '14:35:00' }],
    ['05.01.2026 00:00:00', { day: '2026-01-05' }],
    ['2026-01-05', { day: '2026-01-05' }],
    ['2026-01-05T09:30:00', { day: '2026-01-05', time: '09:30:00' }],
    ['29.02.2024', { day: '2024-02-29' }],
    [' 31.12.2025 ', { day: '2025-12-31' }],
  ])('%s', (text, date) => {
    expect(parseDate(text)).toEqual(date);
  });

  it.each([
    '',
    'Tarih',
    '31.02.2026',
    '29.02.2025',
    '00.01.2026',
    '05.13.2026',
    '05.01.26',
    '05.01.2026 25:00',
    '05.01.2026 abc',
    '1.500,00',
  ])('refuses %j', (text) => {
    expect(parseDate(text)).toBeNull();
  });

  it('reads times of a separate column', () => {
    expect(parseTime('8:05')).toBe('08:05:00');
    expect(parseTime('17.45.10')).toBe('17:45:10');
    expect(parseTime('24:00')).toBeNull();
    expect(timeOfCell({ text: '30.12.1899 14:35:00', date: { day: '1899-12-30', time: '14:35:00' } })).toBe('14:35:00');
    expect(timeOfCell({ text: '30.12.1899', date: { day: '1899-12-30' } })).toBe('00:00:00');
  });

  it('a date cell wins over its text', () => {
    expect(dateOfCell({ text: 'whatever', date: { day: '2026-01-05' } })).toEqual({ day: '2026-01-05' });
  });

  it('places a row in Istanbul time: its time, or noon of its day', () => {
    expect(instantOf({ day: '2026-01-05', time: '14:35:07' }).toISOString()).toBe('2026-01-05T11:35:07.000Z');
    expect(instantOf({ day: '2026-01-05' }).toISOString()).toBe('2026-01-05T09:00:00.000Z');
    expect(instantOf({ day: '2026-01-01', time: '01:00:00' }).toISOString()).toBe('2025-12-31T22:00:00.000Z');
  });
});
