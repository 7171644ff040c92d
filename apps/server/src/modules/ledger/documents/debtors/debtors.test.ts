import fc from 'fast-check';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, type World } from '../../../../../test/factories/index.js';
import { createTestApp, type TestContext } from '../../../../../test/helper.js';
import { DEMO_USERS } from '../../../../db/seed/demo-data.js';
import { ledgerTransactions, sites, unitOwners, units, unitTenancies, users } from '../../../../db/schema/index.js';
import { type SessionUser, sessionUserColumns } from '../../../../lib/sessions.js';
import { setUpSiteBooks } from '../../books/accounts/site-books.repository.js';
import { debtorList, firstMonthNotDue, unpaidMonths } from './debtors.service.js';
import { openDuesMonths, openDuesMonthsFromOwed } from '../../posting/dues-settlement.js';
import { accruedByUnit, accruedLateFees } from '../../posting/accrued-fees.js';

let t: TestContext;
let w: World;

beforeAll(async () => {
  t = await createTestApp();
  w = buildWorld(t);
});
afterAll(() => t.close());

/**
 * A site of three units charged January to March at 1.000,00 ₺: A-1 paid 1.500,50 (owes from
 * February), A-2 paid everything, A-3 paid its dues but owes 300,00 of the 'Çatı; Onarımı' ek bütçe.
 */
async function siteWithDebtors() {
  const siteId = await w.site({ name: `Borçlu Sitesi ${Date.now()}` });
  await setUpSiteBooks(t.db, siteId);
  const admin = await w.siteAdmin(siteId);
  const unit = (door: string) => w.unit({ siteId, block: 'A', doorNumber: door });
  const [a1, a2, a3] = [await unit('1'), await unit('2'), await unit('3')];
  for (const unitId of [a1, a2, a3])
    for (const period of ['2026-01', '2026-02', '2026-03'])
      await w.ledgerRow(
        { unitId, siteId },
        {
          type: 'aidat_charge',
          amount: 1000,
          at: `${period}-01T09:00:00.000Z`,
          period,
          description: `${period} Aidatı`,
        },
      );
  const chargeId = await w.additionalCharge({ siteId, title: 'Çatı; Onarımı', amount: 300 });
  await w.ledgerRow(
    { unitId: a3, siteId },
    { type: 'ekbutce_charge', amount: 300, at: '2026-03-05T09:00:00.000Z', chargeId, description: 'Çatı; Onarımı' },
  );
  const pay = (unitId: number, amount: number) =>
    t.call({
      method: 'POST',
      url: `/api/siteadmin/units/${unitId}/payments`,
      as: admin.cookie,
      payload: { kind: 'aidat', amount, date: '2026-03-10' },
    });
  await pay(a1, 1500.5);
  await pay(a2, 3000);
  await pay(a3, 3000);
  return { siteId, admin: admin.cookie, a1, a3, chargeId };
}

const get = (as: string, url: string) => t.call({ method: 'GET', url, as });

describe('debtor list with late fees', () => {
  it('fills lateFeeDebt with what the fees add to a unit, in its total and the totals; a waived fee is off', async () => {
    const s = await siteWithDebtors();
    const [charge] = await t.db
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.unitId, s.a1), eq(ledgerTransactions.duesPeriod, '2026-02')));
    const fee = (kurus: number, through: string) => ({
      unitId: s.a1,
      siteId: s.siteId,
      type: 'gecikme_charge',
      description: 'Gecikme tazminatı: 2026-02 Aidatı',
      occurredAt: new Date('2026-03-31T21:00:00.000Z'),
      amountKurus: kurus,
      feeForId: charge.id,
      feeThrough: through,
    });
    const [waived] = await t.db
      .insert(ledgerTransactions)
      .values([fee(4375, '2026-03-15'), fee(1000, '2026-03-31')])
      .returning({ id: ledgerTransactions.id });
    await t.db.insert(ledgerTransactions).values({ ...fee(-4375, '2026-03-15'), reversesId: waived.id });
    const res = await get(s.admin, `/api/siteadmin/sites/${s.siteId}/debtors`);
    const a1 = res.body.data.rows.find((r: { unitId: number }) => r.unitId === s.a1);
    expect(a1).toMatchObject({ duesDebt: -1499.5, lateFeeDebt: -10, totalDebt: -1509.5 });
    expect(res.body.data.totals).toEqual({
      duesDebt: -1499.5,
      additionalChargeDebt: -300,
      lateFeeDebt: -10,
      // The site charges no fees of its own: nothing accrues (the rows above were written by hand).
      lateFeeAccrued: 0,
      totalDebt: -1809.5,
    });
  });
});

