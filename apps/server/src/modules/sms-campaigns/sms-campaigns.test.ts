import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, freshPhone, setConfig, type World } from '../../../test/factories/index.js';
import { type FakeSmsServer, startFakeSmsServer } from '../../../test/fake-sms-server.js';
import { createTestApp, type TestContext } from '../../../test/helper.js';
import { setUpSiteBooks } from '../ledger/books/accounts/site-books.repository.js';

// Managers' SMS sending through a real provider client (Netgsm) against a stand-in for its API.

let t: TestContext;
let w: World;
let fake: FakeSmsServer;
const accepted = { status: 200, body: JSON.stringify({ code: '00', jobid: '991', description: 'queued' }) };

beforeAll(async () => {
  fake = await startFakeSmsServer(accepted);
  t = await createTestApp({
    config: {
      smsProvider: 'netgsm',
      sms: { username: 'u', password: 'p', sender: 'AIDAT', apiUrl: fake.url, timeoutMs: 2000 },
    },
  });
  w = buildWorld(t);
  await setConfig(t, { SmsPricePerMessageKurus: '25' });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const window = { startDate: new Date(), endDate: new Date(Date.now() + 86_400_000) };

/**
 * A site of five units charged January to March at 1.000,00 ₺. One resident (p1) lives in A-1
 * (owes 3 months) and A-4 (owes 2); A-2 (p2) owes 1; A-3 owes 3 but nobody with a phone lives
 * there; A-5 (p5) paid everything.
 */
async function siteWithResidents() {
  const siteId = await w.site({ name: `Gül Sitesi ${Date.now()}` });
  await setUpSiteBooks(t.db, siteId);
  const admin = await w.siteAdmin(siteId);
  const [r1, r2, r5] = [
    await w.user({ phone: freshPhone(), fullName: 'Ali Veli' }),
    await w.user({ phone: freshPhone(), fullName: 'Ayşe Kaya' }),
    await w.user({ phone: freshPhone(), fullName: 'Can Er' }),
  ];
  const unit = (door: string, residentId?: number) => w.unit({ siteId, block: 'A', doorNumber: door, residentId });
  const units = {
    a1: await unit('1', r1.id),
    a2: await unit('2', r2.id),
    a3: await unit('3'),
    a4: await unit('4', r1.id),
    a5: await unit('5', r5.id),
  };
  for (const unitId of Object.values(units))
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
  const pay = (unitId: number, amount: number) =>
    t.call({
      method: 'POST',
      url: `/api/siteadmin/units/${unitId}/payments`,
      as: admin.cookie,
      payload: { kind: 'aidat', amount, date: '2026-03-10' },
    });
  await pay(units.a2, 2000);
  await pay(units.a4, 1000);
  await pay(units.a5, 3000);
  const notificationId = await w.notification({
    siteId,
    title: 'Su kesintisi',
    message: 'Yarın 10:00-12:00 arası su kesilecektir.',
    ...window,
  });
  return { siteId, admin: admin.cookie, phones: { p1: r1.phone, p2: r2.phone, p5: r5.phone }, notificationId };
}

const preview = (siteId: number, as: string, payload: object) =>
  t.call({ method: 'POST', url: `/api/siteadmin/sites/${siteId}/sms-campaigns/preview`, as, payload });
const confirm = (siteId: number, as: string, payload: object, key?: string) =>
  t.call({
    method: 'POST',
    url: `/api/siteadmin/sites/${siteId}/sms-campaigns`,
    as,
    payload,
    headers: key ? { 'idempotency-key': key } : {},
  });
const detail = (siteId: number, id: number, as: string) =>
  t.call({ method: 'GET', url: `/api/siteadmin/sites/${siteId}/sms-campaigns/${id}`, as });
const national = (e164: string) => e164.replace(/^\+90/, '');
const sentTo = (phone: string) => fake.received.filter((r) => JSON.parse(r.body).no === national(phone));

let s: Awaited<ReturnType<typeof siteWithResidents>>;
beforeAll(async () => {
  s = await siteWithResidents();
});

describe('SMS campaign preview', () => {
  it('counts one reminder per phone of units owing more than N months, with its text and cost', async () => {
    const res = await preview(s.siteId, s.admin, { kind: 'debtReminder', monthsOverdueMoreThan: 1 });
    expect(res.statusCode).toBe(200);
    const p = res.body.data;
    expect(p).toMatchObject({ kind: 'debtReminder', messageCount: 1, pricePerMessage: 0.25, totalCost: 0.25 });
    expect(p.recipients).toEqual([
      {
        units: 'A-1, A-4',
        residentName: 'Ali Veli',
        phone: `+90 ${s.phones.p1.slice(3, 6)} *** ** ${s.phones.p1.slice(11)}`,
        text: expect.stringMatching(
          /^Gul Sitesi \d+: A-1, A-4 nolu dairelerinizin toplam 5\.000,00 TL borcu \(en cok 3 ay\) bulunmaktadir\. Bilgilendirme mesajidir\.$/,
        ),
      },
    ]);
    expect(p.skipped).toEqual([{ units: 'A-3', residentName: null }]);

    const three = (await preview(s.siteId, s.admin, { kind: 'debtReminder', monthsOverdueMoreThan: 2 })).body.data;
    expect(three.recipients.map((r: { text: string }) => r.text)).toEqual([
      expect.stringMatching(/: A-1 nolu dairenin 3\.000,00 TL aidat borcu \(3 ay\) .*Odeme aciklamasi: S\d+-A1\./),
    ]);
  });

  it('reminds no unit of a debt under ReminderMinimumDebt (10,00 ₺ by default), such as 0,01 ₺ left over', async () => {
    const siteId = await w.site({ name: `Kuruş Sitesi ${Date.now()}` });
    await setUpSiteBooks(t.db, siteId);
    const admin = (await w.siteAdmin(siteId)).cookie;
    const resident = await w.user({ phone: freshPhone(), fullName: 'Deniz Ak' });
    const unitId = await w.unit({ siteId, block: 'B', doorNumber: '1', residentId: resident.id });
    await w.ledgerRow(
      { unitId, siteId },
      { type: 'aidat_charge', amount: 1000, at: '2026-01-01T09:00:00.000Z', period: '2026-01', description: 'Ocak' },
    );
    await t.call({
      method: 'POST',
      url: `/api/siteadmin/units/${unitId}/payments`,
      as: admin,
      payload: { kind: 'aidat', amount: 999.99, date: '2026-03-10' },
    });
    const reminder = { kind: 'debtReminder', monthsOverdueMoreThan: 0 };
    expect((await preview(siteId, admin, reminder)).body.data).toMatchObject({ messageCount: 0, recipients: [] });
    await setConfig(t, { ReminderMinimumDebt: '0.01' });
    try {
      const p = (await preview(siteId, admin, reminder)).body.data;
      expect(p.messageCount).toBe(1);
      expect(p.recipients[0].text).toContain('0,01 TL');
    } finally {
      await setConfig(t, { ReminderMinimumDebt: '10' });
    }
  });

  it('reminds the party the debt falls to (PRODUCT.md §16): the tenant for dues of the tenancy, else the owner', async () => {
    const siteId = await w.site({ name: `Kiracılı Site ${Date.now()}` });
    await setUpSiteBooks(t.db, siteId);
    const admin = (await w.siteAdmin(siteId)).cookie;
    const tenantFlat = await w.unit({ siteId, block: 'K', doorNumber: '1' });
    const ownerFlat = await w.unit({ siteId, block: 'K', doorNumber: '2' });
    for (const unitId of [tenantFlat, ownerFlat])
      await w.ledgerRow(
        { unitId, siteId },
        {
          type: 'aidat_charge',
          amount: 1000,
          at: '2026-02-01T09:00:00.000+03:00',
          period: '2026-02',
          description: 'Şubat',
        },
      );
    const tenantPhone = freshPhone();
    const ownerPhone = freshPhone();
    const owner = (unitId: number, phone: string) =>
      t.call({
        method: 'PUT',
        url: `/api/siteadmin/units/${unitId}/owners`,
        as: admin,
        payload: {
          owners: [{ fullName: 'Uzak Malik', phone, shareNumerator: 1, shareDenominator: 1 }],
          since: '2025-01-01',
        },
      });
    expect((await owner(tenantFlat, ownerPhone)).statusCode).toBe(200);
    expect((await owner(ownerFlat, ownerPhone)).statusCode).toBe(200);
    const moveIn = await t.call({
      method: 'POST',
      url: `/api/siteadmin/units/${tenantFlat}/tenant`,
      as: admin,
      payload: { fullName: 'Kira Cı', phone: tenantPhone, since: '2026-01-01' },
    });
    expect(moveIn.statusCode).toBe(201);
    const p = (await preview(siteId, admin, { kind: 'debtReminder', monthsOverdueMoreThan: 0 })).body.data;
    const masked = (phone: string) => `+90 ${phone.slice(3, 6)} *** ** ${phone.slice(11)}`;
    expect(
      p.recipients.map((r: { units: string; residentName: string; phone: string }) => [
        r.units,
        r.residentName,
        r.phone,
      ]),
    ).toEqual([
      ['K-1', 'Kira Cı', masked(tenantPhone)],
      ['K-2', 'Uzak Malik', masked(ownerPhone)],
    ]);
    expect(p.skipped).toEqual([]);
  });

  it('sends an announcement to every phone of the site once, with the site name', async () => {
    const p = (await preview(s.siteId, s.admin, { kind: 'announcement', notificationId: s.notificationId })).body.data;
    expect(p.messageCount).toBe(3);
    expect(p.totalCost).toBe(0.75);
    expect(p.recipients.map((r: { units: string }) => r.units)).toEqual(['A-1, A-4', 'A-2', 'A-5']);
    for (const r of p.recipients)
      expect(r.text).toMatch(/^Gul Sitesi \d+: Su kesintisi - Yarin 10:00-12:00 arasi su kesilecektir\.$/);
    expect(p.skipped).toEqual([{ units: 'A-3', residentName: null }]);
  });

  it('refuses bad input with a Turkish message and another site’s notification as unknown', async () => {
    const bad = await preview(s.siteId, s.admin, { kind: 'debtReminder', monthsOverdueMoreThan: 120 });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toContain('Geciken ay sayısı');
    const other = await w.site({ name: 'Başka Site' });
    const foreign = await w.notification({ siteId: other, title: 'Başka', ...window });
    const res = await preview(s.siteId, s.admin, { kind: 'announcement', notificationId: foreign });
    expect(res.statusCode).toBe(404);
  });
});

describe('SMS campaign sending', () => {
  it('a double confirm stores and sends the campaign once; each phone gets one SMS; a refusal is logged', async () => {
    // The provider refuses p2's number (Netgsm 30).
    fake.answer((req) =>
      JSON.parse(req.body).no === national(s.phones.p2)
        ? { status: 406, body: JSON.stringify({ code: '30', jobid: null, description: 'Geçersiz' }) }
        : accepted,
    );
    const body = { kind: 'announcement', notificationId: s.notificationId };
    const [a, b] = await Promise.all([
      confirm(s.siteId, s.admin, body, 'sms-key-1'),
      confirm(s.siteId, s.admin, body, 'sms-key-1'),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.body.data.id).toBe(b.body.data.id);
    expect(a.body.data).toMatchObject({ total: 3, totalCost: 0.75 });
    const id = a.body.data.id;

    await expect.poll(async () => (await detail(s.siteId, id, s.admin)).body.data.done, { timeout: 10_000 }).toBe(true);
    const d = (await detail(s.siteId, id, s.admin)).body.data;
    expect(d).toMatchObject({ total: 3, sent: 2, failed: 1, pending: 0 });
    expect(
      d.recipients.map((r: Record<string, unknown>) => [r.units, r.status, r.outcome, r.code, r.provider]),
    ).toEqual([
      ['A-1, A-4', 'sent', 'sent', '00', 'netgsm'],
      ['A-2', 'failed', 'permanent', '30', 'netgsm'],
      ['A-5', 'sent', 'sent', '00', 'netgsm'],
    ]);
    for (const phone of Object.values(s.phones)) expect(sentTo(phone)).toHaveLength(1);
    expect(JSON.parse(sentTo(s.phones.p1)[0].body).msg).toBe(d.recipients[0].text);

    const list = await t.call({ method: 'GET', url: `/api/siteadmin/sites/${s.siteId}/sms-campaigns`, as: s.admin });
    expect(list.body.data.map((c: { id: number }) => c.id)).toContain(id);
    fake.answer(accepted);
  });

  it('needs an Idempotency-Key, and refuses a campaign nobody can receive', async () => {
    const noKey = await confirm(s.siteId, s.admin, { kind: 'debtReminder', monthsOverdueMoreThan: 0 });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.body.message).toContain('Idempotency-Key');
    const empty = await w.site({ name: 'Boş Site' });
    await w.unit({ siteId: empty, block: 'A', doorNumber: '1' });
    const n = await w.notification({ siteId: empty, title: 'Duyuru', ...window });
    const admin = await w.siteAdmin(empty);
    const res = await confirm(empty, admin.cookie, { kind: 'announcement', notificationId: n }, 'sms-key-2');
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toContain('Gönderilecek telefon numarası yok');
  });
});

describe('who may send', () => {
  it('only the site’s managers: another site’s Admin and a resident are refused, another site’s campaign is unknown', async () => {
    const other = await w.site({ name: 'Diğer Site' });
    const otherAdmin = await w.siteAdmin(other);
    const resident = await t.login('ayse');
    const body = { kind: 'debtReminder', monthsOverdueMoreThan: 0 };
    for (const as of [otherAdmin.cookie, resident]) {
      expect((await preview(s.siteId, as, body)).statusCode).toBe(403);
      expect((await confirm(s.siteId, as, body, `k-${as.length}`)).statusCode).toBe(403);
      expect(
        (await t.call({ method: 'GET', url: `/api/siteadmin/sites/${s.siteId}/sms-campaigns`, as })).statusCode,
      ).toBe(403);
    }
    const [mine] = (await t.call({ method: 'GET', url: `/api/siteadmin/sites/${s.siteId}/sms-campaigns`, as: s.admin }))
      .body.data;
    expect((await detail(other, mine.id, otherAdmin.cookie)).statusCode).toBe(404);
    expect((await detail(s.siteId, mine.id, otherAdmin.cookie)).statusCode).toBe(403);
    const system = await t.login('system');
    expect((await detail(s.siteId, mine.id, system)).statusCode).toBe(200);
  });
});
