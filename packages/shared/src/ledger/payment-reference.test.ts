import { describe, expect, it } from 'vitest';
import { paymentReference, siteCodeBase, siteCodeCandidate } from './payment-reference.js';

describe('site code', () => {
  it('is the first letter, then consonants, then vowels, in ASCII, padded to three', () => {
    expect(siteCodeBase('Güneş Sitesi')).toBe('GNS');
    expect(siteCodeBase('Deniz Sitesi')).toBe('DNZ');
    expect(siteCodeBase('Işıklı Konutları')).toBe('ISK');
    expect(siteCodeBase('Çınar Evleri')).toBe('CNR');
    expect(siteCodeBase('Ayla')).toBe('AYL');
    expect(siteCodeBase('Oa')).toBe('OAX');
    expect(siteCodeBase('123')).toBe('XXX');
  });

  it('numbers the later candidates', () => {
    expect([1, 2, 3].map((n) => siteCodeCandidate('GNS', n))).toEqual(['GNS', 'GNS2', 'GNS3']);
  });
});

describe('payment reference', () => {
  it('writes a lettered block and a numbered door together', () => {
    expect(paymentReference('GNS', 'A', '5')).toBe('GNS-A5');
    expect(paymentReference('GNS', 'ç', '12')).toBe('GNS-Ç12');
  });

  it('puts a dash between any other pair, so that no two units of a site share one', () => {
    expect(paymentReference('GNS', 'A1', '5')).toBe('GNS-A1-5');
    expect(paymentReference('GNS', 'A', '15')).toBe('GNS-A15');
    expect(paymentReference('GNS', 'A', '1B')).toBe('GNS-A-1B');
    expect(paymentReference('GNS', 'A1', 'B')).toBe('GNS-A1-B');
    expect(paymentReference('GNS', '3', '12')).toBe('GNS-3-12');
    expect(paymentReference('GNS', 'A Blok', '5')).toBe('GNS-ABLOK5');
  });
});
