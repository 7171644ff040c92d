import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  AHMET_IBAN,
  ENCODINGS,
  encode,
  encodeUtf8,
  GARANTI_CSV,
  ISBANK_CSV,
  SITE_IBAN,
  YAPIKREDI_CSV,
  ZEYNEP_IBAN,
  ZIRAAT_CSV,
} from './bank-import.test-fixtures.js';
import { type ParsedStatement, parseStatement } from './parse-statement.js';

const ACCOUNT = 7;

function rowsOf(result: ParsedStatement) {
  if (!result.ok) throw new Error(`expected a parsed statement, got ${result.code}: ${result.message}`);
  return result.rows.map(({ hash: _hash, ...row }) => row);
}

async function parsed(bytes: Uint8Array, options: Partial<Parameters<typeof parseStatement>[1]> = {}) {
  const result = await parseStatement(bytes, { accountId: ACCOUNT, accountIban: SITE_IBAN, ...options });
  if (!result.ok) throw new Error(`expected a parsed statement, got ${result.code}: ${result.message}`);
  return result;
}

describe.each(ENCODINGS)('bank layouts in %s', (encoding) => {
  it('Ziraat: title rows, split Borç/Alacak, a total row, an IBAN in the description', async () => {
    const result = await parsed(encode(ZIRAAT_CSV, encoding), { preset: 'ziraat' });
    expect(result.format).toBe('csv');
    expect(result.encoding).toBe(encoding === 'windows-1254' ? 'windows-1254' : 'utf-8');
    expect(result.headerRowNumber).toBe(7);
    expect(result.columns).toEqual({
      date: 'Tarih',
      description: 'Açıklama',
      debit: 'Borç',
      credit: 'Alacak',
      balance: 'Bakiye',
    });
    expect(result.problems).toEqual([]);
    expect(rowsOf(result)).toEqual([
      {
        rowNumber: 8,
        date: '2026-01-02',
        description: 'FAST GELEN AHMET YILMAZ GNS-A5 OCAK AİDATI',
        amountKurus: 125000,
        balanceKurus: 1125000,
      },
      {
        rowNumber: 9,
        date: '2026-01-03',
        description: 'EFT GELEN ŞÜKRÜ ÇAĞLAR A BLOK 7 OCAK',
        amountKurus: 123456,
        balanceKurus: 1248456,
      },
      {
        rowNumber: 10,
        date: '2026-01-04',
        description: 'ELEKTRİK FATURASI BAŞKENT EDAŞ',
        amountKurus: -234567,
        balanceKurus: 1013889,
      },
      // A debit printed with a minus is money out all the same.
      {
        rowNumber: 11,
        date: '2026-01-05',
        description: 'HESAP İŞLETİM ÜCRETİ',
        amountKurus: -5000,
        balanceKurus: 1008889,
      },
      {
        rowNumber: 12,
        date: '2026-01-06',
        description: expect.stringContaining('ZEYNEP IŞIK'),
        amountKurus: 85000,
        senderIban: ZEYNEP_IBAN,
        balanceKurus: 1093889,
      },
    ]);
  });

  it('İş Bankası: Tarih/Saat with dd/MM/yyyy-HH:mm:ss, signed amounts, "+1.000", a Karşı IBAN column', async () => {
    const result = await parsed(encode(ISBANK_CSV, encoding), { preset: 'isbank' });
    expect(result.headerRowNumber).toBe(4);
    expect(result.columns).toMatchObject({ date: 'Tarih/Saat', amount: 'İşlem Tutarı', senderIban: 'Karşı IBAN' });
    expect(result.problems).toEqual([]);
    expect(rowsOf(result)).toEqual([
      {
        rowNumber: 5,
        date: '2026-01-05',
        time: '14:35:07',
        description: 'HAVALE MEHMET DEMİR A blok 5 Ocak aidatı',
        amountKurus: 125000,
        senderIban: AHMET_IBAN,
        balanceKurus: 1250000,
      },
      {
        rowNumber: 6,
        date: '2026-01-06',
        time: '09:02:00',
        description: 'EFT MASRAFI',
        amountKurus: -5000,
        balanceKurus: 1245000,
      },
      {
        rowNumber: 7,
        date: '2026-01-07',
        time: '23:59:59',
        description: 'FAST GÖNDEREN ÖZGÜR ÇİFTÇİ 5 nolu daire B blok',
        amountKurus: 100000,
        balanceKurus: 1345000,
      },
    ]);
  });

  it('Garanti BBVA: comma separated and quoted, bracketed and trailing-minus amounts, a line break in a field', async () => {
    const result = await parsed(encode(GARANTI_CSV, encoding));
    expect(result.headerRowNumber).toBe(1);
    expect(result.problems).toEqual([]);
    expect(rowsOf(result)).toEqual([
      {
        rowNumber: 2,
        date: '2026-01-07',
        time: '10:15:00',
        description: 'Gelen FAST: ŞÜKRÜ ÇAĞLAR, B-12 aidat',
        amountKurus: 125000,
        balanceKurus: 1370000,
      },
      {
        rowNumber: 3,
        date: '2026-01-08',
        description: 'Elektrik faturası "Ocak"',
        amountKurus: -234567,
        balanceKurus: 1135433,
      },
      {
        rowNumber: 4,
        date: '2026-01-09',
        description: 'Kira geliri ödemesi çok satırlı açıklama',
        amountKurus: -5000,
        balanceKurus: 1130433,
      },
    ]);
  });

  it('Yapı Kredi: tab separated, a separate Saat column, amounts with TL', async () => {
    const result = await parsed(encode(YAPIKREDI_CSV, encoding), { preset: 'yapikredi' });
    expect(result.headerRowNumber).toBe(4);
    expect(result.columns).toMatchObject({ time: 'Saat', amount: 'İşlem Tutarı' });
    expect(rowsOf(result)).toEqual([
      {
        rowNumber: 5,
        date: '2026-01-10',
        time: '08:30:00',
        description: 'DAİRE 25 AİDAT ÖDEMESİ',
        amountKurus: 125000,
        balanceKurus: 500000,
      },
      {
        rowNumber: 6,
        date: '2026-01-11',
        time: '17:45:10',
        description: 'ASANSÖR BAKIM ÜCRETİ',
        amountKurus: -300000,
        balanceKurus: 200000,
      },
    ]);
  });

  it('finds the layout without a preset, and the hashes do not depend on the encoding', async () => {
    for (const csv of [ZIRAAT_CSV, ISBANK_CSV, GARANTI_CSV, YAPIKREDI_CSV]) {
      const here = await parsed(encode(csv, encoding));
      const utf8 = await parsed(encodeUtf8(csv));
      expect(here.rows.map((r) => r.hash)).toEqual(utf8.rows.map((r) => r.hash));
      expect(here.rows.length).toBeGreaterThan(0);
    }
  });
});

