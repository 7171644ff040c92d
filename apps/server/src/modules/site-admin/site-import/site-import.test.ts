import { SITE_IMPORT_COLUMNS as C, SITE_IMPORT_TEXTS as T } from '@aidat/shared';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransactions, units, users } from '../../../db/schema/index.js';
import { buildWorld, type World } from '../../../../test/factories/index.js';
import { multipartFile } from '../../../../test/fixtures/multipart.js';
import { createTestApp, type TestContext } from '../../../../test/helper.js';
import { encodeUtf8, encodeWindows1254 } from '../../ledger/imports/bank-import/bank-import.test-fixtures.js';

let t: TestContext;
let w: World;
let counter = 0;

beforeAll(async () => {
  t = await createTestApp();
  w = buildWorld(t);
});
afterAll(() => t.close());

async function newSite() {
  counter += 1;
  const siteId = await w.site({ name: `Kurulum Sitesi ${counter}` });
  const admin = await w.siteAdmin(siteId);
  return { siteId, admin: admin.cookie };
}

const post = (as: string, siteId: number, data: Uint8Array | Buffer, name: string, query = '?dryRun=true') =>
  t.call({
    method: 'POST',
    url: `/api/siteadmin/sites/${siteId}/imports${query}`,
    as,
    ...multipartFile(Buffer.from(data), name),
  });

const HEADER = [
  C.block,
  C.doorNumber,
  C.squareMeters,
  C.roomCount,
  C.landShare,
  C.fullName,
  C.phone,
  C.email,
  C.openingBalance,
];

