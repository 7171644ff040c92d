import { deflateRawSync } from 'node:zlib';
import { SHEET_RECORDS_MAX } from '@aidat/shared';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readSheetFile } from './sheet-file.js';

// PRODUCT.md §2: a file is read within limits before it is unpacked or parsed. Each hostile file
// below ran the server out of memory before ('JavaScript heap out of memory' within seconds).

/** A ZIP of deflated entries, as an .xlsx is (CRCs left 0: the limits are checked before anything reads them). */
function zipOf(entries: Array<[name: string, content: Buffer]>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of entries) {
    const data = deflateRawSync(content);
    const nameBytes = Buffer.from(name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(content.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(content.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const WORKBOOK: Array<[string, Buffer]> = [
  ['[Content_Types].xml', Buffer.from('<?xml version="1.0"?><Types/>')],
  ['xl/workbook.xml', Buffer.from('<?xml version="1.0"?><workbook/>')],
];

describe('spreadsheets over their limits are refused before they are parsed', () => {
  it('an .xlsx whose sheet of whitespace unpacks to 48 MB (a ZIP bomb: 47 kB packed)', async () => {
    const bomb = zipOf([...WORKBOOK, ['xl/worksheets/sheet1.xml', Buffer.alloc(48 * 1024 * 1024, 0x20)]]);
    expect(bomb.length).toBeLessThan(100_000);
    const file = await readSheetFile(bomb);
    expect(file).toMatchObject({ ok: false, code: 'tooLarge' });
  });

  it('an .xlsx whose header claims a small sheet that unpacks to more', async () => {
    const bomb = zipOf([...WORKBOOK, ['xl/worksheets/sheet1.xml', Buffer.alloc(48 * 1024 * 1024, 0x20)]]);
    // The central directory's size of the sheet, rewritten to 1 kB.
    const directory = bomb.lastIndexOf(Buffer.from('xl/worksheets/sheet1.xml')) - 46;
    bomb.writeUInt32LE(1024, directory + 24);
    expect(await readSheetFile(bomb)).toMatchObject({ ok: false, code: 'tooLarge' });
  });

  it(`an .xlsx of more than ${SHEET_RECORDS_MAX} rows, small as it is`, async () => {
    // Rows written every way a sheet may: with attributes, bare and self-closed.
    const forms = [(i: number) => `<row r="${i + 1}"/>`, () => '<row></row>', () => '<row/>'];
    const rows = Array.from({ length: SHEET_RECORDS_MAX + 1 }, (_, i) => forms[i % 3](i)).join('');
    const sheet = Buffer.from(`<?xml version="1.0"?><worksheet><sheetData>${rows}</sheetData></worksheet>`);
    const file = await readSheetFile(zipOf([...WORKBOOK, ['xl/worksheets/sheet1.xml', sheet]]));
    expect(file).toMatchObject({ ok: false, code: 'tooLarge' });
    expect((file as { message: string }).message).toBe(
      'Dosya çok büyük: en fazla 50.000 satır, satırda en fazla 200 sütun ve .xlsx ise açıldığında en fazla 40 MB olabilir.',
    );
  });

  it('a CSV of 10 MB of separators alone, and one of 10 MB of line ends', async () => {
    expect(await readSheetFile(Buffer.alloc(10 * 1024 * 1024, ';'))).toMatchObject({ ok: false, code: 'tooLarge' });
    expect(await readSheetFile(Buffer.alloc(10 * 1024 * 1024, '\n'))).toMatchObject({ ok: false, code: 'tooLarge' });
  });

  it('still reads a real workbook and a CSV at the limit', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Hareketler');
    sheet.addRow(['Tarih', 'Açıklama', 'Tutar']);
    for (let i = 1; i <= 2000; i++) sheet.addRow([`0${(i % 9) + 1}.11.2026`, `Aidat A-${i}`, 1250.5]);
    const xlsx = new Uint8Array(await workbook.xlsx.writeBuffer());
    const read = await readSheetFile(xlsx);
    expect(read).toMatchObject({ ok: true, format: 'xlsx' });
    expect((read as { rows: unknown[] }).rows).toHaveLength(2001);
    const csv = Buffer.from(`${Array.from({ length: SHEET_RECORDS_MAX }, (_, i) => `${i};a;b`).join('\n')}\n`);
    expect(await readSheetFile(csv)).toMatchObject({ ok: true, format: 'csv' });
  });
});