describe('unpaidMonths', () => {
  it('settles payments oldest month first', () => {
    const months = ['2026-01', '2026-02', '2026-03'].map((period) => ({ period, kurus: 100_000 }));
    expect(unpaidMonths(months, 150_050, 300_000)).toEqual({
      oldestUnpaidMonth: '2026-02',
      monthsOverdue: 2,
      notDueKurus: 0,
    });
    expect(unpaidMonths(months, 0, 300_000)).toEqual({
      oldestUnpaidMonth: '2026-01',
      monthsOverdue: 3,
      notDueKurus: 0,
    });
    expect(unpaidMonths(months, 300_000, 300_000)).toEqual({
      oldestUnpaidMonth: null,
      monthsOverdue: 0,
      notDueKurus: 0,
    });
    expect(unpaidMonths(months, 299_999, 300_000)).toEqual({
      oldestUnpaidMonth: '2026-03',
      monthsOverdue: 1,
      notDueKurus: 0,
    });
  });

  it("settles an opening balance ('Devir bakiyesi', a charge without a month) before any month", () => {
    const months = ['2026-01', '2026-02', '2026-03'].map((period) => ({ period, kurus: 100_000 }));
    // 500,00 ₺ carried over: 1.500,50 ₺ paid clears it, January and 0,50 ₺ of February.
    expect(unpaidMonths(months, 150_050, 350_000)).toEqual({
      oldestUnpaidMonth: '2026-02',
      monthsOverdue: 2,
      notDueKurus: 0,
    });
    expect(unpaidMonths(months, 49_999, 350_000)).toEqual({
      oldestUnpaidMonth: '2026-01',
      monthsOverdue: 3,
      notDueKurus: 0,
    });
    expect(unpaidMonths(months, 350_000, 350_000)).toEqual({
      oldestUnpaidMonth: null,
      monthsOverdue: 0,
      notDueKurus: 0,
    });
    expect(unpaidMonths([], 20_000, 50_000)).toEqual({ oldestUnpaidMonth: null, monthsOverdue: 0, notDueKurus: 0 });
  });

  it('finds the same open months from the newest end, given what is owed, as from the oldest (the list reads only the newest)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 200_000 }), { maxLength: 8 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: -50_000, max: 1_200_000 }),
        (amounts, opening, paid) => {
          const months = amounts.map((kurus, i) => ({ period: `2026-${String(i + 1).padStart(2, '0')}`, kurus }));
          const charged = amounts.reduce((sum, k) => sum + k, 0) + opening;
          const expected = openDuesMonths(months, paid, charged);
          const newestFirst = [...months].reverse();
          expect(openDuesMonthsFromOwed(newestFirst, charged - paid)).toEqual(expected);
          // As the list reads them: the newest months up to the first whose later months reach
          // what is owed, and no older one.
          let after = 0;
          const read = newestFirst.filter((m) => {
            const needed = after < charged - paid;
            after += m.kurus;
            return needed;
          });
          expect(openDuesMonthsFromOwed(read, charged - paid)).toEqual(expected);
        },
      ),
      { numRuns: 300, seed: 20261129 },
    );
  });

  it('counts a month as overdue only from the day after its due day, Istanbul time (PRODUCT.md §12)', () => {
    // 8 and 10 December: December is not overdue yet with the 10th as due day; on the 11th it is.
    expect(firstMonthNotDue(10, new Date('2026-12-08T12:00:00+03:00'))).toBe('2026-12');
    expect(firstMonthNotDue(10, new Date('2026-12-10T23:59:00+03:00'))).toBe('2026-12');
    expect(firstMonthNotDue(10, new Date('2026-12-11T00:00:00+03:00'))).toBe('2027-01');
    // 21:30 UTC on the 10th is already the 11th in Istanbul.
    expect(firstMonthNotDue(10, new Date('2026-12-10T21:30:00Z'))).toBe('2027-01');
    const months = ['2026-11', '2026-12'].map((period) => ({ period, kurus: 100_000 }));
    expect(unpaidMonths(months, 50_000, 200_000, '2026-12')).toEqual({
      oldestUnpaidMonth: '2026-11',
      monthsOverdue: 1,
      notDueKurus: 100_000,
    });
  });
});

