import { describe, expect, it } from 'vitest';
import { ekbutcePaymentDescription, reversalDescription, reversalReason } from './ledger-dto.js';

describe('reversalDescription', () => {
  it('names the original entry and the reason', () => {
    expect(reversalDescription('Kasım 2026 Aidatı', 'Muafiyet')).toBe('İptal: Kasım 2026 Aidatı (Muafiyet)');
  });

  it('shortens the end of a long original so the whole fits in 500 characters, keeping its start', () => {
    const original = `Çatı Onarımı ödemesi: ${'x'.repeat(478)}`;
    const text = reversalDescription(original, 'r'.repeat(200));
    expect(text).toHaveLength(500);
    expect(text.startsWith('İptal: Çatı Onarımı ödemesi: x')).toBe(true);
    expect(text.endsWith(`… (${'r'.repeat(200)})`)).toBe(true);
  });
});

describe('reversalReason', () => {
  it('reads back the reason reversalDescription wrote, also with parentheses in it', () => {
    const original = 'Kasım 2026 Aidatı (elden)';
    expect(reversalReason(reversalDescription(original, 'Muafiyet (karar 3)'), original)).toBe('Muafiyet (karar 3)');
  });

  it('reads the reason after a shortened original', () => {
    const original = `Çatı Onarımı ödemesi: ${'x… (y) '.repeat(80)}`;
    const reason = `Yanlış daire… (${'r'.repeat(150)})`;
    expect(reversalReason(reversalDescription(original, reason), original)).toBe(reason);
  });

  it('answers a description in another form whole', () => {
    expect(reversalReason('Elle düzeltme', 'Kasım 2026 Aidatı')).toBe('Elle düzeltme');
  });
});

describe('ekbutcePaymentDescription', () => {
  it('defaults to "{title} ödemesi" and keeps a description that names the title', () => {
    expect(ekbutcePaymentDescription('Çatı Onarımı', undefined)).toBe('Çatı Onarımı ödemesi');
    expect(ekbutcePaymentDescription('Çatı Onarımı', 'Çatı Onarımı 2. taksit')).toBe('Çatı Onarımı 2. taksit');
  });

  it('puts the title in front of a description that lacks it', () => {
    expect(ekbutcePaymentDescription('Çatı Onarımı', 'elden')).toBe('Çatı Onarımı ödemesi: elden');
  });
});