/** Akbank's .xlsx as exceljs would read a real export: date cells, number cells, title rows, a footer. */
async function akbankXlsx(): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Hesap Hareketleri');
  sheet.addRow(['AKBANK T.A.Ş.']);
  sheet.mergeCells('A1:D1');
  sheet.addRow(['Hesap Hareketleri']);
  sheet.addRow(['Hesap', '0123 - 0456789', 'IBAN', SITE_IBAN]);
  sheet.addRow([]);
  sheet.addRow(['TARİH', 'AÇIKLAMA', 'TUTAR', 'BAKİYE']);
  // Excel keeps wall-clock time with no zone; exceljs writes a Date's UTC fields as that wall clock.
  sheet.addRow([new Date(Date.UTC(2026, 0, 12, 13, 5, 9)), 'FAST GELEN ZEYNEP IŞIK GNS-B3', 850, 10850.5]);
  sheet.addRow([new Date(Date.UTC(2026, 0, 13)), 'KOMİSYON', -50, 10800.5]);
  sheet.addRow(['14.01.2026', 'HAVALE AHMET YILMAZ', '1.234,56', 12035.06]);
  sheet.addRow([new Date(Date.UTC(2026, 0, 15)), 'FAİZ', 0.1 + 0.2, { formula: 'D8+C9', result: 12035.36 }]);
  sheet.addRow([
    new Date(Date.UTC(2026, 0, 16, 9, 0)),
    { richText: [{ text: 'EFT GELEN ' }, { text: 'B blok 4', font: { bold: true } }] },
    1234567.89,
    1246603.25,
  ]);
  sheet.addRow(['', 'TOPLAM', 1247902.75, '']);
  for (const row of [6, 7, 9, 10]) sheet.getCell(`A${row}`).numFmt = 'dd.mm.yyyy hh:mm:ss';
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

