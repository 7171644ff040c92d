import { describe, expect, it } from 'vitest';
import { encodeWindows1254 } from './bank-import.test-fixtures.js';
import { detectSeparator, readCsv } from './csv.js';
import { decodeStatement } from './decode.js';

describe('decoding', () => {
  it('reads UTF-8 with and without a byte order mark, and Windows-1254 otherwise', () => {
    const text = 'Açıklama;Borç;Işık;İĞÜŞÖÇ ığüşöç';
    expect(decodeStatement(new TextEncoder().encode(text))).toEqual({ text, encoding: 'utf-8' });
    const bom = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(text)]);
    expect(decodeStatement(bom)).toEqual({ text, encoding: 'utf-8' });
    expect(decodeStatement(encodeWindows1254(text))).toEqual({ text, encoding: 'windows-1254' });
  });
});

describe('CSV reading', () => {
  it.each([
    [
      'semicolons, commas inside amounts',
      'Tarih;Tutar;Bakiye\n01.01.2026;1.250,00;5.000,00\n02.01.2026;-50,00;4.950,00',
      ';',
    ],
    ['commas with quoted amounts', '"Tarih","Tutar"\n"01.01.2026","1.250,00"\n"02.01.2026","-50,00"', ','],
    ['tabs', 'Tarih\tAçıklama\tTutar\n01.01.2026\tA, B; C\t1.250,00', '\t'],
    [
      'title rows above a semicolon header',
      'Banka\nHesap Hareketleri\n\nTarih;Açıklama;Tutar;Bakiye\n1;2;3;4\n5;6;7;8',
      ';',
    ],
  ])('detects %s', (_label, text, separator) => {
    expect(detectSeparator(text)).toBe(separator);
  });

  it('reads quotes, doubled quotes, separators and line breaks inside quotes, and row numbers as Excel shows them', () => {
    const text = 'a;"b;c";"say ""hi"""\r\n\r\n"multi\nline"; padded ;="00123"\r\nlast;row';
    expect(readCsv(text, ';')).toEqual([
      { rowNumber: 1, cells: [{ text: 'a' }, { text: 'b;c' }, { text: 'say "hi"' }] },
      { rowNumber: 2, cells: [{ text: '' }] },
      { rowNumber: 3, cells: [{ text: 'multi\nline' }, { text: 'padded' }, { text: '00123' }] },
      { rowNumber: 4, cells: [{ text: 'last' }, { text: 'row' }] },
    ]);
  });
});
