import { describe, expect, it } from 'vitest';
import { AHMET_IBAN, iban, ZEYNEP_IBAN } from './bank-import.test-fixtures.js';
import type { MatchUnit } from './match-unit.js';
import { proposeUnits } from './match-units.js';
import type { StatementRow } from './statement-rows.js';

// Güneş Sitesi: blocks A (doors 1–60) and B (doors 1–20), reference "GNS-<block><door>"; unit ids
// are 1000 + door in A and 2000 + door in B.
const A = (door: number) => 1000 + door;
const B = (door: number) => 2000 + door;
const residents: Record<number, string> = {
  [A(5)]: 'Ahmet Yılmaz',
  [A(7)]: 'Şükrü Çağlar',
  [A(9)]: 'Zeynep Işık',
  [A(11)]: 'Ayşe Nur Kaya',
  [A(21)]: 'Mehmet Demir',
  [B(3)]: 'Mehmet Demir',
  [B(8)]: 'Özgür Çiftçi',
};
const debts: Record<number, number> = {
  [A(5)]: 125000,
  [A(12)]: 123456,
  [A(13)]: 85000,
  [B(4)]: 85000,
  [B(5)]: 99900,
};
const knownIbans: Record<number, string[]> = {
  [A(9)]: [ZEYNEP_IBAN],
  // One owner of two flats paying both from one account.
  [A(3)]: [AHMET_IBAN],
  [B(6)]: [AHMET_IBAN],
};

const units: MatchUnit[] = [
  ...Array.from({ length: 60 }, (_, i) => unit('A', i + 1, A(i + 1))),
  ...Array.from({ length: 20 }, (_, i) => unit('B', i + 1, B(i + 1))),
];

function unit(block: string, door: number, unitId: number): MatchUnit {
  return {
    unitId,
    block,
    doorNumber: String(door),
    paymentReference: `GNS-${block}${door}`,
    residentName: residents[unitId] ?? null,
    knownIbans: knownIbans[unitId] ?? [],
    debtKurus: debts[unitId] ?? 50000,
  };
}

let rowNumber = 1;
function row(description: string, amountKurus = 77700, extra: Partial<StatementRow> = {}): StatementRow {
  rowNumber++;
  return { rowNumber, date: '2026-01-05', description, amountKurus, hash: `h${rowNumber}`, ...extra };
}

function propose(r: StatementRow) {
  const [match] = proposeUnits([r], units);
  return match;
}

describe('payment reference', () => {
  it.each([
    'FAST GELEN AHMET YILMAZ GNS-A5 OCAK AİDATI',
    'gns a5 aidat',
    'GNSA5',
    'Ödeme: gns - a 5.',
    'EFT/GNS-A5/OCAK',
  ])('%s → A5', (description) => {
    expect(propose(row(description))).toMatchObject({ unitId: A(5), reason: 'reference' });
  });

  it('a longer reference is not a shorter one', () => {
    expect(propose(row('GNS-A51 ocak'))).toMatchObject({ unitId: A(51), reason: 'reference' });
    // "XGNS-A5" is no reference; the "A5" in it is still a block and door.
    expect(propose(row('XGNS-A5 ocak'))).toMatchObject({ unitId: A(5), reason: 'door' });
    expect(propose(row('XGNS-B21 ocak'))).toMatchObject({ unitId: null });
  });

  it('comes before everything else: the sender’s IBAN, the door and the name of another unit', () => {
    const r = row('ZEYNEP IŞIK A BLOK 7 GNS-B2', 125000, { senderIban: ZEYNEP_IBAN });
    expect(propose(r)).toMatchObject({ unitId: B(2), reason: 'reference' });
  });
});

