import { istanbulParts } from '@aidat/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, type World } from '../../../../../test/factories/index.js';
import { createTestApp, type TestContext } from '../../../../../test/helper.js';
import { setUpSiteBooks } from '../../books/accounts/site-books.repository.js';
import { ledgerRange } from './site-ledger.service.js';

let t: TestContext;
let w: World;
let siteCounter = 0;

beforeAll(async () => {
  t = await createTestApp();
  w = buildWorld(t);
});
afterAll(() => t.close());

const get = (as: string, url: string) => t.call({ method: 'GET', url, as });
const post = (as: string, url: string, payload: object) => t.call({ method: 'POST', url, as, payload });

/**
 * A site whose March 2026 has two dues charges at Istanbul's midnight of 1 March (still 28
 * February in UTC), an ek bütçe charge, a dues payment and an ek bütçe payment that was then
 * reversed; a charge one minute before 1 March (Istanbul) lies outside the month.
 */
async function siteWithLedger() {
  siteCounter += 1;
  const siteId = await w.site({ name: `Defter Sitesi ${siteCounter}` });
  await setUpSiteBooks(t.db, siteId);
  const admin = await w.siteAdmin(siteId, 'Ayşe Çağlar');
  const a1 = await w.unit({ siteId, block: 'A', doorNumber: '1' });
  const b2 = await w.unit({ siteId, block: 'B', doorNumber: '2' });
  await w.ledgerRow(
    { unitId: a1, siteId },
    { type: 'aidat_charge', amount: 1000, at: '2026-02-28T20:59:00.000Z', period: '2026-02', description: 'Şubat' },
  );
  for (const unitId of [a1, b2])
    await w.ledgerRow(
      { unitId, siteId },
      { type: 'aidat_charge', amount: 1000, at: '2026-02-28T21:00:00.000Z', period: '2026-03', description: 'Mart' },
    );
  const chargeId = await w.additionalCharge({ siteId, title: 'Çatı Onarımı', amount: 300 });
  await w.ledgerRow(
    { unitId: a1, siteId },
    { type: 'ekbutce_charge', amount: 300, at: '2026-03-05T09:00:00.000Z', chargeId, description: 'Çatı Onarımı' },
  );
  const url = `/api/siteadmin/units/${a1}/payments`;
  const dues = (await post(admin.cookie, url, { kind: 'aidat', amount: 1000.5, date: '2026-03-10', method: 'havale' }))
    .body.data;
  const extra = (
    await post(admin.cookie, url, { kind: 'ekbutce', additionalChargeId: chargeId, amount: 300, date: '2026-03-12' })
  ).body.data;
  const reversal = await post(admin.cookie, `/api/siteadmin/transactions/${extra.id}/reverse`, {
    reason: 'Yanlış daire',
  });
  expect(reversal.statusCode).toBe(201);
  return { siteId, admin: admin.cookie, duesReceipt: dues.receiptNo, extraReceipt: extra.receiptNo };
}

async function sheetOf(payload: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  return workbook.getWorksheet('Site Defteri')!;
}

/** The title rows above the table (site, period, when made, a blank row): the header is row 1 + TITLE. */
const TITLE = 4;

/** The 13 cells of a row, empty ones as null. */
const cells = (sheet: ExcelJS.Worksheet, row: number) =>
  Array.from({ length: 13 }, (_, i) => sheet.getCell(row, i + 1).value ?? null);

const day = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d));

