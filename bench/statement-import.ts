// Times the bank statement import's pure part (PRODUCT.md §8: a 5,000-row statement parsed and
// matched in under 5 s) for a 2,000-unit site (20 blocks × 100 doors): a generated statement with
// every kind of description residents write (payment reference, block and door in its many
// spellings, name only, known IBAN only, amount only, expenses going out, noise), read as a
// Ziraat-style CSV (';', title rows, split Borç/Alacak, Turkish amounts) and as an .xlsx with
// date and number cells, then matched against the units. Prints the median of several runs
// next to the target; a miss prints MISS and never fails. Errors do fail: a row that does not
// parse, a row count that is off, or a proposal that contradicts a reference or a block and door
// the generator wrote.
//
//   node --import tsx bench/statement-import.ts [--rows 5000] [--units 2000] [--runs 5]
import { parseArgs } from 'node:util';
import ExcelJS from 'exceljs';
import {
  type MatchUnit,
  type ParsedStatement,
  parseStatement,
  proposeUnits,
  type RowMatch,
} from '../apps/server/src/modules/ledger/imports/bank-import/index.js';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '5000' },
    units: { type: 'string', default: '2000' },
    runs: { type: 'string', default: '5' },
  },
});
const ROWS = Number(values.rows);
const UNITS = Number(values.units);
const RUNS = Number(values.runs);
const TARGET_SECONDS = 5;
const ACCOUNT_ID = 1;

// A fixed seed: every run measures the same statement.
let seed = 20260105;
const random = () => {
  seed = (seed * 1664525 + 1013904223) >>> 0;
  return seed / 2 ** 32;
};
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];

// 40 × 50 names: nearly every resident's name is their own, as on a real site; 5% share one.
const FIRST = [
  'Ahmet',
  'Mehmet',
  'Ayşe',
  'Fatma',
  'Şükrü',
  'Zeynep',
  'Özgür',
  'İsmail',
  'Gülşen',
  'Çağrı',
  'Ümit',
  'Ilgın',
  'Emine',
  'Hüseyin',
  'Hatice',
  'Mustafa',
  'Elif',
  'Burak',
  'Merve',
  'Oğuz',
  'Selin',
  'Kemal',
  'Deniz',
  'Tuğba',
  'Serkan',
  'Esra',
  'Cem',
  'Gizem',
  'Barış',
  'Şule',
  'Volkan',
  'Pınar',
  'Onur',
  'Derya',
  'Erdem',
  'Nihan',
  'Tolga',
  'Sibel',
  'Umut',
  'İrem',
];
const LAST = [
  'Yılmaz',
  'Kaya',
  'Demir',
  'Şahin',
  'Çelik',
  'Yıldız',
  'Öztürk',
  'Aydın',
  'Arslan',
  'Doğan',
  'Işık',
  'Güneş',
  'Kılıç',
  'Aslan',
  'Çetin',
  'Kara',
  'Koç',
  'Kurt',
  'Özdemir',
  'Polat',
  'Erdoğan',
  'Tekin',
  'Ünal',
  'Bulut',
  'Korkmaz',
  'Akın',
  'Gül',
  'Keskin',
  'Özkan',
  'Şimşek',
  'Tunç',
  'Uysal',
  'Yavuz',
  'Bozkurt',
  'Çakır',
  'Ekinci',
  'Güler',
  'Karaca',
  'Sarı',
  'Taş',
  'Acar',
  'Aksoy',
  'Başaran',
  'Coşkun',
  'Duman',
  'Eren',
  'Gök',
  'Kaplan',
  'Oral',
  'Yücel',
];
const BLOCKS = 'ABCDEFGHIJKLMNOPQRST'.split('');
const doorsPerBlock = Math.ceil(UNITS / BLOCKS.length);

function ibanFor(n: number): string {
  const bban = `000620${String(n).padStart(16, '0')}`;
  let remainder = 0;
  for (const digit of `${bban}292700`) remainder = (remainder * 10 + Number(digit)) % 97;
  return `TR${String(98 - remainder).padStart(2, '0')}${bban}`;
}

const units: MatchUnit[] = [];
for (let i = 0; i < UNITS; i++) {
  const block = BLOCKS[Math.floor(i / doorsPerBlock)];
  const door = (i % doorsPerBlock) + 1;
  units.push({
    unitId: i + 1,
    block,
    doorNumber: String(door),
    paymentReference: `BNC-${block}${door}`,
    residentName:
      random() < 0.1
        ? null
        : random() < 0.05
          ? `${pick(FIRST)} ${pick(LAST)}`
          : `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]}`,
    knownIbans: random() < 0.25 ? [ibanFor(i + 1)] : [],
    debtKurus: pick([0, 125000, 250000, 137550, 98000 + i * 7]),
  });
}

interface Generated {
  date: string;
  description: string;
  kurus: number;
  /** The unit a reference or a block and door in the description names: no other may be proposed. */
  named?: number;
}

