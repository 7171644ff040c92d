import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, type World } from '../../../test/factories/index.js';
import { createTestApp, type TestContext } from '../../../test/helper.js';
import { pdfText } from '../../../test/fixtures/pdf-text.js';
import { budgets, budgetUnitDues, sites, unitEnforcements, unitOwners, units, users } from '../../db/schema/index.js';
import { istanbulDay } from '@aidat/shared';

// A unit's icra takibi (PRODUCT.md §21): started and ended by the site's manager, every period
// kept, shown on the unit and debtor lists and filtered there; nobody else reaches it.

let t: TestContext;
let w: World;
let site: { siteId: number; admin: string; other: string; owing: number; clear: number };
let siteCount = 0;

beforeAll(async () => {
  t = await createTestApp();
  w = buildWorld(t);
});
afterAll(() => t.close());

/** A site of the test's own: a unit owing three months of dues and one that owes nothing. */
async function freshSite() {
  siteCount += 1;
  const siteId = await w.site({ name: `İcra Sitesi ${siteCount}` });
  const admin = await w.siteAdmin(siteId);
  const other = await w.siteAdmin(await w.site({ name: `Başka Site ${siteCount}` }));
  const owing = await w.unit({ siteId, block: 'A', doorNumber: '1' });
  const clear = await w.unit({ siteId, block: 'A', doorNumber: '2' });
  for (const period of ['2026-01', '2026-02', '2026-03'])
    await w.ledgerRow(
      { unitId: owing, siteId },
      { type: 'aidat_charge', amount: 1000, at: `${period}-01T09:00:00.000Z`, period, description: `${period} Aidatı` },
    );
  return { siteId, admin: admin.cookie, other: other.cookie, owing, clear };
}

