import { TRANSACTION_TYPES } from '@aidat/shared';
import { describe, expect, it } from 'vitest';
import { balanceEffect } from './ledger';

describe('balanceEffect', () => {
  it('reads charges as negative, payments as positive and reversals as undoing them', () => {
    expect(balanceEffect({ type: 'aidat_charge', amount: 1250 })).toBe(-1250);
    expect(balanceEffect({ type: 'aidat_payment', amount: 0.1 })).toBe(0.1);
    expect(balanceEffect({ type: 'aidat_charge', amount: -99.99 })).toBe(99.99);
    expect(balanceEffect({ type: 'ekbutce_payment', amount: -0.01 })).toBe(-0.01);
    expect(balanceEffect({ type: 'ekbutce_charge', amount: 300 })).toBe(-300);
  });

  it('never answers -0, which would show as a signed zero', () => {
    for (const type of TRANSACTION_TYPES) expect(Object.is(balanceEffect({ type, amount: 0 }), -0)).toBe(false);
  });
});