function statementLine(u: MatchUnit, n: number): Generated {
  const amount = pick([125000, 250000, 137550, u.debtKurus || 125000]);
  const day = `${String((n % 28) + 1).padStart(2, '0')}.01.2026`;
  const name = (u.residentName ?? 'Site Sakini').toLocaleUpperCase('tr');
  const kind = random();
  if (kind < 0.2)
    return {
      date: day,
      description: `FAST GELEN ${name} ${u.paymentReference} OCAK AİDATI`,
      kurus: amount,
      named: u.unitId,
    };
  if (kind < 0.45) {
    const written = pick([
      `${u.block} blok ${u.doorNumber}`,
      `${u.block}-${u.doorNumber}`,
      `${u.block}${u.doorNumber} nolu daire`,
      `${u.block} Blok No:${u.doorNumber}`,
      `${u.doorNumber} nolu daire ${u.block} blok`,
    ]);
    return { date: day, description: `EFT ${name} ${written} aidat ödemesi`, kurus: amount, named: u.unitId };
  }
  if (kind < 0.65) return { date: day, description: `HAVALE ${name} OCAK 2026`, kurus: amount };
  if (kind < 0.75) return { date: day, description: `FAST ${ibanFor(u.unitId)} GELEN TRANSFER`, kurus: amount };
  if (kind < 0.85) return { date: day, description: 'GELEN HAVALE', kurus: amount };
  if (kind < 0.95)
    return { date: day, description: pick(['ELEKTRİK FATURASI', 'ASANSÖR BAKIM', 'TEMİZLİK ÜCRETİ']), kurus: -amount };
  return { date: day, description: `KİRA GELİRİ ${n}`, kurus: amount };
}

const generated = Array.from({ length: ROWS }, (_, n) => statementLine(pick(units), n));

function turkish(kurus: number): string {
  const lira = String(Math.floor(kurus / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${lira},${String(kurus % 100).padStart(2, '0')}`;
}

function csvBytes(): Uint8Array {
  const lines = [
    'T.C. ZİRAAT BANKASI A.Ş.;;;;;',
    'Hesap Hareketleri;;;;;',
    'Müşteri Adı;BENCH SİTESİ YÖNETİCİLİĞİ;;;;',
    ';;;;;',
    'Tarih;Fiş No;Açıklama;Borç;Alacak;Bakiye',
  ];
  let balance = 100_000_000;
  generated.forEach((g, i) => {
    balance += g.kurus;
    const [debit, credit] = g.kurus < 0 ? [turkish(-g.kurus), ''] : ['', turkish(g.kurus)];
    lines.push(`${g.date};${100000 + i};${g.description};${debit};${credit};${turkish(balance)}`);
  });
  return new TextEncoder().encode(lines.join('\r\n'));
}

async function xlsxBytes(): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Hesap Hareketleri');
  sheet.addRow(['AKBANK T.A.Ş.']);
  sheet.addRow([]);
  sheet.addRow(['TARİH', 'AÇIKLAMA', 'TUTAR', 'BAKİYE']);
  let balance = 100_000_000;
  for (const g of generated) {
    balance += g.kurus;
    const [d, m, y] = g.date.split('.').map(Number);
    sheet.addRow([new Date(Date.UTC(y, m - 1, d, 10, 30)), g.description, g.kurus / 100, balance / 100]);
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

function median(xs: number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const errors: string[] = [];

async function measure(label: string, bytes: Uint8Array): Promise<void> {
  const parseMs: number[] = [];
  const matchMs: number[] = [];
  let last: { parsed: ParsedStatement; matches: RowMatch[] } | null = null;
  for (let run = 0; run < RUNS; run++) {
    const t0 = performance.now();
    const parsed = await parseStatement(bytes, { accountId: ACCOUNT_ID });
    const t1 = performance.now();
    const matches = parsed.ok ? proposeUnits(parsed.rows, units) : [];
    const t2 = performance.now();
    parseMs.push(t1 - t0);
    matchMs.push(t2 - t1);
    last = { parsed, matches };
  }
  const totals = parseMs.map((p, i) => p + matchMs[i]);
  const seconds = median(totals) / 1000;
  const verdict = seconds < TARGET_SECONDS ? 'PASS' : 'MISS';
  console.log(
    `${label}: parse ${median(parseMs).toFixed(0)} ms + match ${median(matchMs).toFixed(0)} ms = ` +
      `${(seconds * 1000).toFixed(0)} ms (median of ${RUNS}; min ${Math.min(...totals).toFixed(0)}, max ${Math.max(...totals).toFixed(0)}), ` +
      `target < ${TARGET_SECONDS} s: ${verdict}`,
  );
  if (!last?.parsed.ok) {
    errors.push(`${label}: ${last?.parsed.ok === false ? last.parsed.message : 'no run'}`);
    return;
  }
  const { parsed, matches } = last;
  if (parsed.rows.length + parsed.problems.length !== ROWS)
    errors.push(`${label}: ${parsed.rows.length} rows read of ${ROWS}`);
  if (parsed.problems.length)
    errors.push(`${label}: ${parsed.problems.length} row problems, first: ${parsed.problems[0].message}`);
  const byReason = new Map<string, number>();
  let contradicted = 0;
  matches.forEach((m, i) => {
    const key = m.outgoing ? 'outgoing' : (m.reason ?? (m.ambiguous ? 'ambiguous' : 'none'));
    byReason.set(key, (byReason.get(key) ?? 0) + 1);
    const named = generated[i].named;
    if (named !== undefined && m.unitId !== named) contradicted++;
  });
  console.log(`  proposals: ${[...byReason].map(([k, n]) => `${k} ${n}`).join(', ')}`);
  if (contradicted) errors.push(`${label}: ${contradicted} rows naming a unit were not proposed that unit`);
}

console.log(`statement import: ${ROWS} rows, ${units.length} units (PRODUCT.md §8)`);
await measure('csv  (Ziraat layout, split Borç/Alacak)', csvBytes());
await measure('xlsx (Akbank layout, date and number cells)', await xlsxBytes());
if (errors.length) {
  for (const e of errors) console.error(`FAILED: ${e}`);
  process.exit(1);
}