beforeAll(async () => {
  site = await freshSite();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, as: string, payload?: object) =>
  t.call({ method, url, as, ...(payload ? { payload } : {}) });
const url = (unitId: number, end = '') => `/api/siteadmin/units/${unitId}/enforcement${end}`;

describe('POST /api/siteadmin/units/:unitId/enforcement', () => {
  it('starts icra with its details, shows it on the unit and debtor lists, and filters on it', async () => {
    const res = await call('POST', url(site.owing), site.admin, {
      startedAt: '2026-04-02',
      office: 'İstanbul 12. İcra Dairesi',
      fileNo: '2026/1234 E.',
      note: 'Avukat: Av. Selin Kaya',
    });
    expect(res.statusCode).toBe(201);
    expect(res.body.data).toEqual({
      active: true,
      startedAt: '2026-04-02',
      endedAt: null,
      office: 'İstanbul 12. İcra Dairesi',
      fileNo: '2026/1234 E.',
      history: [
        {
          startedAt: '2026-04-02',
          endedAt: null,
          office: 'İstanbul 12. İcra Dairesi',
          fileNo: '2026/1234 E.',
          note: 'Avukat: Av. Selin Kaya',
          reason: null,
        },
      ],
    });
    const list = (await call('GET', `/api/siteadmin/units?siteId=${site.siteId}`, site.admin)).body.data;
    const owing = list.find((u: { id: number }) => u.id === site.owing);
    expect([owing.enforcement, owing.enforcementStartedAt]).toEqual([true, '2026-04-02']);
    const debtors = (q: string) =>
      call('GET', `/api/siteadmin/sites/${site.siteId}/debtors${q}`, site.admin).then((r) => r.body.data.rows);
    expect((await debtors('?enforcement=true')).map((r: { unitId: number }) => r.unitId)).toEqual([site.owing]);
    expect(await debtors('?enforcement=false')).toEqual([]);
    expect((await debtors(''))[0]).toMatchObject({ enforcement: true, enforcementStartedAt: '2026-04-02' });
    const csv = await call('GET', `/api/siteadmin/sites/${site.siteId}/debtors.csv`, site.admin);
    expect(csv.body.toString()).toContain('İcra takibi başlangıcı');
    expect(csv.body.toString()).toContain('2026-04-02');
    const bad = await call('GET', `/api/siteadmin/sites/${site.siteId}/debtors?enforcement=evet`, site.admin);
    expect([bad.statusCode, bad.body.details?.field]).toEqual([400, 'enforcement']);
  });

  it('refuses a second start (409), a day in the future and bad input, naming the field', async () => {
    const s = await freshSite();
    expect((await call('POST', url(s.owing), s.admin, { startedAt: '2026-03-01' })).statusCode).toBe(201);
    const again = await call('POST', url(s.owing), s.admin, { startedAt: '2026-03-02' });
    expect(again.statusCode).toBe(409);
    const tomorrow = new Date(Date.now() + 2 * 86_400_000);
    const future = await call('POST', url(s.clear), s.admin, { startedAt: istanbulDay(tomorrow) });
    expect([future.statusCode, future.body.details?.field]).toEqual([400, 'startedAt']);
    const noDay = await call('POST', url(s.clear), s.admin, { startedAt: '2026-02-30' });
    expect([noDay.statusCode, noDay.body.details?.field]).toEqual([400, 'startedAt']);
    const longOffice = await call('POST', url(s.clear), s.admin, { startedAt: '2026-03-01', office: 'x'.repeat(201) });
    expect([longOffice.statusCode, longOffice.body.details?.field]).toEqual([400, 'office']);
    const periods = await t.db.select().from(unitEnforcements).where(eq(unitEnforcements.unitId, s.clear));
    expect(periods).toEqual([]);
  });

  it('is for the site’s managers only: another site’s Admin and a resident are refused, nothing written', async () => {
    const s = await freshSite();
    expect((await call('POST', url(s.owing), s.other, { startedAt: '2026-03-01' })).statusCode).toBe(403);
    expect((await call('GET', url(s.owing), s.other)).statusCode).toBe(403);
    const mehmet = await t.login('mehmet');
    expect((await call('GET', url(s.owing), mehmet)).statusCode).toBe(403);
    expect((await call('GET', url(s.owing), await t.login('system'))).statusCode).toBe(200);
    expect(await t.db.select().from(unitEnforcements).where(eq(unitEnforcements.unitId, s.owing))).toEqual([]);
  });
});

describe('POST /api/siteadmin/units/:unitId/enforcement/end', () => {
  it('ends it with a day and a reason, keeps the history, and a new one starts only after it', async () => {
    const s = await freshSite();
    await call('POST', url(s.owing), s.admin, { startedAt: '2026-02-01', fileNo: '2026/1 E.' });
    const early = await call('POST', url(s.owing, '/end'), s.admin, { endedAt: '2026-01-31', reason: 'Anlaşma' });
    expect([early.statusCode, early.body.details?.field]).toEqual([400, 'endedAt']);
    const noReason = await call('POST', url(s.owing, '/end'), s.admin, { endedAt: '2026-03-15', reason: ' ' });
    expect([noReason.statusCode, noReason.body.details?.field]).toEqual([400, 'reason']);
    const ended = await call('POST', url(s.owing, '/end'), s.admin, { endedAt: '2026-03-15', reason: 'Borç ödendi' });
    expect(ended.statusCode).toBe(200);
    expect(ended.body.data).toMatchObject({
      active: false,
      startedAt: null,
      history: [{ startedAt: '2026-02-01', endedAt: '2026-03-15', fileNo: '2026/1 E.', reason: 'Borç ödendi' }],
    });
    expect((await call('POST', url(s.owing, '/end'), s.admin, { endedAt: '2026-03-16', reason: 'x' })).statusCode).toBe(
      409,
    );
    const overlapping = await call('POST', url(s.owing), s.admin, { startedAt: '2026-03-15' });
    expect([overlapping.statusCode, overlapping.body.details?.field]).toEqual([400, 'startedAt']);
    expect((await call('POST', url(s.owing), s.admin, { startedAt: '2026-03-20' })).statusCode).toBe(201);
    const history = (await call('GET', url(s.owing), s.admin)).body.data.history;
    expect(history.map((h: { startedAt: string }) => h.startedAt)).toEqual(['2026-03-20', '2026-02-01']);
    const [unit] = await t.db.select({ flag: units.enforcement }).from(units).where(eq(units.id, s.owing));
    expect(unit.flag).toBe(true);
  });
});

describe('PUT /api/siteadmin/units/:unitId with enforcement', () => {
  it('starts icra today and ends it today, recorded as a period', async () => {
    const s = await freshSite();
    const put = (enforcement: boolean) =>
      call('PUT', `/api/siteadmin/units/${s.clear}`, s.admin, {
        block: 'A',
        doorNumber: '2',
        squareMeters: 90,
        roomCount: 3,
        enforcement,
      });
    expect((await put(true)).body.data).toMatchObject({
      enforcement: true,
      enforcementStartedAt: istanbulDay(new Date()),
    });
    expect((await put(true)).statusCode).toBe(200);
    expect((await put(false)).body.data).toMatchObject({ enforcement: false, enforcementStartedAt: null });
    const periods = await t.db
      .select({ endedOn: unitEnforcements.endedOn, endReason: unitEnforcements.endReason })
      .from(unitEnforcements)
      .where(and(eq(unitEnforcements.unitId, s.clear)));
    expect(periods).toEqual([{ endedOn: istanbulDay(new Date()), endReason: 'Daire bilgilerinden kaldırıldı.' }]);
  });
});

describe('GET /api/siteadmin/units/:unitId/enforcement-file.pdf', () => {
  it('prints the cover, every unpaid charge with its fees, the totals and what the claim rests on', async () => {
    const s = await freshSite();
    await t.db
      .update(sites)
      .set({ dueDay: 10, lateFeeEnabled: true, lateFeeRateBps: 500, lateFeeFrom: '2026-01-01' })
      .where(eq(sites.id, s.siteId));
    const [owner] = await t.db
      .insert(users)
      .values({ fullName: 'Şükrü Güneşoğlu', phone: '+905559998877', role: 'Resident' })
      .returning({ id: users.id });
    await t.db.insert(unitOwners).values({
      unitId: s.owing,
      userId: owner.id,
      fullName: 'Şükrü Güneşoğlu',
      shareNumerator: 1,
      shareDenominator: 1,
      since: '2020-01-01',
    });
    // January and February rest on an approved budget; March has none.
    const [budget] = await t.db
      .insert(budgets)
      .values({
        siteId: s.siteId,
        periodStart: '2026-01',
        periodEnd: '2026-02',
        status: 'approved',
        servedAt: '2025-12-05',
        decidedAt: '2025-12-20',
        decisionNo: '2025/4',
        appliesFrom: '2026-01',
      })
      .returning({ id: budgets.id });
    await t.db.insert(budgetUnitDues).values(
      ['2026-01', '2026-02'].map((period) => ({
        budgetId: budget.id,
        unitId: s.owing,
        period,
        amountKurus: 100_000,
      })),
    );
    const roof = await w.additionalCharge({
      siteId: s.siteId,
      title: 'Çatı Onarımı',
      amount: 300,
      chargedAt: new Date('2026-03-05T09:00:00.000Z'),
    });
    await w.ledgerRow(
      { unitId: s.owing, siteId: s.siteId },
      {
        type: 'ekbutce_charge',
        amount: 300,
        at: '2026-03-05T09:00:00.000Z',
        chargeId: roof,
        description: 'Çatı Onarımı',
      },
    );
    await call('POST', url(s.owing), s.admin, {
      startedAt: '2026-04-01',
      office: 'İstanbul 12. İcra Dairesi',
      fileNo: '2026/1234 E.',
    });
    const res = await call('GET', `${url(s.owing)}-file.pdf?asOf=2026-04-30`, s.admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('icra-dosyasi-A-1-2026-04-30.pdf');
    const text = pdfText(res.rawPayload).replace(/\s+/g, ' ');
    for (const expected of [
      'İcra Takip Dosyası',
      `İcra Sitesi ${siteCount}`,
      'Şükrü Güneşoğlu (1/1)',
      '01.04.2026 tarihinden beri',
      'İstanbul 12. İcra Dairesi',
      '2026/1234 E.',
      '2026-01 Aidatı',
      '2026-03 Aidatı',
      'Çatı Onarımı',
      // Dues of 1.000,00 a month from the 10th at 5 %, fees stopped on 1 April: January's 80 days
      // (11 Jan – 31 Mar) = 133,33; February's 49 = 81,67; March's 21 = 35,00; the ek bütçe's 21 = 10,50.
      'Asıl alacak: 3.300,00',
      '30.04.2026 tarihine kadar işleyen gecikme tazminatı: 260,50',
      'Toplam alacak: 3.560,50',
      '2026-01 – 2026-02 dönemi işletme projesi',
      'Tebliğ: 05.12.2025 · Onay: 20.12.2025 · Karar: 2025/4 · Dairenin aylık payı: 1.000,00',
      'Çatı Onarımı (05.03.2026)',
      'Bu dönem için kesinleşmiş işletme projesi kaydı yok; İİK 68/1 belgesi olarak sunulamayabilir.',
      'Kat malikleri kurulu kararı kaydı yok.',
    ])
      expect(text).toContain(expected);
  });

  it('refuses a day in the future and bad input naming asOf, and anyone but the site’s managers', async () => {
    const s = await freshSite();
    const future = await call(
      'GET',
      `${url(s.owing)}-file.pdf?asOf=${istanbulDay(new Date(Date.now() + 3 * 86_400_000))}`,
      s.admin,
    );
    expect([future.statusCode, future.body.details?.field]).toEqual([400, 'asOf']);
    const bad = await call('GET', `${url(s.owing)}-file.pdf?asOf=2026-13-01`, s.admin);
    expect([bad.statusCode, bad.body.details?.field]).toEqual([400, 'asOf']);
    expect((await call('GET', `${url(s.owing)}-file.pdf`, s.other)).statusCode).toBe(403);
    expect((await call('GET', `${url(s.owing)}-file.pdf`, await t.login('mehmet'))).statusCode).toBe(403);
    const today = await call('GET', `${url(s.owing)}-file.pdf`, s.admin);
    expect(pdfText(today.rawPayload)).toContain('Daire icra takibinde değil');
  });
});