describe('sender IBAN seen before', () => {
  it('proposes the unit the IBAN paid for', () => {
    expect(propose(row('FAST GELEN', 77700, { senderIban: ZEYNEP_IBAN }))).toMatchObject({
      unitId: A(9),
      reason: 'iban',
    });
  });

  it('an IBAN that paid for two flats is narrowed by the door in the description', () => {
    expect(propose(row('HAVALE B-6 aidat', 77700, { senderIban: AHMET_IBAN }))).toMatchObject({
      unitId: B(6),
      reason: 'door',
    });
    expect(propose(row('HAVALE aidat', 77700, { senderIban: AHMET_IBAN }))).toEqual(
      expect.objectContaining({ unitId: null, ambiguous: { reason: 'iban', unitIds: [A(3), B(6)] } }),
    );
  });

  it('an IBAN never seen proposes nothing by itself', () => {
    expect(propose(row('FAST GELEN', 77700, { senderIban: iban('00099', '1') }))).toMatchObject({ unitId: null });
  });
});

describe('block and door in the description', () => {
  it.each([
    'A blok 5',
    'a BLOK 5 ocak aidatı',
    'A-5',
    'A/5 aidat',
    'A - 5',
    'A5 nolu daire',
    "A5 no'lu daire aidatı",
    'A Blok No:5',
    'A BLOK D:5',
    'A Blok Daire No: 05',
    'A-Blok Daire 5',
    '5 nolu daire A blok',
    '5 NUMARALI DAİRE, BLOK A',
    'Blok A Daire 5',
    'ÖDEME A5',
  ])('%s → A5', (description) => {
    expect(propose(row(description))).toMatchObject({ unitId: A(5), reason: 'door' });
  });

  it.each([
    ['A blok 15', A(15)],
    ['A-15 aidat', A(15)],
    ['A5 ve 15', A(5)],
    ['B blok 5', B(5)],
    ['daire 25', A(25)],
    ['25 nolu daire', A(25)],
  ])('%s is the door meant, never a part of it', (description, unitId) => {
    expect(propose(row(description))).toMatchObject({ unitId, reason: 'door' });
  });

  it.each([
    'A blok 1.500,00 TL aidat', // an amount after the block
    'A-5,00 TL', // an amount, not door 5
    'A 5 aidat', // a bare space between block and number says too little
    'C blok 5', // no block C on this site
    'A blok 61', // no such door
    'AİDAT 5 ay', // five months, not door 5
    'EFT 2026015 A', // a number inside a longer one
  ])('%s matches no door', (description) => {
    expect(propose(row(description))).toMatchObject({ unitId: null });
  });

  it('a door without a block is proposed only where one unit has it', () => {
    // Door 5 is in A and in B: nothing to propose, both are listed.
    expect(propose(row('Daire 5 aidat'))).toEqual(
      expect.objectContaining({ unitId: null, ambiguous: { reason: 'door', unitIds: [A(5), B(5)] } }),
    );
    // … unless the amount is the debt of exactly one of them.
    expect(propose(row('Daire 5 aidat', 99900))).toMatchObject({ unitId: B(5), reason: 'amount' });
  });
});

