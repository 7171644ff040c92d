import type { UnitDetailTransaction } from '@aidat/shared';
import { describe, expect, it } from 'vitest';
import { chargeTransactions, duesTransactions, entryKind } from './unit-ledger-sections';

const tx = (
  type: UnitDetailTransaction['type'],
  description: string,
  amount: number,
  additionalChargeId: number | null = null,
): UnitDetailTransaction => ({
  id: 1,
  type,
  description,
  amount,
  date: '2025-01-01T00:00:00.000Z',
  additionalChargeId,
  receiptNo: null,
  runningBalance: 0,
});

const ROOF = 7;
const ROOF_REPAIR = 8;

describe('unit ledger sections', () => {
  const all = [
    tx('aidat_charge', 'Ocak Aidatı', 1250),
    tx('ekbutce_charge', 'Çatı Onarımı ek bütçesi', 2500, ROOF_REPAIR),
    tx('ekbutce_charge', 'Çatı ek bütçesi', 900, ROOF),
    tx('ekbutce_payment', 'Çatı Onarımı ödemesi', 100, ROOF_REPAIR),
    tx('aidat_payment', 'Çatı Onarımı için yanlışlıkla aidat', 5),
  ];

  it('puts only dues types in the dues section', () => {
    expect(duesTransactions(all).map((t) => t.description)).toEqual([
      'Ocak Aidatı',
      'Çatı Onarımı için yanlışlıkla aidat',
    ]);
  });

  it("keeps 'Çatı' and 'Çatı Onarımı' apart although one title contains the other", () => {
    expect(chargeTransactions(all, ROOF).map((t) => t.description)).toEqual(['Çatı ek bütçesi']);
    expect(chargeTransactions(all, ROOF_REPAIR).map((t) => t.description)).toEqual([
      'Çatı Onarımı ek bütçesi',
      'Çatı Onarımı ödemesi',
    ]);
    expect(chargeTransactions(all, 99)).toEqual([]);
  });

  it('names each entry a charge, a payment or a reversal', () => {
    expect(entryKind(tx('aidat_charge', '', -1))).toBe('reversal');
    expect(entryKind(tx('ekbutce_payment', '', 1))).toBe('payment');
    expect(entryKind(tx('ekbutce_charge', '', 1))).toBe('charge');
  });
});
