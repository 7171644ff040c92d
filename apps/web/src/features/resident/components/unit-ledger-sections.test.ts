import type { UnitDetailTransaction } from '@aidat/shared';
import { describe, expect, it } from 'vitest';
import { balanceEffect, chargeTransactions, duesTransactions, entryKind, keyed } from './unit-ledger-sections';

const tx = (type: UnitDetailTransaction['type'], description: string, amount: number): UnitDetailTransaction => ({
  type,
  description,
  amount,
  date: '2025-01-01T00:00:00.000Z',
});

describe('unit ledger sections', () => {
  const all = [
    tx('aidat_charge', 'Ocak Aidatı', 1250),
    tx('ekbutce_charge', 'ÇATI ONARIMI ek bütçesi', 2500),
    tx('ekbutce_payment', 'Asansör ödemesi', 100),
    tx('aidat_payment', 'Çatı Onarımı için yanlışlıkla aidat', 5),
  ];

  it('puts only dues types in the dues section', () => {
    expect(duesTransactions(all).map((t) => t.description)).toEqual([
      'Ocak Aidatı',
      'Çatı Onarımı için yanlışlıkla aidat',
    ]);
  });

  it('matches extra-budget entries by title, ignoring Turkish case', () => {
    expect(chargeTransactions(all, 'Çatı Onarımı').map((t) => t.description)).toEqual(['ÇATI ONARIMI ek bütçesi']);
    expect(chargeTransactions(all, 'Boya')).toEqual([]);
  });

  it('reads charges as negative, payments as positive and reversals as undoing them', () => {
    expect(balanceEffect(tx('aidat_charge', '', 1250))).toBe(-1250);
    expect(balanceEffect(tx('aidat_payment', '', 0.1))).toBe(0.1);
    expect(balanceEffect(tx('aidat_charge', '', -99.99))).toBe(99.99);
    expect(balanceEffect(tx('ekbutce_payment', '', -0.01))).toBe(-0.01);
    expect(entryKind(tx('aidat_charge', '', -1))).toBe('reversal');
    expect(entryKind(tx('ekbutce_payment', '', 1))).toBe('payment');
    expect(entryKind(tx('ekbutce_charge', '', 1))).toBe('charge');
  });
});

describe('keyed', () => {
  it('numbers repeated texts so every key is unique', () => {
    expect(keyed(['a', 'b', 'a'], (x) => x).map((k) => k.key)).toEqual(['a#0', 'b#0', 'a#1']);
  });
});
