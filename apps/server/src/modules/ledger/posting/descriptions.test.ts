import { describe, expect, it } from 'vitest';
import { ekbutcePaymentDescription, reversalDescription } from './descriptions.js';

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

describe('ekbutcePaymentDescription', () => {
  it('defaults to "{title} ödemesi" and keeps a description that names the title', () => {
    expect(ekbutcePaymentDescription('Çatı Onarımı', undefined)).toBe('Çatı Onarımı ödemesi');
    expect(ekbutcePaymentDescription('Çatı Onarımı', 'Çatı Onarımı 2. taksit')).toBe('Çatı Onarımı 2. taksit');
  });

  it('puts the title in front of a description that lacks it', () => {
    expect(ekbutcePaymentDescription('Çatı Onarımı', 'elden')).toBe('Çatı Onarımı ödemesi: elden');
  });
});