describe('site ledger .xlsx', () => {
  it('lists the range’s entries in Istanbul days with typed cells, reversals and totals', async () => {
    const s = await siteWithLedger();
    const now = istanbulParts(new Date());
    const today = `${now.year}-${String(now.month).padStart(2, '0')}-${String(now.day).padStart(2, '0')}`;
    const res = await get(s.admin, `/api/siteadmin/sites/${s.siteId}/ledger.xlsx?from=2026-03-01&to=${today}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="site-defteri-${s.siteId}-2026-03-01-${today}.xlsx"`,
    );
    const sheet = await sheetOf(res.rawPayload);
    expect(cells(sheet, 1 + TITLE)).toEqual([
      'Tarih',
      'Makbuz no',
      'Blok',
      'Daire',
      'Tür',
      'Açıklama',
      'Ek bütçe',
      'Borç',
      'Alacak',
      'Hesap',
      'Ödeme şekli',
      'İptal',
      'Kaydeden',
    ]);
    const system = [null, null, null, null, 'Sistem'];
    expect(cells(sheet, 2 + TITLE)).toEqual([
      day(2026, 3, 1),
      null,
      'A',
      '1',
      'Aidat borcu',
      'Mart',
      null,
      1000,
      ...system,
    ]);
    expect(cells(sheet, 3 + TITLE)).toEqual([
      day(2026, 3, 1),
      null,
      'B',
      '2',
      'Aidat borcu',
      'Mart',
      null,
      1000,
      ...system,
    ]);
    expect(cells(sheet, 4 + TITLE)).toEqual([
      day(2026, 3, 5),
      null,
      'A',
      '1',
      'Ek bütçe borcu',
      'Çatı Onarımı',
      'Çatı Onarımı',
      300,
      ...system,
    ]);
    expect(cells(sheet, 5 + TITLE)).toEqual([
      day(2026, 3, 10),
      s.duesReceipt,
      'A',
      '1',
      'Aidat ödemesi',
      'Aidat ödemesi',
      null,
      null,
      1000.5,
      'Kasa',
      'Havale/EFT',
      null,
      'Ayşe Çağlar',
    ]);
    expect(cells(sheet, 6 + TITLE)).toEqual([
      day(2026, 3, 12),
      s.extraReceipt,
      'A',
      '1',
      'Ek bütçe ödemesi',
      'Çatı Onarımı ödemesi',
      'Çatı Onarımı',
      null,
      300,
      'Kasa',
      'Nakit',
      'İptal edildi: Yanlış daire',
      'Ayşe Çağlar',
    ]);
    expect(cells(sheet, 7 + TITLE)).toEqual([
      day(now.year, now.month, now.day),
      null,
      'A',
      '1',
      'Ek bütçe ödemesi',
      'İptal: Çatı Onarımı ödemesi (Yanlış daire)',
      'Çatı Onarımı',
      null,
      -300,
      'Kasa',
      'Nakit',
      `İptal kaydı (makbuz ${s.extraReceipt}): Yanlış daire`,
      'Ayşe Çağlar',
    ]);
    expect(cells(sheet, 8 + TITLE)).toEqual([
      'Toplam',
      null,
      null,
      null,
      null,
      null,
      null,
      2300,
      1000.5,
      null,
      null,
      null,
      null,
    ]);
    expect(sheet.rowCount).toBe(8 + TITLE);
    // Typed cells: the day a date shown as a day, amounts numbers with two decimals.
    expect(sheet.getCell('A6').type).toBe(ExcelJS.ValueType.Date);
    expect(sheet.getCell('A6').numFmt).toBe('dd.mm.yyyy');
    for (const ref of ['H6', 'I9', 'I11', 'H12', 'I12']) {
      expect(sheet.getCell(ref).type).toBe(ExcelJS.ValueType.Number);
      expect(sheet.getCell(ref).numFmt).toBe('#,##0.00');
    }
    expect([sheet.getCell('F5').font?.bold, sheet.getCell('A12').font?.bold, sheet.getCell('F6').font?.bold]).toEqual([
      true,
      true,
      undefined,
    ]);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 + TITLE });
    expect(sheet.autoFilter).toBe('A5:M11');
    // Above the table: the site, the period and when it was made; on paper A4 landscape, one page wide.
    expect(sheet.getCell('A1').value).toMatch(/^Site Defteri — /);
    expect(sheet.getCell('A2').value).toBe(`Dönem: 01.03.2026 – ${today.split('-').reverse().join('.')}`);
    expect(sheet.getCell('A3').value).toMatch(/^Oluşturulma: \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    expect(sheet.pageSetup).toMatchObject({ orientation: 'landscape', fitToWidth: 1, printTitlesRow: '5:5' });
  });

  it('keeps to the range’s days, both ends included', async () => {
    const s = await siteWithLedger();
    const res = await get(s.admin, `/api/siteadmin/sites/${s.siteId}/ledger.xlsx?from=2026-02-28&to=2026-03-10`);
    const sheet = await sheetOf(res.rawPayload);
    expect(sheet.rowCount).toBe(7 + TITLE);
    expect(cells(sheet, 2 + TITLE).slice(0, 6)).toEqual([day(2026, 2, 28), null, 'A', '1', 'Aidat borcu', 'Şubat']);
    expect(cells(sheet, 6 + TITLE).slice(0, 5)).toEqual([day(2026, 3, 10), s.duesReceipt, 'A', '1', 'Aidat ödemesi']);
    expect(cells(sheet, 7 + TITLE).slice(7, 9)).toEqual([3300, 1000.5]);
    const empty = await sheetOf(
      (await get(s.admin, `/api/siteadmin/sites/${s.siteId}/ledger.xlsx?from=2025-01-01&to=2025-12-31`)).rawPayload,
    );
    expect(cells(empty, 2 + TITLE).slice(0, 9)).toEqual(['Toplam', null, null, null, null, null, null, 0, 0]);
  });

  it('is for the site’s managers only', async () => {
    const s = await siteWithLedger();
    const url = `/api/siteadmin/sites/${s.siteId}/ledger.xlsx?from=2026-03-01&to=2026-03-31`;
    expect((await get(await t.login('system'), url)).statusCode).toBe(200);
    const other = await w.siteAdmin(await w.site({ name: `Başka Defter Sitesi ${siteCounter}` }));
    expect((await get(other.cookie, url)).statusCode).toBe(403);
    expect((await get(await t.login('mehmet'), url)).statusCode).toBe(403);
    expect((await get(await t.login('system'), '/api/siteadmin/sites/999999/ledger.xlsx')).statusCode).toBe(404);
  });

  it('refuses a bad range with a Turkish message naming the field', async () => {
    const s = await siteWithLedger();
    const bad = async (query: string) => {
      const res = await get(s.admin, `/api/siteadmin/sites/${s.siteId}/ledger.xlsx?${query}`);
      expect(res.statusCode).toBe(400);
      return { message: res.body.message, field: res.body.data.errors[0].field };
    };
    expect(await bad('from=2026-02-30')).toEqual({
      message: 'Başlangıç tarihi YYYY-AA-GG biçiminde geçerli bir tarih olmalıdır.',
      field: 'from',
    });
    expect(await bad('from=2026-01-01&to=01.02.2026')).toEqual({
      message: 'Bitiş tarihi YYYY-AA-GG biçiminde geçerli bir tarih olmalıdır.',
      field: 'to',
    });
    expect(await bad('from=2026-03-01&to=2026-02-01')).toEqual({
      message: 'Bitiş tarihi başlangıç tarihinden önce olamaz.',
      field: 'to',
    });
    expect(await bad('from=2025-01-01&to=2026-01-02')).toEqual({
      message: 'Başlangıç ve bitiş tarihi arasındaki aralık en fazla 366 gün olabilir.',
      field: 'to',
    });
    // A leap year whole is the longest range.
    const url = `/api/siteadmin/sites/${s.siteId}/ledger.xlsx`;
    expect((await get(s.admin, `${url}?from=2024-01-01&to=2024-12-31`)).statusCode).toBe(200);
  });

  it('fills a missing end from the other end’s year, or the current year', () => {
    const now = new Date('2026-11-25T12:00:00.000Z');
    expect(ledgerRange({}, now)).toMatchObject({ from: '2026-01-01', to: '2026-12-31' });
    expect(ledgerRange({ from: '2025-03-01' }, now)).toMatchObject({ from: '2025-03-01', to: '2025-12-31' });
    expect(ledgerRange({ to: '2024-02-10' }, now)).toMatchObject({ from: '2024-01-01', to: '2024-02-10' });
    const range = ledgerRange({ from: '2026-03-01', to: '2026-03-31' }, now);
    expect(range.start.toISOString()).toBe('2026-02-28T21:00:00.000Z');
    expect(range.end.toISOString()).toBe('2026-03-31T21:00:00.000Z');
  });
});
