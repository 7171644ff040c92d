import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sites } from '../../../../db/schema/index.js';
import { buildWorld, freshPhone, type World } from '../../../../../test/factories/index.js';
import { pdfText } from '../../../../../test/fixtures/pdf-text.js';
import { createTestApp, type TestContext } from '../../../../../test/helper.js';
import { setUpSiteBooks } from '../../books/accounts/site-books.repository.js';

let t: TestContext;
let w: World;
let mehmet: string;
let siteCounter = 0;

beforeAll(async () => {
  t = await createTestApp();
  w = buildWorld(t);
  mehmet = await t.login('mehmet');
});
afterAll(() => t.close());

/** A site of the test's own whose unit A-1 is Mehmet's and owes two months of 1.250,00 ₺. */
async function owingUnit() {
  siteCounter += 1;
  const siteId = await w.site({ name: `Makbuz Sitesi ${siteCounter}`, address: 'Lale Sok. No:7 Kadıköy' });
  await setUpSiteBooks(t.db, siteId);
  const admin = await w.siteAdmin(siteId, 'Ayşe Çağlar');
  const unitId = await w.unit({ siteId, block: 'A', doorNumber: '1', residentId: await t.userId('mehmet') });
  for (const [period, at] of [
    ['2026-01', '2026-01-01T00:00:00.000Z'],
    ['2026-02', '2026-02-01T00:00:00.000Z'],
  ])
    await w.ledgerRow(
      { unitId, siteId },
      { type: 'aidat_charge', amount: 1250, at, period, description: `${period} Aidatı` },
    );
  return { siteId, unitId, admin: admin.cookie };
}

const pay = (as: string, unitId: number, amount: number, date: string) =>
  t.call({
    method: 'POST',
    url: `/api/siteadmin/units/${unitId}/payments`,
    as,
    payload: { kind: 'aidat', amount, date, method: 'havale' },
  });

const receipt = (as: string, id: number, who: 'manager' | 'resident' = 'manager') =>
  t.call({
    method: 'GET',
    url: who === 'manager' ? `/api/siteadmin/payments/${id}/receipt.pdf` : `/api/me/payments/${id}/receipt.pdf`,
    as,
  });