async function xlsxOf(rows: Array<Array<string | number>>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Daireler');
  sheet.addRow(HEADER);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const csvOf = (rows: string[][]) => [HEADER.join(';'), ...rows.map((r) => r.join(';'))].join('\r\n');

async function unitsOf(siteId: number) {
  return t.db.select().from(units).where(eq(units.siteId, siteId));
}

describe('site set-up import', () => {
  it('the template has a typed header on its first sheet and instructions with an example on the second', async () => {
    const s = await newSite();
    const res = await t.call({
      method: 'GET',
      url: `/api/siteadmin/sites/${s.siteId}/import-template.xlsx`,
      as: s.admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const [data, help] = workbook.worksheets;
    expect(data.name).toBe(T.dataSheet);
    expect((data.getRow(1).values as unknown[]).slice(1)).toEqual(Object.values(C));
    expect(data.getRow(1).font?.bold).toBe(true);
    expect(data.getColumn(2).numFmt).toBe('@');
    expect(data.actualRowCount).toBe(1);
    expect(help.name).toBe(T.instructionsSheet);
    expect(help.getCell(1, 1).value).toBe(T.instructions[0]);
    const texts: unknown[] = [];
    help.eachRow((row) => texts.push(...(row.values as unknown[])));
    expect(texts).toContain('18/1256');
    // The template read back as an upload: a header and no rows yet.
    const back = await post(s.admin, s.siteId, res.rawPayload, 'sablon.xlsx');
    expect([back.statusCode, back.body.message]).toEqual([400, T.noRows]);
  });

  it('a dry run lists every problem by row and column and writes nothing', async () => {
    const s = await newSite();
    const text = csvOf([
      ['A', '1', '120', '3', '18/1256', 'Ayşe Yılmaz', '0532 111 22 33', 'ayse.kurulum@example.com', '1.250,50'],
      ['', '2', 'yüz', '3', '', '', '', '', ''],
      ['A', '1', '90', '2', '20/10', 'Veli', '', '', '-5'],
      ['B', '3', '', '', '1/2/3', 'Can', '123', 'not-an-email', 'abc'],
    ]);
    const res = await post(s.admin, s.siteId, encodeUtf8(text, true), 'kurulum.csv');
    expect(res.statusCode).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({ dryRun: true, valid: false, created: false, units: 4 });
    expect(res.body.message).toBe(T.hasProblems(3));
    const byRow = Object.fromEntries(
      data.problems.map((p: { row: number; problems: string[] }) => [p.row, p.problems]),
    );
    // `row` counts data rows from 1 (PRODUCT.md's answer shapes); the texts also name the
    // spreadsheet's line, one below it under the header.
    expect(Object.keys(byRow)).toEqual(['2', '3', '4']);
    expect(byRow[2]).toEqual([
      T.rowProblem(2, 3, C.block, T.required),
      T.rowProblem(2, 3, C.squareMeters, T.notWholeNumber(100_000)),
    ]);
    expect(byRow[2][0]).toBe('2. kayıt (dosyada 3. satır), “Blok” sütunu: boş bırakılamaz.');
    expect(byRow[3]).toEqual([
      T.rowProblem(3, 4, C.landShare, T.landShareAboveOne),
      T.rowProblem(3, 4, C.phone, T.residentIncomplete),
      T.rowProblem(3, 4, C.openingBalance, T.amountNegative),
      T.rowProblem(3, 4, C.doorNumber, T.unitTwice(1)),
    ]);
    expect(byRow[4]).toEqual([
      T.rowProblem(4, 5, C.landShare, T.landShareFormat),
      T.rowProblem(4, 5, C.phone, T.phoneInvalid),
      T.rowProblem(4, 5, C.email, T.emailInvalid),
      T.rowProblem(4, 5, C.openingBalance, T.amountInvalid),
    ]);
    expect(data.rows.map((r: { row: number }) => r.row)).toEqual([1, 2, 3, 4]);
    // Without dryRun the same file is refused as a whole.
    const write = await post(s.admin, s.siteId, encodeUtf8(text), 'kurulum.csv', '');
    expect([write.statusCode, write.body.message]).toEqual([400, T.hasProblems(3)]);
    // Its details list every problem with its record, line, column and field, in the dry run's order.
    const problems = write.body.details.problems;
    expect(problems.map((p: { message: string }) => p.message)).toEqual(Object.values(byRow).flat());
    expect(problems[0]).toEqual({
      row: 2,
      sheetRow: 3,
      field: 'block',
      column: C.block,
      message: '2. kayıt (dosyada 3. satır), “Blok” sütunu: boş bırakılamaz.',
    });
    expect(problems.at(-1)).toMatchObject({ row: 4, sheetRow: 5, field: 'openingBalance', column: C.openingBalance });
    expect(await unitsOf(s.siteId)).toEqual([]);
  });

  it('an .xlsx creates units, links residents as Sakin Ata does and posts opening balances, once', async () => {
    const s = await newSite();
    const mehmetId = await t.userId('mehmet');
    const [mehmet] = await t.db.select().from(users).where(eq(users.id, mehmetId));
    const file = await xlsxOf([
      ['A', '1', 120, 3, '18/1256', 'Ayşe Kurulum', '0533 444 55 66', '', 1250.5],
      ['A', '2', 95, 2, '', 'Mehmet Bey (yönetici yazdı)', mehmet.phone!, 'mehmet.typed@example.com', ''],
      ['b', '3', '', '', '', '', '', '', '300,25'],
    ]);
    const dry = await post(s.admin, s.siteId, file, 'kurulum.xlsx');
    expect(dry.statusCode).toBe(200);
    expect(dry.body.data).toMatchObject({
      valid: true,
      created: false,
      units: 3,
      residents: 2,
      openingBalances: 2,
      openingBalanceTotal: 1550.75,
      problems: [],
    });
    expect(await unitsOf(s.siteId)).toEqual([]);

    const res = await post(s.admin, s.siteId, file, 'kurulum.xlsx', '');
    expect(res.statusCode).toBe(201);
    expect(res.body.message).toBe(T.saved(3, 2, 2));
    const made = (await unitsOf(s.siteId)).sort((a, b) => a.id - b.id);
    expect(
      made.map((u) => [
        u.block,
        u.doorNumber,
        u.squareMeters,
        u.roomCount,
        u.landShareNumerator,
        u.landShareDenominator,
      ]),
    ).toEqual([
      ['A', '1', 120, 3, 18, 1256],
      ['A', '2', 95, 2, null, null],
      ['B', '3', 0, 0, null, null],
    ]);
    // The registered phone links the existing user; only the manager's typed name and e-mail are on the unit.
    expect(made[1]).toMatchObject({
      residentUserId: mehmetId,
      residentFullName: 'Mehmet Bey (yönetici yazdı)',
      residentEmail: 'mehmet.typed@example.com',
    });
    const [after] = await t.db.select().from(users).where(eq(users.id, mehmetId));
    expect([after.fullName, after.email]).toEqual([mehmet.fullName, mehmet.email]);
    const [ayse] = await t.db.select().from(users).where(eq(users.phone, '+905334445566'));
    expect(made[0]).toMatchObject({ residentUserId: ayse.id, residentFullName: 'Ayşe Kurulum' });
    const devir = await t.db
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.siteId, s.siteId), eq(ledgerTransactions.description, T.openingDescription)));
    expect(devir.map((e) => [e.unitId, e.type, e.amountKurus]).sort()).toEqual(
      [
        [made[0].id, 'aidat_charge', 125050],
        [made[2].id, 'aidat_charge', 30025],
      ].sort(),
    );

    // On the debtor list the opening balance is debt, not a month: no month is overdue yet.
    const debtors = await t.call({ method: 'GET', url: `/api/siteadmin/sites/${s.siteId}/debtors`, as: s.admin });
    expect(
      debtors.body.data.rows.map(
        (r: { block: string; doorNumber: string; duesDebt: number; monthsOverdue: number }) => [
          `${r.block}-${r.doorNumber}`,
          r.duesDebt,
          r.monthsOverdue,
        ],
      ),
    ).toEqual([
      ['A-1', -1250.5, 0],
      ['B-3', -300.25, 0],
    ]);

    // The same file again creates nothing twice: every row is refused by name.
    const again = await post(s.admin, s.siteId, file, 'kurulum.xlsx');
    expect(again.body.data.problems).toEqual([
      { row: 1, problems: [T.rowProblem(1, 2, C.doorNumber, T.unitExists('A', '1'))] },
      { row: 2, problems: [T.rowProblem(2, 3, C.doorNumber, T.unitExists('A', '2'))] },
      { row: 3, problems: [T.rowProblem(3, 4, C.doorNumber, T.unitExists('B', '3'))] },
    ]);
    expect((await post(s.admin, s.siteId, file, 'kurulum.xlsx', '')).statusCode).toBe(400);
    expect(await unitsOf(s.siteId)).toHaveLength(3);
  });

  it('a Windows-1254 .csv reads its Turkish letters; an e-mail of another user is refused', async () => {
    const s = await newSite();
    const ayseId = await t.userId('ayse');
    const [ayse] = await t.db.select().from(users).where(eq(users.id, ayseId));
    // Windows-1254 has no ₺ (nor ²): the headers are matched without them.
    const text = csvOf([
      ['Ç', '1', '100', '3', '', 'Şükrü Öztürk', '0534 777 88 99', '', '500'],
      ['Ç', '2', '100', '3', '', 'Gül Işık', '0534 777 88 90', ayse.email!, ''],
    ])
      .replace(C.squareMeters, 'M2')
      .replace(C.openingBalance, 'Devir Borcu');
    const dry = await post(s.admin, s.siteId, encodeWindows1254(text), 'kurulum.csv');
    expect(dry.body.data.problems).toEqual([{ row: 2, problems: [T.rowProblem(2, 3, C.email, T.emailTaken)] }]);
    const fixed = text.replace(ayse.email!, '');
    const res = await post(s.admin, s.siteId, encodeWindows1254(fixed), 'kurulum.csv', '');
    expect(res.statusCode).toBe(201);
    const made = await unitsOf(s.siteId);
    expect(made.map((u) => [u.block, u.residentFullName]).sort()).toEqual([
      ['Ç', 'Gül Işık'],
      ['Ç', 'Şükrü Öztürk'],
    ]);
  });

  it('takes owners with their shares and a tenant per unit (PRODUCT.md §16), and names a bad share or half a person', async () => {
    const s = await newSite();
    const header = [
      C.block,
      C.doorNumber,
      C.ownerName,
      C.ownerPhone,
      C.ownerShare,
      C.owner2Name,
      C.owner2Phone,
      C.owner2Share,
      C.tenantName,
      C.tenantPhone,
      C.tenantSince,
    ];
    const file = (rows: string[][]) => [header.join(';'), ...rows.map((r) => r.join(';'))].join('\r\n');
    const bad = await post(
      s.admin,
      s.siteId,
      encodeUtf8(
        file([
          ['A', '1', 'Kerem Yalçın', '0533 000 01 01', '1/2', 'Nazlı Yalçın', '0533 000 01 02', '1/3', '', '', ''],
          ['A', '2', 'Levent Tunç', '', '', '', '', '', 'Ece Bulut', '0533 000 01 04', '31.02.2026'],
        ]),
      ),
      'kurulum.csv',
    );
    expect(bad.statusCode).toBe(200);
    expect(bad.body.data.valid).toBe(false);
    const texts = bad.body.data.problems.flatMap((p: { problems: string[] }) => p.problems);
    expect(texts).toEqual([
      '1. kayıt (dosyada 2. satır), “Malik Payı” sütunu: malik payları toplamı tam 1 olmalıdır (ör. 1/2 ve 1/2).',
      '2. kayıt (dosyada 3. satır), “Malik Telefonu” sütunu: malik için ad soyad ve telefon birlikte yazılmalıdır.',
      '2. kayıt (dosyada 3. satır), “Kiracılık Başlangıcı” sütunu: geçerli bir tarih değil (ör. 01.09.2026).',
    ]);

    const good = await post(
      s.admin,
      s.siteId,
      encodeUtf8(
        file([
          ['A', '1', 'Kerem Yalçın', '0533 000 01 91', '', 'Nazlı Yalçın', '0533 000 01 92', '', '', '', ''],
          ['A', '2', 'Levent Tunç', '0533 000 01 93', '', '', '', '', 'Ece Bulut', '0533 000 01 94', '01.09.2026'],
        ]),
      ),
      'kurulum.csv',
      '',
    );
    expect(good.statusCode).toBe(201);
    expect(good.body.data.created).toBe(true);
    const [a1, a2] = (await unitsOf(s.siteId)).sort((x, y) => x.doorNumber.localeCompare(y.doorNumber));
    const parties = async (unitId: number) =>
      (await t.call({ method: 'GET', url: `/api/siteadmin/units/${unitId}/parties`, as: s.admin })).body.data;
    expect((await parties(a1.id)).owners).toEqual([
      expect.objectContaining({
        fullName: 'Kerem Yalçın',
        phone: '+905330000191',
        shareNumerator: 1,
        shareDenominator: 2,
      }),
      expect.objectContaining({
        fullName: 'Nazlı Yalçın',
        phone: '+905330000192',
        shareNumerator: 1,
        shareDenominator: 2,
      }),
    ]);
    expect(await parties(a2.id)).toMatchObject({
      owners: [{ fullName: 'Levent Tunç', shareNumerator: 1, shareDenominator: 1 }],
      tenant: { fullName: 'Ece Bulut', phone: '+905330000194', since: '2026-09-01' },
    });
  });

  it("refuses another site's manager, a resident and a file that is not a table", async () => {
    const s = await newSite();
    const other = await newSite();
    const file = encodeUtf8(csvOf([['A', '1', '', '', '', '', '', '', '']]));
    expect((await post(other.admin, s.siteId, file, 'k.csv')).statusCode).toBe(403);
    expect((await post(await t.login('mehmet'), s.siteId, file, 'k.csv')).statusCode).toBe(403);
    const noHeader = await post(s.admin, s.siteId, encodeUtf8('x;y\n1;2\n'), 'k.csv');
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.body.message).toContain(C.block);
    const xls = await post(
      s.admin,
      s.siteId,
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]),
      'k.xls',
    );
    expect(xls.statusCode).toBe(415);
    const json = await t.call({
      method: 'POST',
      url: `/api/siteadmin/sites/${s.siteId}/imports`,
      as: s.admin,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(await unitsOf(s.siteId)).toEqual([]);
  });
});