describe('an .xlsx statement (Akbank)', () => {
  it('takes dates from date cells and amounts exactly from number cells', async () => {
    const result = await parsed(await akbankXlsx(), { preset: 'akbank' });
    expect(result.format).toBe('xlsx');
    expect(result.headerRowNumber).toBe(5);
    expect(result.problems).toEqual([]);
    expect(rowsOf(result)).toEqual([
      {
        rowNumber: 6,
        date: '2026-01-12',
        time: '13:05:09',
        description: 'FAST GELEN ZEYNEP IŞIK GNS-B3',
        amountKurus: 85000,
        balanceKurus: 1085050,
      },
      { rowNumber: 7, date: '2026-01-13', description: 'KOMİSYON', amountKurus: -5000, balanceKurus: 1080050 },
      // Text cells in a sheet are read like CSV text.
      {
        rowNumber: 8,
        date: '2026-01-14',
        description: 'HAVALE AHMET YILMAZ',
        amountKurus: 123456,
        balanceKurus: 1203506,
      },
      // 0.1 + 0.2 is 0.30000000000000004 in the cell: 30 kuruş, not 30.000000000000004.
      { rowNumber: 9, date: '2026-01-15', description: 'FAİZ', amountKurus: 30, balanceKurus: 1203536 },
      {
        rowNumber: 10,
        date: '2026-01-16',
        time: '09:00:00',
        description: 'EFT GELEN B blok 4',
        amountKurus: 123456789,
        balanceKurus: 124660325,
      },
    ]);
  });
});

describe('row problems', () => {
  const csv = [
    'Tarih;Açıklama;Tutar;Bakiye',
    '32.01.2026;Yanlış gün;100,00;1,00',
    '02.01.2026;Çok ondalık;12,3456;',
    '03.01.2026;Tutarsız;;',
    '04.01.2026;Bakiyesi bozuk;100,00;abc',
    '05.01.2026;Doğru;100,00;',
    'Tarih;Açıklama;Tutar;Bakiye',
    '06.01.2026;Sıfır;0,00;',
    'Devreden bakiye;;;12.000,00',
  ].join('\n');

  it('names the row and the column in Turkish, and leaves the row out', async () => {
    const result = await parsed(encodeUtf8(csv), { preset: 'garanti' });
    expect(result.rows.map((r) => r.rowNumber)).toEqual([6]);
    expect(result.problems).toEqual([
      {
        rowNumber: 2,
        column: 'Tarih',
        code: 'date',
        message: '2. satır, “Tarih” sütunu: “32.01.2026” bir tarih değil (gg.aa.yyyy bekleniyor).',
      },
      {
        rowNumber: 3,
        column: 'Tutar',
        code: 'amount',
        message: '3. satır, “Tutar” sütunu: “12,3456” bir tutar değil.',
      },
      { rowNumber: 4, column: 'Tutar', code: 'amountMissing', message: '4. satır, “Tutar” sütunu: tutar boş.' },
      {
        rowNumber: 5,
        column: 'Bakiye',
        code: 'balance',
        message: '5. satır, “Bakiye” sütunu: “abc” bir bakiye tutarı değil.',
      },
    ]);
  });

  it('refuses a row with both a debit and a credit', async () => {
    const split = ['Tarih;Açıklama;Borç;Alacak', '02.01.2026;iki taraflı;10,00;20,00', '03.01.2026;tek;;20,00'];
    const result = await parsed(encodeUtf8(split.join('\n')), { preset: 'ziraat' });
    expect(result.rows.map((r) => [r.rowNumber, r.amountKurus])).toEqual([[3, 2000]]);
    expect(result.problems).toEqual([
      {
        rowNumber: 2,
        column: 'Borç/Alacak',
        code: 'bothSides',
        message: '2. satır: hem “Borç” hem “Alacak” sütunu dolu; bir hareketin tek tutarı olmalıdır.',
      },
    ]);
  });
});

