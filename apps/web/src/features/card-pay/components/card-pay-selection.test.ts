import type { PartyItemDto } from '@aidat/shared';
import { describe, expect, it } from 'vitest';
import { isPickable, pickAll, toggle } from './card-pay-selection';

const item = (id: number | null, type: PartyItemDto['type'], unpaid = 100): PartyItemDto => ({
  id,
  type,
  description: String(id),
  date: '2026-01-01',
  amount: 100,
  payerRole: 'occupant',
  unpaid,
  tenantDebt: false,
});

const items = [
  item(1, 'aidat_charge', 0),
  item(9, 'gecikme_charge'),
  item(2, 'aidat_charge'),
  item(null, 'gecikme_charge'),
  item(3, 'ekbutce_charge'),
  item(4, 'aidat_charge'),
  item(5, 'ekbutce_charge'),
];

describe('card payment selection', () => {
  it('offers only unpaid dues and ek bütçe charges', () => {
    expect(items.filter(isPickable).map((i) => i.id)).toEqual([2, 3, 4, 5]);
    expect([...pickAll(items)]).toEqual([2, 3, 4, 5]);
  });

  it('ticks the older ones of the same type with a newer one, and unticks the newer ones with an older one', () => {
    const four = toggle(items, new Set(), 4);
    expect([...four].sort()).toEqual([2, 4]);
    const five = toggle(items, four, 5);
    expect([...five].sort()).toEqual([2, 3, 4, 5]);
    expect([...toggle(items, five, 2)].sort()).toEqual([3, 5]);
    expect([...toggle(items, five, 3)].sort()).toEqual([2, 4]);
    expect([...toggle(items, five, 99)].sort()).toEqual([2, 3, 4, 5]);
  });
});