describe('debtor list before and after the due day', () => {
  it('leaves a month out of the list, its months and its amounts, until its due day has passed', async () => {
    const s = await siteWithDebtors();
    await t.db.update(sites).set({ dueDay: 10 }).where(eq(sites.id, s.siteId));
    const [row] = await t.db.select(sessionUserColumns).from(users).where(eq(users.email, DEMO_USERS.system.email));
    const admin = row as SessionUser;
    const rowOf = (list: Awaited<ReturnType<typeof debtorList>>, unitId: number) =>
      list.rows.find((r) => r.unitId === unitId);
    // 8 March: A-1 owes 499,50 of February and March's 1.000,00, which is not due before the 10th.
    const before = await debtorList(t.db, admin, s.siteId, {}, new Date('2026-03-08T12:00:00+03:00'));
    expect(rowOf(before, s.a1)).toMatchObject({
      duesDebt: -499.5,
      totalDebt: -499.5,
      monthsOverdue: 1,
      oldestUnpaidMonth: '2026-02',
    });
    const after = await debtorList(t.db, admin, s.siteId, {}, new Date('2026-03-11T09:00:00+03:00'));
    expect(rowOf(after, s.a1)).toMatchObject({ duesDebt: -1499.5, totalDebt: -1499.5, monthsOverdue: 2 });
    // A-3's ek bütçe is owed whatever the day.
    expect(rowOf(before, s.a3)).toMatchObject({ totalDebt: -300, monthsOverdue: 0 });
  });
});

describe('debtor list as of today', () => {
  it('counts the late fees accrued to today in what is owed, the accrued part apart, and gives the phone to call', async () => {
    const s = await siteWithDebtors();
    await t.db
      .update(sites)
      .set({ dueDay: 10, lateFeeEnabled: true, lateFeeRateBps: 500, lateFeeFrom: '2026-01-01' })
      .where(eq(sites.id, s.siteId));
    const mehmet = await t.userId('mehmet');
    await t.db
      .update(units)
      .set({ residentUserId: mehmet, residentFullName: 'Mehmet Demir' })
      .where(eq(units.id, s.a1));
    const [row] = await t.db.select(sessionUserColumns).from(users).where(eq(users.email, DEMO_USERS.system.email));
    const now = new Date('2026-04-20T12:00:00+03:00');
    const accrued = accruedByUnit(await accruedLateFees(t.db, [s.a1], now)).get(s.a1) ?? 0;
    expect(accrued).toBeGreaterThan(0);
    const list = await debtorList(t.db, row as SessionUser, s.siteId, {}, now);
    const a1 = list.rows.find((r) => r.unitId === s.a1)!;
    expect(a1).toMatchObject({
      residentName: 'Mehmet Demir',
      lateFeeDebt: -accrued / 100,
      lateFeeAccrued: accrued / 100,
      // 1.499,50 of dues and the fees accrued to today.
      totalDebt: -(149_950 + accrued) / 100,
    });
    expect(a1.residentPhone).toMatch(/^\+90 \(5\d{2}\) \d{3} \d{2} \d{2}$/);
    expect(list.totals.lateFeeAccrued).toBe(
      list.rows.reduce((sum, r) => sum + Math.round(r.lateFeeAccrued * 100), 0) / 100,
    );
  });
});