describe('receipt PDF', () => {
  it('prints every field, the amount in words, the month it paid and the reservation while earlier months are owed', async () => {
    const u = await owingUnit();
    // In March, January is paid and February, an earlier month, is still owed.
    const paid = (await pay(u.admin, u.unitId, 1250, '2026-03-10')).body.data;
    const res = await receipt(u.admin, paid.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="makbuz-${paid.receiptNo}.pdf"`);
    const text = pdfText(res.rawPayload);
    for (const expected of [
      `Makbuz Sitesi ${siteCounter}`,
      'Lale Sok. No:7 Kadıköy',
      'TAHSİLAT MAKBUZU',
      `Makbuz No: ${paid.receiptNo}`,
      '10 Mart 2026',
      'Ödeyen: Mehmet',
      'Daire: Blok A • Daire 1',
      'Tutar: 1.250,00 ₺',
      'Yazıyla: Bin iki yüz elli Türk lirası sıfır kuruş',
      'Hesap: Kasa',
      'Ödeme şekli: Havale/EFT',
      'Kaydeden: Ayşe Çağlar',
      'Ödenen: Ocak 2026 Aidatı',
      'Bu ödemeden sonra dairenin borcu: 1.250,00 ₺',
      'Önceki dönemlere ait 1.250,00 ₺ borç saklıdır.',
      'Tahsil eden (ad soyad, imza)',
      'Kaşe / mühür',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('İPTAL');
  });

  it("says what is left as it is: this month's remainder carries no reservation of earlier debt", async () => {
    const u = await owingUnit();
    // In February: January settled, February's dues are this month's.
    const paid = (await pay(u.admin, u.unitId, 1250, '2026-02-10')).body.data;
    const text = pdfText((await receipt(u.admin, paid.id)).rawPayload);
    expect(text).toContain('Ödenen: Ocak 2026 Aidatı');
    expect(text).toContain('Kalan 1.250,00 ₺ bu ayın borcudur.');
    expect(text).not.toContain('saklıdır');
  });

  it('counts the late fees posted with the payment in what is left after it', async () => {
    const u = await owingUnit();
    await t.db
      .update(sites)
      .set({ dueDay: 10, lateFeeEnabled: true, lateFeeRateBps: 500, lateFeeFrom: '2026-01-01' })
      .where(eq(sites.id, u.siteId));
    // Both months paid on 10 March: January 59 days late (122,92), February 28 days (58,33).
    const paid = (await pay(u.admin, u.unitId, 2500, '2026-03-10')).body.data;
    const text = pdfText((await receipt(u.admin, paid.id)).rawPayload);
    expect(text).toContain('Ödenen: Ocak 2026 Aidatı, Şubat 2026 Aidatı');
    expect(text).toContain('Bu ödemeden sonra dairenin borcu: 181,25 ₺');
    expect(text).toContain('Önceki dönemlere ait 181,25 ₺ borç saklıdır.');
  });

  it('names the late fees a payment paid beside its months, never as an advance', async () => {
    const u = await owingUnit();
    await t.db
      .update(sites)
      .set({ dueDay: 10, lateFeeEnabled: true, lateFeeRateBps: 500, lateFeeFrom: '2026-01-01' })
      .where(eq(sites.id, u.siteId));
    // Both months and their fees (122,92 + 58,33), as Tahsilat sends a unit's fee line with its dues.
    const paid = (await pay(u.admin, u.unitId, 2681.25, '2026-03-10')).body.data;
    // The line wraps on the A5 page: compared with its breaks as spaces.
    const text = pdfText((await receipt(u.admin, paid.id)).rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('Ödenen: Ocak 2026 Aidatı, Şubat 2026 Aidatı, gecikme tazminatı 181,25 ₺');
    expect(text).not.toContain('avans');
    expect(text).toContain('Bu ödemeden sonra dairenin borcu: 0,00 ₺');
    // Beyond the fees is an advance again.
    const u2 = await owingUnit();
    await t.db
      .update(sites)
      .set({ dueDay: 10, lateFeeEnabled: true, lateFeeRateBps: 500, lateFeeFrom: '2026-01-01' })
      .where(eq(sites.id, u2.siteId));
    const more = (await pay(u2.admin, u2.unitId, 2781.25, '2026-03-10')).body.data;
    expect(pdfText((await receipt(u2.admin, more.id)).rawPayload).replace(/\s+/g, ' ')).toContain(
      'gecikme tazminatı 181,25 ₺, ileriki aylar için avans 100,00 ₺',
    );
  });

  it('names a part of a month and an advance, oldest month first', async () => {
    const u = await owingUnit();
    const part = (await pay(u.admin, u.unitId, 1500, '2026-02-10')).body.data;
    expect(pdfText((await receipt(u.admin, part.id)).rawPayload)).toContain(
      'Ödenen: Ocak 2026 Aidatı, Şubat 2026 Aidatı (kısmen)',
    );
    const rest = (await pay(u.admin, u.unitId, 1100, '2026-02-11')).body.data;
    const text = pdfText((await receipt(u.admin, rest.id)).rawPayload);
    expect(text).toContain('Ödenen: Şubat 2026 Aidatı, ileriki aylar için avans 100,00 ₺');
    expect(text).toContain('Bu ödemeden sonra dairenin borcu: 0,00 ₺');
  });

  it('carries no reservation once nothing is owed, and says İPTAL once the payment is reversed', async () => {
    const u = await owingUnit();
    const paid = (await pay(u.admin, u.unitId, 2500, '2026-02-10')).body.data;
    const settled = pdfText((await receipt(u.admin, paid.id)).rawPayload);
    expect(settled).toContain('Yazıyla: İki bin beş yüz Türk lirası sıfır kuruş');
    expect(settled).toContain('Bu ödemeden sonra dairenin borcu: 0,00 ₺');
    expect(settled).not.toContain('saklıdır');
    await t.call({
      method: 'POST',
      url: `/api/siteadmin/transactions/${paid.id}/reverse`,
      as: u.admin,
      payload: { reason: 'Yanlış daire' },
    });
    const cancelled = pdfText((await receipt(u.admin, paid.id)).rawPayload);
    expect(cancelled).toContain('İPTAL');
    expect(cancelled).toContain('makbuz geçersizdir');
  });

  it('names the payer (PRODUCT.md §16): the tenant for dues paid in the tenancy, the owners for their ek bütçe', async () => {
    const u = await owingUnit();
    const putOwners = await t.call({
      method: 'PUT',
      url: `/api/siteadmin/units/${u.unitId}/owners`,
      as: u.admin,
      payload: {
        owners: [
          { fullName: 'Oya Malik', phone: freshPhone(), shareNumerator: 1, shareDenominator: 2 },
          { fullName: 'Can Malik', phone: freshPhone(), shareNumerator: 1, shareDenominator: 2 },
        ],
        since: '2025-01-01',
      },
    });
    expect(putOwners.statusCode).toBe(200);
    const moveIn = await t.call({
      method: 'POST',
      url: `/api/siteadmin/units/${u.unitId}/tenant`,
      as: u.admin,
      payload: { fullName: 'Kemal Kiracı', phone: freshPhone(), since: '2026-01-01' },
    });
    expect(moveIn.statusCode).toBe(201);
    const dues = (await pay(u.admin, u.unitId, 1250, '2026-03-10')).body.data;
    expect(pdfText((await receipt(u.admin, dues.id)).rawPayload)).toContain('Ödeyen: Kemal Kiracı');
    const charge = await t.call({
      method: 'POST',
      url: '/api/siteadmin/additional-charges',
      as: u.admin,
      payload: { siteId: u.siteId, title: 'Asansör', amountPerUnit: 100 },
    });
    expect(charge.statusCode).toBe(201);
    const lift = await t.call({
      method: 'POST',
      url: `/api/siteadmin/units/${u.unitId}/payments`,
      as: u.admin,
      payload: {
        kind: 'ekbutce',
        additionalChargeId: charge.body.data.id,
        amount: 100,
        date: '2026-03-11',
        method: 'havale',
      },
    });
    expect(lift.statusCode).toBe(201);
    expect(pdfText((await receipt(u.admin, lift.body.data.id)).rawPayload)).toContain('Ödeyen: Oya Malik, Can Malik');
  });

  it('is for the unit’s resident and its site’s managers only; charges and reversals have none', async () => {
    const u = await owingUnit();
    const other = await owingUnit();
    const paid = (await pay(u.admin, u.unitId, 100, '2026-02-10')).body.data;
    expect((await receipt(mehmet, paid.id, 'resident')).statusCode).toBe(200);
    const stranger = await w.user();
    const strangerCookie = await w.signIn(stranger.id);
    expect((await receipt(strangerCookie, paid.id, 'resident')).statusCode).toBe(404);
    expect((await receipt(other.admin, paid.id)).statusCode).toBe(403);
    expect((await receipt(mehmet, paid.id)).statusCode).toBe(403);
    const ledger = await t.call({ method: 'GET', url: `/api/siteadmin/units/${u.unitId}/transactions`, as: u.admin });
    const charge = ledger.body.data.find((e: { type: string }) => e.type === 'aidat_charge');
    expect((await receipt(u.admin, charge.id)).statusCode).toBe(404);
    expect((await receipt(mehmet, charge.id, 'resident')).statusCode).toBe(404);
    const reversal = await t.call({
      method: 'POST',
      url: `/api/siteadmin/transactions/${paid.id}/reverse`,
      as: u.admin,
      payload: { reason: 'Deneme' },
    });
    expect((await receipt(u.admin, reversal.body.data.id)).statusCode).toBe(404);
  });
});

describe('receipt verification', () => {
  const verify = (siteId: number, number: string, code: string) =>
    t.call({ method: 'GET', url: `/api/receipts/verify?siteId=${siteId}&number=${number}&code=${code}` });

  /** The line printed on the receipt: "Doğrulama: Site No 12 • Makbuz No 2026-000001 • Kod ABCD2345". */
  const printedLine = (text: string) => {
    const match = /Doğrulama: Site No (\d+) • Makbuz No (\d{4}-\d{6}) • Kod ([0-9A-Z]{8})/.exec(text);
    if (!match) throw new Error(`no verification line in: ${text}`);
    return { siteId: Number(match[1]), number: match[2], code: match[3] };
  };

  it('confirms what the printed line names, to anyone, and says when the payment was reversed', async () => {
    const u = await owingUnit();
    const paid = (await pay(u.admin, u.unitId, 1250, '2026-02-10')).body.data;
    const line = printedLine(pdfText((await receipt(u.admin, paid.id)).rawPayload));
    expect(line).toMatchObject({ siteId: u.siteId, number: paid.receiptNo });
    const ok = await verify(line.siteId, line.number, line.code.toLowerCase());
    expect(ok.statusCode).toBe(200);
    expect(ok.body.data).toEqual({
      siteName: `Makbuz Sitesi ${siteCounter}`,
      receiptNo: paid.receiptNo,
      occurredAt: expect.stringMatching(/^2026-02-/),
      amount: 1250,
      cancelled: false,
    });
    expect(JSON.stringify(ok.body)).not.toContain('Mehmet');
    await t.call({
      method: 'POST',
      url: `/api/siteadmin/transactions/${paid.id}/reverse`,
      as: u.admin,
      payload: { reason: 'Yanlış daire' },
    });
    expect((await verify(line.siteId, line.number, line.code)).body.data.cancelled).toBe(true);
  });

  it('answers the same 404 for a wrong code, another site and an unknown number; bad input is a 400', async () => {
    const u = await owingUnit();
    const other = await owingUnit();
    const paid = (await pay(u.admin, u.unitId, 100, '2026-02-10')).body.data;
    const line = printedLine(pdfText((await receipt(u.admin, paid.id)).rawPayload));
    const wrongCode = `${line.code.slice(0, 7)}${line.code[7] === 'A' ? 'B' : 'A'}`;
    for (const res of [
      await verify(line.siteId, line.number, wrongCode),
      await verify(other.siteId, line.number, line.code),
      await verify(line.siteId, '2026-999999', line.code),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.body.message).toBe('Makbuz doğrulanamadı: site numarası, makbuz numarası ya da kod eşleşmiyor.');
    }
    const badNumber = await verify(line.siteId, '123', line.code);
    expect(badNumber.statusCode).toBe(400);
    expect(badNumber.body.message).toContain('Makbuz No');
    const badCode = await verify(line.siteId, line.number, 'ILOU1234');
    expect(badCode.statusCode).toBe(400);
    expect(badCode.body.message).toContain('Kod');
  });

  it('gives every payment its own code', async () => {
    const u = await owingUnit();
    const codes = new Set<string>();
    for (const amount of [10, 20, 30]) {
      const paid = (await pay(u.admin, u.unitId, amount, '2026-02-11')).body.data;
      codes.add(printedLine(pdfText((await receipt(u.admin, paid.id)).rawPayload)).code);
    }
    expect(codes.size).toBe(3);
  });
});