describe('resident name', () => {
  it.each(['EFT GELEN ŞÜKRÜ ÇAĞLAR', 'eft gelen şükrü çağlar', 'EFT GELEN SUKRU CAGLAR', 'Çağlar Şükrü ocak'])(
    '%s → the unit of Şükrü Çağlar',
    (description) => {
      expect(propose(row(description))).toMatchObject({ unitId: A(7), reason: 'name' });
    },
  );

  it('Turkish case folding: IŞIK, Işık and ISIK are one name', () => {
    expect(propose(row('HAVALE ZEYNEP IŞIK'))).toMatchObject({ unitId: A(9), reason: 'name' });
    expect(propose(row('havale zeynep ısık'))).toMatchObject({ unitId: A(9), reason: 'name' });
  });

  it('every word of the name must be there, as whole words', () => {
    expect(propose(row('HAVALE AYŞE KAYA'))).toMatchObject({ unitId: null });
    expect(propose(row('HAVALE AYŞE NUR KAYA'))).toMatchObject({ unitId: A(11), reason: 'name' });
    expect(propose(row('HAVALE ŞÜKRÜCAN ÇAĞLAR'))).toMatchObject({ unitId: null });
  });

  it('reads the sender column too', () => {
    expect(propose(row('FAST', 77700, { sender: 'Özgür Çiftçi' }))).toMatchObject({ unitId: B(8), reason: 'name' });
  });

  it('an owner or tenant of a unit named in the row proposes it (PRODUCT.md §16)', () => {
    const withParties = units.map((u) => (u.unitId === B(12) ? { ...u, partyNames: ['Levent Tunç', 'Ece Bulut'] } : u));
    const [byTenant] = proposeUnits([row('KIRA AIDAT ECE BULUT')], withParties);
    expect(byTenant).toMatchObject({ unitId: B(12), reason: 'name' });
    const [byOwner] = proposeUnits([row('FAST', 77700, { sender: 'LEVENT TUNC' })], withParties);
    expect(byOwner).toMatchObject({ unitId: B(12), reason: 'name' });
    expect(propose(row('KIRA AIDAT ECE BULUT'))).toMatchObject({ unitId: null });
  });

  it('a name two residents share proposes neither', () => {
    expect(propose(row('HAVALE MEHMET DEMİR'))).toEqual(
      expect.objectContaining({ unitId: null, reason: null, ambiguous: { reason: 'name', unitIds: [A(21), B(3)] } }),
    );
  });

  it('the door comes before the name', () => {
    expect(propose(row('MEHMET DEMİR B blok 3'))).toMatchObject({ unitId: B(3), reason: 'door' });
  });
});

describe('amount equal to one unit’s debt', () => {
  it('proposes the one unit owing exactly that', () => {
    expect(propose(row('HAVALE', 123456))).toMatchObject({ unitId: A(12), reason: 'amount' });
  });

  it('two units owing the same proposes neither', () => {
    expect(propose(row('HAVALE', 85000))).toEqual(
      expect.objectContaining({ unitId: null, ambiguous: { reason: 'amount', unitIds: [A(13), B(4)] } }),
    );
  });

  it('an amount no unit owes proposes nothing', () => {
    expect(propose(row('HAVALE', 12345))).toEqual({
      rowNumber: expect.any(Number),
      hash: expect.any(String),
      unitId: null,
      reason: null,
    });
  });
});

describe('outgoing rows', () => {
  it('get no unit even when they name one', () => {
    expect(propose(row('İADE GNS-A5 AHMET YILMAZ', -125000))).toEqual(
      expect.objectContaining({ unitId: null, reason: null, outgoing: true }),
    );
  });
});

describe('a whole statement', () => {
  it('keeps the rows in order with their numbers and hashes', () => {
    const rows = [row('GNS-A5'), row('ELEKTRİK', -100), row('HAVALE', 123456)];
    expect(proposeUnits(rows, units).map((m) => [m.rowNumber, m.hash, m.unitId, m.reason])).toEqual([
      [rows[0].rowNumber, rows[0].hash, A(5), 'reference'],
      [rows[1].rowNumber, rows[1].hash, null, null],
      [rows[2].rowNumber, rows[2].hash, A(12), 'amount'],
    ]);
  });

  it('a site without blocks, references or names still matches by amount', () => {
    const bare: MatchUnit[] = [
      { unitId: 1, block: '', doorNumber: '1', paymentReference: '', knownIbans: [], debtKurus: 1000 },
      { unitId: 2, block: '', doorNumber: '2', paymentReference: '', knownIbans: [], debtKurus: 2000 },
    ];
    expect(proposeUnits([row('Daire 2'), row('x', 1000)], bare).map((m) => [m.unitId, m.reason])).toEqual([
      [2, 'door'],
      [1, 'amount'],
    ]);
  });
});