describe('debtor list', () => {
  it('lists who owes what since when, with totals, and filters by months overdue', async () => {
    const s = await siteWithDebtors();
    const res = await get(s.admin, `/api/siteadmin/sites/${s.siteId}/debtors`);
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toEqual({
      rows: [
        {
          unitId: s.a1,
          block: 'A',
          doorNumber: '1',
          residentName: null,
          residentPhone: null,
          duesDebt: -1499.5,
          additionalChargeDebts: [],
          lateFeeDebt: 0,
          lateFeeAccrued: 0,
          totalDebt: -1499.5,
          oldestUnpaidMonth: '2026-02',
          monthsOverdue: 2,
          duesAskedOf: 'owners',
          tenantName: null,
          tenantPhone: null,
          ownerNames: [],
          enforcement: false,
          enforcementStartedAt: null,
        },
        {
          unitId: s.a3,
          block: 'A',
          doorNumber: '3',
          residentName: null,
          residentPhone: null,
          duesDebt: 0,
          additionalChargeDebts: [
            { additionalChargeId: s.chargeId, title: 'Çatı; Onarımı', debt: -300, askedOf: 'owners' },
          ],
          lateFeeDebt: 0,
          lateFeeAccrued: 0,
          totalDebt: -300,
          oldestUnpaidMonth: null,
          monthsOverdue: 0,
          duesAskedOf: 'owners',
          tenantName: null,
          tenantPhone: null,
          ownerNames: [],
          enforcement: false,
          enforcementStartedAt: null,
        },
      ],
      additionalCharges: [{ additionalChargeId: s.chargeId, title: 'Çatı; Onarımı' }],
      totals: { duesDebt: -1499.5, additionalChargeDebt: -300, lateFeeDebt: 0, lateFeeAccrued: 0, totalDebt: -1799.5 },
    });
    // Whom to ask (PRODUCT.md §16): A/1's unpaid months began in its tenant's tenancy.
    const [tenant] = await t.db
      .insert(users)
      .values({ fullName: 'Ece Bulut', phone: '+905339990001', role: 'Resident' })
      .returning({ id: users.id });
    await t.db
      .insert(unitTenancies)
      .values({ unitId: s.a1, userId: tenant.id, fullName: 'Ece Bulut', since: '2026-01-15' });
    await t.db.insert(unitOwners).values({
      unitId: s.a1,
      userId: tenant.id,
      fullName: 'Levent Tunç',
      shareNumerator: 1,
      shareDenominator: 1,
      since: '2025-01-01',
    });
    const asked = await get(s.admin, `/api/siteadmin/sites/${s.siteId}/debtors`);
    expect(asked.body.data.rows[0]).toMatchObject({
      duesAskedOf: 'tenant',
      tenantName: 'Ece Bulut',
      tenantPhone: '+90 (533) 999 00 01',
      ownerNames: ['Levent Tunç'],
    });
    await t.db.delete(unitTenancies).where(eq(unitTenancies.unitId, s.a1));
    await t.db.delete(unitOwners).where(eq(unitOwners.unitId, s.a1));
    const twoMonths = await get(s.admin, `/api/siteadmin/sites/${s.siteId}/debtors?minMonthsOverdue=2`);
    expect(twoMonths.body.data.rows.map((r: { unitId: number }) => r.unitId)).toEqual([s.a1]);
    const bad = await get(s.admin, `/api/siteadmin/sites/${s.siteId}/debtors?minMonthsOverdue=abc`);
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toBe('Geciken ay sayısı 0 ile 120 arasında bir tam sayı olmalıdır.');
  });

  it('downloads as .csv with a BOM, semicolons and decimal commas, debts as positive amounts owed', async () => {
    const s = await siteWithDebtors();
    const res = await get(s.admin, `/api/siteadmin/sites/${s.siteId}/debtors.csv`);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="borclu-listesi-\d+-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = res.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.slice(1).split('\r\n')).toEqual([
      'Blok;Daire;Sakin;Telefon;Aidat borcu;"Ek bütçe: Çatı; Onarımı";Gecikme tazminatı;Gecikme: bugüne kadar işleyen (dahil);Toplam borç;En eski ödenmemiş ay;Geciken ay sayısı;Aidat kimden istenir;Kiracı;Malikler;İcra takibi başlangıcı',
      'A;1;;;1499,50;0,00;0,00;0,00;1499,50;2026-02;2;Malikler;;;',
      'A;3;;;0,00;300,00;0,00;0,00;300,00;;0;Malikler;;;',
      'Toplam;;;;1499,50;300,00;0,00;0,00;1799,50;;;;;;',
      '',
    ]);
  });

  it('writes a name a spreadsheet would run as a formula as text in the .csv (PRODUCT.md §2)', async () => {
    const s = await siteWithDebtors();
    await t.db.update(units).set({ residentFullName: '=HYPERLINK("http://x";"Ödeme")' }).where(eq(units.id, s.a1));
    await t.db.update(units).set({ residentFullName: "+cmd|' /C calc'!A0" }).where(eq(units.id, s.a3));
    const text = (await get(s.admin, `/api/siteadmin/sites/${s.siteId}/debtors.csv`)).rawPayload.toString('utf8');
    const [, first, second] = text.slice(1).split('\r\n');
    expect(first).toBe(
      'A;1;"\'=HYPERLINK(""http://x"";""Ödeme"")";;1499,50;0,00;0,00;0,00;1499,50;2026-02;2;Malikler;;;',
    );
    expect(second).toBe("A;3;'+cmd|' /C calc'!A0;;0,00;300,00;0,00;0,00;300,00;;0;Malikler;;;");
  });

  it('downloads as .xlsx with typed cells, and only for the site’s managers', async () => {
    const s = await siteWithDebtors();
    const res = await get(s.admin, `/api/siteadmin/sites/${s.siteId}/debtors.xlsx`);
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Borçlu Listesi')!;
    // Title rows: what it is and for which site, what the amounts are, when it was made.
    expect(sheet.getCell('A1').value).toMatch(/^Borçlu Listesi — Borçlu Sitesi \d+$/);
    expect(sheet.getCell('A2').value).toMatch(/^Tutarlar bugün itibarıyla borçtur/);
    expect(sheet.getCell('A3').value).toMatch(/^Oluşturulma: \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    expect(sheet.getRow(5).values).toEqual([
      undefined,
      'Blok',
      'Daire',
      'Sakin',
      'Telefon',
      'Aidat borcu',
      'Ek bütçe: Çatı; Onarımı',
      'Gecikme tazminatı',
      'Gecikme: bugüne kadar işleyen (dahil)',
      'Toplam borç',
      'En eski ödenmemiş ay',
      'Geciken ay sayısı',
      'Aidat kimden istenir',
      'Kiracı',
      'Malikler',
      'İcra takibi başlangıcı',
    ]);
    expect(sheet.getCell('E6').value).toBe(1499.5);
    expect(sheet.getCell('E6').type).toBe(ExcelJS.ValueType.Number);
    expect(sheet.getCell('E6').numFmt).toBe('#,##0.00');
    expect(sheet.getCell('K6').value).toBe(2);
    expect(sheet.getCell('I8').value).toBe(1799.5);
    // On paper: A4 landscape, one page wide, the header row on every page, frozen under it on screen.
    expect(sheet.pageSetup).toMatchObject({
      paperSize: 9,
      orientation: 'landscape',
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      printTitlesRow: '5:5',
    });
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 5 });
    const other = await w.siteAdmin(await w.site({ name: `Başka Site ${Date.now()}` }));
    expect((await get(other.cookie, `/api/siteadmin/sites/${s.siteId}/debtors.xlsx`)).statusCode).toBe(403);
    expect((await get(await t.login('mehmet'), `/api/siteadmin/sites/${s.siteId}/debtors`)).statusCode).toBe(403);
  });
});