describe('the manager’s column mapping', () => {
  const csv = [
    'Kooperatif Bankası Ekstresi',
    'İşlem Tarihi;Detay;Gelen;Giden;Kalan;Karşı Ad',
    '02.01.2026;Aidat;1.250,00;;5.000,00;Ayşe Kaya',
    '03.01.2026;Temizlik;;400,00;4.600,00;Temiz Ltd',
  ].join('\n');

  it('reads a bank without a preset by the headers the manager picked', async () => {
    const result = await parsed(encodeUtf8(csv), {
      mapping: {
        date: 'işlem tarihi',
        description: 'DETAY',
        credit: 'Gelen',
        debit: 'Giden',
        balance: 'Kalan',
        sender: 'Karşı Ad',
      },
    });
    expect(rowsOf(result)).toEqual([
      {
        rowNumber: 3,
        date: '2026-01-02',
        description: 'Aidat',
        amountKurus: 125000,
        sender: 'Ayşe Kaya',
        balanceKurus: 500000,
      },
      {
        rowNumber: 4,
        date: '2026-01-03',
        description: 'Temizlik',
        amountKurus: -40000,
        sender: 'Temiz Ltd',
        balanceKurus: 460000,
      },
    ]);
  });

  it('refuses a mapping without an amount, and says which headers it looked for', async () => {
    const incomplete = await parseStatement(encodeUtf8(csv), {
      accountId: ACCOUNT,
      mapping: { date: 'İşlem Tarihi', description: 'Detay' },
    });
    expect(incomplete).toMatchObject({ ok: false, code: 'mappingIncomplete' });
    const wrong = await parseStatement(encodeUtf8(csv), {
      accountId: ACCOUNT,
      mapping: { date: 'Valör', description: 'Detay', amount: 'Tutar' },
    });
    expect(wrong).toEqual({
      ok: false,
      code: 'headerNotFound',
      message:
        'Başlık satırı bulunamadı; dosyanın ilk satırlarında “Valör”, “Detay”, “Tutar” sütunları aranır. Sütunları elle eşleştirin.',
    });
  });
});

describe('files that are not statements', () => {
  it.each([
    ['an empty file', new Uint8Array(), 'empty'],
    ['only separators', encodeUtf8(';;;\n;;;\n'), 'empty'],
    ['an old .xls', new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]), 'oldExcel'],
    ['a broken .xlsx', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 'unreadable'],
    ['a binary file', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d]), 'unreadable'],
    ['a CSV without the columns', encodeUtf8('Ad;Soyad;Telefon\nAli;Veli;555'), 'headerNotFound'],
  ])('%s', async (_label, bytes, code) => {
    const result = await parseStatement(bytes, { accountId: ACCOUNT });
    expect(result).toMatchObject({ ok: false, code });
  });
});

describe('row hashes (PRODUCT.md §14: a row is never posted twice)', () => {
  const header = 'Tarih;Açıklama;Tutar';
  const lines = [
    '02.01.2026;FAST GELEN AHMET YILMAZ;1.250,00',
    '02.01.2026;FAST GELEN AHMET YILMAZ;1.250,00',
    '03.01.2026;EFT GELEN ZEYNEP IŞIK;850,00',
    '04.01.2026;HAVALE ŞÜKRÜ ÇAĞLAR;500,00',
  ];
  const hashes = async (rows: string[], accountId = ACCOUNT) => {
    const result = await parsed(encodeUtf8([header, ...rows].join('\n')), { accountId });
    return result.rows.map((r) => r.hash);
  };

  it('the same file gives the same hashes; two equal transfers on one day stay two rows', async () => {
    const first = await hashes(lines);
    expect(await hashes(lines)).toEqual(first);
    expect(new Set(first).size).toBe(4);
    expect(first[0]).toMatch(/^[0-9a-f]{64}$/);
  });

  it('an overlapping file gives the shared rows the same hashes and the new ones new hashes', async () => {
    const earlier = await hashes(lines.slice(0, 3));
    const later = await hashes([...lines.slice(1), '05.01.2026;HAVALE YENİ;100,00']);
    // The later file holds one of the two equal transfers of the 2nd: it is the first one's hash.
    expect(later[0]).toBe(earlier[0]);
    expect(later[1]).toBe(earlier[2]);
    expect(earlier).not.toContain(later[2]);
    expect(earlier).not.toContain(later[3]);
  });

  it('case and spacing of the description do not change the hash; the account and amount do', async () => {
    const [base] = await hashes([lines[2]]);
    expect(await hashes(['03.01.2026;  eft gelen   zeynep işık ;850,00'])).toEqual([base]);
    expect(await hashes([lines[2]], ACCOUNT + 1)).not.toEqual([base]);
    expect(await hashes(['03.01.2026;EFT GELEN ZEYNEP IŞIK;850,01'])).not.toEqual([base]);
    expect(await hashes(['04.01.2026;EFT GELEN ZEYNEP IŞIK;850,00'])).not.toEqual([base]);
  });
});
