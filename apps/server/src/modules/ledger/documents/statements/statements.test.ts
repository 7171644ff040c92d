import { istanbulDay } from '@aidat/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, type World } from '../../../../../test/factories/index.js';
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

/** Mehmet's unit on a site of the test's own: three months charged, two payments. */
async function unitWithHistory() {
  siteCounter += 1;
  const siteId = await w.site({ name: `Ekstre Sitesi ${siteCounter}` });
  await setUpSiteBooks(t.db, siteId);
  const admin = await w.siteAdmin(siteId);
  const unitId = await w.unit({ siteId, block: 'B', doorNumber: '4', residentId: await t.userId('mehmet') });
  for (const [period, at] of [
    ['2025-12', '2025-11-30T21:00:00.000Z'],
    ['2026-01', '2025-12-31T21:00:00.000Z'],
    ['2026-02', '2026-01-31T21:00:00.000Z'],
  ])
    await w.ledgerRow(
      { unitId, siteId },
      { type: 'aidat_charge', amount: 1000, at, period, description: `${period} Aidatı` },
    );
  const pay = (amount: number, date: string) =>
    t.call({
      method: 'POST',
      url: `/api/siteadmin/units/${unitId}/payments`,
      as: admin.cookie,
      payload: { kind: 'aidat', amount, date },
    });
  const first = (await pay(1500, '2026-01-15')).body.data;
  await pay(250.5, '2026-02-20');
  return { siteId, unitId, admin: admin.cookie, firstReceipt: first.receiptNo as string };
}

const statement = (as: string, unitId: number, query: string, who: 'manager' | 'resident' = 'manager') =>
  t.call({
    method: 'GET',
    url: `/api/${who === 'manager' ? 'siteadmin' : 'me'}/units/${unitId}/statement.pdf${query}`,
    as,
  });

describe('account statement PDF', () => {
  it('brings the balance forward, lists the range with a running balance and closes it', async () => {
    const u = await unitWithHistory();
    const res = await statement(u.admin, u.unitId, '?from=2026-01-01&to=2026-02-28');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('inline; filename="ekstre-B-4-2026-01-01-2026-02-28.pdf"');
    const lines = pdfText(res.rawPayload)
      .split('\n')
      .map((l) => l.replace(/\s+/g, ' ').trim())
      .filter(Boolean);
    expect(lines).toContain('HESAP EKSTRESİ');
    expect(lines).toContain('Dönem: 01.01.2026 – 28.02.2026');
    // December's charge is before the range: brought forward. Then January's charge, the payment
    // with its receipt, February's charge and the second payment, each with the balance after it.
    const table = lines.slice(lines.findIndex((l) => l.startsWith('Devreden bakiye')));
    expect(table.slice(0, 6)).toEqual([
      'Devreden bakiye 1.000,00 ₺',
      '01.01.2026 2026-01 Aidatı 1.000,00 ₺ 2.000,00 ₺',
      `15.01.2026 Aidat ödemesi ${u.firstReceipt} 1.500,00 ₺ 500,00 ₺`,
      '01.02.2026 2026-02 Aidatı 1.000,00 ₺ 1.500,00 ₺',
      expect.stringMatching(/^20\.02\.2026 Aidat ödemesi 2026-\d{6} 250,50 ₺ 1\.249,50 ₺$/),
      'Dönem sonu bakiyesi 1.249,50 ₺',
    ]);
  });

  it('is the resident’s own and the site managers’ only, and refuses a bad range naming the field', async () => {
    const u = await unitWithHistory();
    const other = await unitWithHistory();
    expect((await statement(mehmet, u.unitId, '', 'resident')).statusCode).toBe(200);
    const stranger = await w.signIn((await w.user()).id);
    expect((await statement(stranger, u.unitId, '', 'resident')).statusCode).toBe(404);
    expect((await statement(other.admin, u.unitId, '')).statusCode).toBe(403);
    expect((await statement(mehmet, u.unitId, '')).statusCode).toBe(403);
    const backwards = await statement(u.admin, u.unitId, '?from=2026-03-01&to=2026-01-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body.data.errors[0]).toMatchObject({
      field: 'to',
      message: 'Bitiş tarihi başlangıçtan önce olamaz.',
    });
    const malformed = await statement(u.admin, u.unitId, '?from=01.01.2026');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body.message).toBe('Tarih YYYY-AA-GG biçiminde olmalıdır.');
  });
});

describe('a reversal on the statement', () => {
  it("shows the manager the reason, and the resident only 'Düzeltme' and what it corrects", async () => {
    const u = await unitWithHistory();
    const ledger = await t.call({ method: 'GET', url: `/api/siteadmin/units/${u.unitId}/transactions`, as: u.admin });
    const payment = ledger.body.data.find((e: { amount: number; type: string }) => e.type === 'aidat_payment');
    await t.call({
      method: 'POST',
      url: `/api/siteadmin/transactions/${payment.id}/reverse`,
      as: u.admin,
      payload: { reason: 'Yanlış daireye girildi' },
    });
    // The Istanbul year, as the rows are dated: on 31 December after 21:00 UTC it is the next one.
    const year = istanbulDay(new Date()).slice(0, 4);
    const range = `?from=2025-01-01&to=${year}-12-31`;
    const manager = pdfText((await statement(u.admin, u.unitId, range)).rawPayload);
    expect(manager).toContain('Yanlış daireye girildi');
    const resident = pdfText((await statement(mehmet, u.unitId, range, 'resident')).rawPayload);
    expect(resident).not.toContain('Yanlış daireye girildi');
    expect(resident).toContain(`Düzeltme: ${payment.description}`);
  });
});
