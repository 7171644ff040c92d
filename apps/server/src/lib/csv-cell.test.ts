import { describe, expect, it } from 'vitest';
import { csvTextCell } from './csv-cell.js';

describe('csvTextCell', () => {
  it.each([
    ['=1+2', "'=1+2"],
    ["+cmd|' /C calc'!A0", "'+cmd|' /C calc'!A0"],
    ['-2+3+cmd|x', "'-2+3+cmd|x"],
    ['@SUM(A1:A9)', "'@SUM(A1:A9)"],
    ['\t=1', "'\t=1"],
    ['\r=1', '"\'\r=1"'],
  ])('neutralises %j as a formula a spreadsheet would run', (text, cell) => {
    expect(csvTextCell(text)).toBe(cell);
  });

  it('leaves other text as it is, quoting what the separator needs', () => {
    expect(csvTextCell('Ayşe Yılmaz')).toBe('Ayşe Yılmaz');
    expect(csvTextCell('A-5')).toBe('A-5');
    expect(csvTextCell('Yılmaz; Ayşe')).toBe('"Yılmaz; Ayşe"');
    expect(csvTextCell('"Kuzey" Blok')).toBe('"""Kuzey"" Blok"');
    expect(csvTextCell('=a;b')).toBe('"\'=a;b"');
  });
});
