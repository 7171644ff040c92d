import { afterEach, describe, expect, it } from 'vitest';
import { balanceTone, formatBalance, formatCountdown, formatDate, formatMoney } from './format';

describe('money formatting', () => {
  it('signs and groups balances the Turkish way', () => {
    expect(formatBalance(1250)).toBe('+1.250,00 ₺');
    expect(formatBalance(-3400.5)).toBe('-3.400,50 ₺');
    expect(formatBalance(0)).toBe('0,00 ₺');
  });

  it('shows plain amounts without a plus sign', () => {
    expect(formatMoney(1250)).toBe('1.250,00 ₺');
    expect(formatMoney(-2.5)).toBe('-2,50 ₺');
  });

  it('classifies balances by their kuruş value', () => {
    expect(balanceTone(0.01)).toBe('positive');
    expect(balanceTone(-0.01)).toBe('negative');
    expect(balanceTone(0)).toBe('zero');
    expect(balanceTone(0.004)).toBe('zero');
    expect(balanceTone(Number.NaN)).toBe('zero');
  });
});

describe('date formatting', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  it('formats the three SPEC formats', () => {
    const iso = '2025-03-07T09:05:03Z';
    expect(formatDate(iso)).toBe('07.03.2025 09:05:03');
    expect(formatDate(iso, 'date')).toBe('07.03.2025');
    expect(formatDate(iso, 'dateTimeShort')).toBe('07.03.2025 09:05');
  });

  it('converts UTC to local time, also for timestamps without an offset', () => {
    process.env.TZ = 'Europe/Istanbul';
    expect(formatDate('2025-03-07T21:30:00Z')).toBe('08.03.2025 00:30:00');
    expect(formatDate('2025-03-07T21:30:00')).toBe('08.03.2025 00:30:00');
    expect(formatDate(new Date(Date.UTC(2025, 0, 1, 12)), 'dateTimeShort')).toBe('01.01.2025 15:00');
  });

  it("shows 'Geçersiz tarih' for unparseable input", () => {
    expect(formatDate('not a date')).toBe('Geçersiz tarih');
    expect(formatDate(Number.NaN)).toBe('Geçersiz tarih');
  });

  it("shows 'Tarih hatası' when formatting throws", () => {
    const hostile = {
      valueOf() {
        throw new Error('boom');
      },
    } as unknown as Date;
    expect(formatDate(hostile)).toBe('Tarih hatası');
  });

  it('shows a dash for an absent date', () => {
    expect(formatDate(null)).toBe('-');
    expect(formatDate(undefined)).toBe('-');
    expect(formatDate('')).toBe('-');
  });
});

describe('countdown formatting', () => {
  it('pads minutes and seconds', () => {
    expect(formatCountdown(180)).toBe('03:00');
    expect(formatCountdown(59)).toBe('00:59');
    expect(formatCountdown(-4)).toBe('00:00');
  });
});
