import type { UnitCollectionDto } from '@aidat/shared';
import { describe, expect, it } from 'vitest';
import { checkBatch, lineOfServerError } from './check-batch';
import { batchItem, debtLines, runningTotal, sentGroups, startingAmount } from './debt-lines';

const UNIT: UnitCollectionDto = {
  unitId: 5,
  block: 'A',
  doorNumber: '5',
  residentName: null,
  tenantName: null,
  ownerNames: [],
  duesDebt: -0.1,
  charges: [
    { additionalChargeId: 9, title: 'Çatı', debt: -0.2, chargedTo: 'owner' },
    { additionalChargeId: 3, title: 'Çatı Onarımı', debt: -1234567.5, chargedTo: 'owner' },
  ],
  lateFeeDebt: 0,
  lateFeeAccrued: 0,
};

describe('debt lines', () => {
  it('says whom to ask when it is not the resident (PRODUCT.md §16): the tenant for dues and fees, the owners for theirs', () => {
    const rented = {
      ...UNIT,
      residentName: 'Ece Bulut',
      tenantName: 'Ece Bulut',
      ownerNames: ['Levent Tunç'],
      lateFeeDebt: -5,
      charges: [{ additionalChargeId: 9, title: 'Asansör', debt: -100, chargedTo: 'owner' as const }],
    };
    expect(debtLines([rented]).map((l) => [l.key, l.askOf])).toEqual([
      ['5:aidat', undefined],
      ['5:ekbutce:9', { party: 'owners', names: 'Levent Tunç' }],
      ['5:gecikme', undefined],
    ]);
    const away = { ...rented, residentName: null };
    expect(debtLines([away]).map((l) => l.askOf?.party)).toEqual(['tenant', 'owners', 'tenant']);
  });

  it('gives every unit its dues and each ek bütçe by its id, not its title', () => {
    expect(debtLines([UNIT]).map((l) => l.key)).toEqual(['5:aidat', '5:ekbutce:9', '5:ekbutce:3']);
    // The answer's debts are negative balances; the amount to collect starts from what is owed.
    expect(debtLines([UNIT]).map((l) => l.debt)).toEqual([0.1, 0.2, 1234567.5]);
    expect(startingAmount(debtLines([UNIT])[2])).toBe('1.234.567,50');
  });

  it('adds a line for the late fees owed today, accrued part shown, sent as a dues payment', () => {
    const lines = debtLines([{ ...UNIT, lateFeeDebt: -37.5, lateFeeAccrued: 12.5 }]);
    expect(lines.map((l) => l.key)).toEqual(['5:aidat', '5:ekbutce:9', '5:ekbutce:3', '5:gecikme']);
    expect(lines[3]).toMatchObject({ kind: 'gecikme', debt: 37.5, accrued: 12.5 });
    expect(startingAmount(lines[3])).toBe('37,50');
    expect(batchItem(lines[3], { amounts: {}, included: new Set() })).toEqual({
      unitId: 5,
      kind: 'aidat',
      additionalChargeId: undefined,
      amount: 37.5,
    });
  });

  it('totals the ticked rows in kuruş and leaves out what does not read as a number', () => {
    const lines = debtLines([UNIT]);
    const included = new Set(['5:aidat', '5:ekbutce:9']);
    expect(runningTotal(lines, { amounts: {}, included })).toBe(0.3);
    expect(runningTotal(lines, { amounts: { '5:ekbutce:9': 'on lira' }, included })).toBe(0.1);
  });

  it("finds the row a server's error details name among the rows sent", () => {
    const lines = debtLines([UNIT]);
    expect(lineOfServerError({ field: 'items.1.unitId', row: 2 }, lines)).toBe('5:ekbutce:9');
    expect(lineOfServerError({ field: 'accountId' }, lines)).toBeUndefined();
    expect(lineOfServerError({}, lines)).toBeUndefined();
    expect(lineOfServerError({ row: 9 }, lines)).toBeUndefined();
  });
});

describe('a unit paid in full in one batch', () => {
  const SETTINGS = { siteId: 1, accountId: 2, method: 'havale', date: '2026-11-20' };
  const lines = debtLines([
    { ...UNIT, lateFeeDebt: -0.2, lateFeeAccrued: 0.2 },
    { ...UNIT, unitId: 6, charges: [], lateFeeDebt: -5, lateFeeAccrued: 5 },
  ]);

  it("sends a fee line ticked with its unit's dues in that dues payment, summed in kuruş", () => {
    const included = new Set(['5:aidat', '5:ekbutce:9', '5:gecikme', '6:gecikme']);
    expect(sentGroups(lines, { amounts: {}, included }).map((g) => g.map((l) => l.key))).toEqual([
      ['5:aidat', '5:gecikme'],
      ['5:ekbutce:9'],
      // Its dues not ticked, a fee goes as a dues payment of its own.
      ['6:gecikme'],
    ]);
    const checked = checkBatch(lines, { amounts: {}, included }, SETTINGS);
    expect(checked.ok && checked.body.items).toEqual([
      { unitId: 5, kind: 'aidat', amount: 0.3 },
      { unitId: 5, kind: 'ekbutce', additionalChargeId: 9, amount: 0.2 },
      { unitId: 6, kind: 'aidat', amount: 5 },
    ]);
  });

  it("names a bad fee amount by its payment's row and marks the fee line", () => {
    const included = new Set(['5:aidat', '5:ekbutce:9', '5:gecikme']);
    const checked = checkBatch(lines, { amounts: { '5:gecikme': '1,5,0' }, included }, SETTINGS);
    expect(checked.ok).toBe(false);
    if (!checked.ok) {
      expect(checked.problem.lineKey).toBe('5:gecikme');
      expect(checked.problem.message).toMatch(/^1\. satır/);
    }
  });
});
