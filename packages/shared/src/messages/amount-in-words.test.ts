import { describe, expect, it } from 'vitest';
import { amountInWords, numberInWords } from './amount-in-words.js';

describe('amountInWords', () => {
  it.each([
    [5, 'Sıfır Türk lirası beş kuruş'],
    [100_000, 'Bin Türk lirası sıfır kuruş'],
    [100_110, 'Bin bir Türk lirası on kuruş'],
    [100_000_000, 'Bir milyon Türk lirası sıfır kuruş'],
    [2_145_075, 'Yirmi bir bin dört yüz elli Türk lirası yetmiş beş kuruş'],
    [125_000, 'Bin iki yüz elli Türk lirası sıfır kuruş'],
    [0, 'Sıfır Türk lirası sıfır kuruş'],
    [20_000, 'İki yüz Türk lirası sıfır kuruş'],
    [11_111_111_199, 'Yüz on bir milyon yüz on bir bin yüz on bir Türk lirası doksan dokuz kuruş'],
  ])('%i kuruş is "%s"', (kurus, words) => {
    expect(amountInWords(kurus)).toBe(words);
  });

  it('says "bin" alone only for one thousand, and keeps "bir" before milyon', () => {
    expect(numberInWords(1000)).toBe('bin');
    expect(numberInWords(2000)).toBe('iki bin');
    expect(numberInWords(1_001_000)).toBe('bir milyon bin');
    expect(numberInWords(101_000)).toBe('yüz bir bin');
    expect(numberInWords(1_000_000_000)).toBe('bir milyar');
  });

  it('refuses what is not a whole, non-negative amount', () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(1.5)).toThrow(RangeError);
  });
});
