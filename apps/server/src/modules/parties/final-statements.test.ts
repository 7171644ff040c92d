import { execFileSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/fixtures/pdf-text.js';
import {
  createAdditionalCharge,
  createSite,
  createSiteAdmin,
  createUnit,
  demoSiteIds,
  freshPhone,
  postLedgerRow,
} from '../../../test/factories/index.js';
import { createTestApp, type TestContext } from '../../../test/helper.js';
import { finalStatements, unitOwners, unitPartyEvents, users } from '../../db/schema/index.js';

// One flat through a year of a Turkish site (PRODUCT.md §16): an owner, a tenant who moves in and
// out, a sale, and the 'borcu yoktur' letter, with what each party sees at each step. Dues of
// 1.000 ₺ in January, March and April; an ek bütçe of 500 ₺ for the owners in March; one payment
// of 1.500 ₺ on 20 March, which settles January and half of March's dues (oldest first).

let t: TestContext;
let admin: string;
let otherAdmin: string;
let siteId: number;
let unitId: number;
const ownerPhone = freshPhone();
const tenantPhone = freshPhone();
const buyerPhone = freshPhone();
let owner: string;
let tenant: string;
let buyer: string;

const userIdOf = async (phone: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.phone, phone)))[0].id;

beforeAll(async () => {
  t = await createTestApp();
  siteId = await createSite(t, { name: 'Kiracı Sitesi' });
  unitId = await createUnit(t, { siteId, block: 'A', doorNumber: '5' });
  admin = (await createSiteAdmin(t, siteId, 'Selin Yönetici')).cookie;
  otherAdmin = (await createSiteAdmin(t, (await demoSiteIds(t)).deniz)).cookie;
  const unit = { unitId, siteId };
  for (const period of ['2026-01', '2026-03', '2026-04'])
    await postLedgerRow(t, unit, {
      type: 'aidat_charge',
      amount: 1000,
      at: `${period}-01T09:00:00+03:00`,
      description: `${period} aidatı`,
      period,
    });
  const lift = await createAdditionalCharge(t, { siteId, title: 'Asansör yenileme', amount: 500 });
  await postLedgerRow(t, unit, {
    type: 'ekbutce_charge',
    amount: 500,
    at: '2026-03-15T09:00:00+03:00',
    description: 'Asansör yenileme',
    chargeId: lift,
  });
  await postLedgerRow(t, unit, {
    type: 'aidat_payment',
    amount: 1500,
    at: '2026-03-20T12:00:00+03:00',
    description: 'Havale',
  });

  const put = await t.call({
    method: 'PUT',
    url: `/api/siteadmin/units/${unitId}/owners`,
    as: admin,
    payload: {
      owners: [{ fullName: 'Oya Malik', phone: ownerPhone, shareNumerator: 1, shareDenominator: 1 }],
      since: '2026-01-01',
    },
  });
  expect(put.statusCode).toBe(200);
  const moveIn = await t.call({
    method: 'POST',
    url: `/api/siteadmin/units/${unitId}/tenant`,
    as: admin,
    payload: { fullName: 'Kemal Kiracı', phone: tenantPhone, since: '2026-03-01', monthlyRent: '12.500,00' },
  });
  expect(moveIn.statusCode).toBe(201);
  owner = await t.login(await userIdOf(ownerPhone));
  tenant = await t.login(await userIdOf(tenantPhone));
});
afterAll(() => t.close());

const account = (as: string) => t.call({ method: 'GET', url: `/api/me/units/${unitId}/account`, as });
const post = (path: string, payload: object, as = admin, key?: string) =>
  t.call({
    method: 'POST',
    url: `/api/siteadmin/units/${unitId}/${path}`,
    as,
    payload,
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });
const unpaidOf = (items: Array<{ description: string; unpaid: number }>) =>
  Object.fromEntries(items.map((i) => [i.description, i.unpaid]));

describe('what each party sees of the unit (PRODUCT.md §16)', () => {
  it('the tenant sees only the occupant charges of the tenancy, never the ek bütçe or anyone’s contact data', async () => {
    const res = await account(tenant);
    expect(res.statusCode).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({ unitId, relations: ['tenant'], since: '2026-03-01', enforcement: false });
    expect(unpaidOf(data.items)).toEqual({ '2026-03 aidatı': 500, '2026-04 aidatı': 1000 });
    expect(data.items.every((i: { payerRole: string }) => i.payerRole === 'occupant')).toBe(true);
    expect(data.outstanding).toBe(-1500);
    // The payment that settled half of March is shown with the part it settled of these items.
    expect(data.payments).toEqual([
      { id: expect.any(Number), type: 'aidat_payment', date: '2026-03-20', amount: 1500, settled: 500 },
    ]);
    expect(JSON.stringify(data)).not.toContain(ownerPhone);
    expect(JSON.stringify(data)).not.toContain('Oya');
  });

  it('shows the manager what the tenant owes today beside the rent', async () => {
    const res = await t.call({ method: 'GET', url: `/api/siteadmin/units/${unitId}/parties`, as: admin });
    expect(res.body.data).toMatchObject({ tenant: { fullName: 'Kemal Kiracı', monthlyRent: 12500 }, tenantOwed: 1500 });
  });

  it('the owner sees every charge from their first day, the tenant’s unpaid ones flagged as the tenant’s debt', async () => {
    const res = await account(owner);
    expect(res.statusCode).toBe(200);
    const data = res.body.data;
    expect(data.relations).toEqual(['owner']);
    expect(unpaidOf(data.items)).toEqual({
      '2026-01 aidatı': 0,
      '2026-03 aidatı': 500,
      'Asansör yenileme': 500,
      '2026-04 aidatı': 1000,
    });
    const flagged = data.items
      .filter((i: { tenantDebt: boolean }) => i.tenantDebt)
      .map((i: { description: string }) => i.description);
    expect(flagged).toEqual(['2026-03 aidatı', '2026-04 aidatı']);
    expect(data.items.find((i: { description: string }) => i.description === 'Asansör yenileme').payerRole).toBe(
      'owner',
    );
    expect(data.outstanding).toBe(-2000);
    expect(JSON.stringify(data)).not.toContain(tenantPhone);
  });

  it('lists the unit on each party’s home with their relation', async () => {
    for (const [who, relations] of [
      [owner, ['owner']],
      [tenant, ['tenant']],
    ] as const) {
      const res = await t.call({ method: 'GET', url: '/api/me/units', as: who });
      expect(res.body.data).toEqual([expect.objectContaining({ unitId, block: 'A', doorNumber: '5', relations })]);
    }
  });

  it('is the same 404 for a unit that is not theirs as for one that does not exist', async () => {
    const stranger = await t.login((await createSiteAdmin(t, siteId, 'Başka')).userId);
    const none = await account(stranger);
    const unknown = await t.call({ method: 'GET', url: '/api/me/units/99999999/account', as: owner });
    expect(none.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(none.body.message).toBe(unknown.body.message);
  });
});

describe('move-out, sale and the letter', () => {
  it('refuses a move-out day in the future or before the tenancy, naming the day, and another site’s manager', async () => {
    const future = await post('tenant/move-out', { date: '2099-01-01' });
    expect(future.statusCode).toBe(400);
    expect(future.body).toMatchObject({
      code: 'ValidationError',
      message: 'Tarih bugünden sonra olamaz.',
      details: { field: 'date' },
    });
    const early = await post('tenant/move-out', { date: '2026-02-27' });
    expect(early.statusCode).toBe(400);
    expect(early.body.message).toBe('Çıkış günü, kiracılığın başladığı 01.03.2026 gününden önce olamaz.');
    const bad = await post('tenant/move-out', { date: '2026-02-30' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.details).toMatchObject({ field: 'date' });
    const foreign = await post('tenant/move-out', { date: '2026-04-30' }, otherAdmin);
    expect(foreign.statusCode).toBe(403);
    expect(await t.db.select().from(finalStatements).where(eq(finalStatements.unitId, unitId))).toEqual([]);
  });

  it('moves the tenant out with the final statement of the tenancy, given once for a repeated request', async () => {
    const key = 'move-out-a5';
    const res = await post('tenant/move-out', { date: '2026-04-30' }, admin, key);
    expect(res.statusCode).toBe(200);
    const { tenancy, finalStatement } = res.body.data;
    expect(tenancy).toMatchObject({ fullName: 'Kemal Kiracı', since: '2026-03-01', until: '2026-04-30' });
    expect(finalStatement).toMatchObject({
      party: 'tenant',
      from: '2026-03-01',
      to: '2026-04-30',
      balance: -1500,
      block: 'A',
    });
    expect(unpaidOf(finalStatement.items)).toEqual({ '2026-03 aidatı': 500, '2026-04 aidatı': 1000 });
    const again = await post('tenant/move-out', { date: '2026-04-30' }, admin, key);
    expect(again.body.data.finalStatement.id).toBe(finalStatement.id);
    expect(await t.db.select().from(finalStatements).where(eq(finalStatements.unitId, unitId))).toHaveLength(1);
    const none = await post('tenant/move-out', { date: '2026-04-30' });
    expect(none.statusCode).toBe(409);
    expect(none.body.message).toBe('Dairede kayıtlı bir kiracı yok.');
  });

  it('leaves the former tenant their final statement and nothing else of the unit', async () => {
    expect((await account(tenant)).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/me/units', as: tenant })).body.data).toEqual([]);
    const res = await t.call({ method: 'GET', url: '/api/me/final-statements', as: tenant });
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toEqual([
      expect.objectContaining({ party: 'tenant', unitId, siteName: 'Kiracı Sitesi', doorNumber: '5', balance: -1500 }),
    ]);
    // The owner still sees the former tenant's unpaid dues as the tenant's.
    const ownerView = (await account(owner)).body.data;
    expect(ownerView.items.filter((i: { tenantDebt: boolean }) => i.tenantDebt)).toHaveLength(2);
  });

  it('refuses the letter while the unit owes, with the debt', async () => {
    const res = await t.call({ method: 'GET', url: `/api/siteadmin/units/${unitId}/clearance.pdf`, as: admin });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Dairenin 2.000,00 ₺ borcu var; borcu yoktur yazısı verilemez.');
  });

  it('refuses a sale dated on or before the owners’ first day, and shares that do not make a whole', async () => {
    const early = await post('sale', {
      date: '2026-01-01',
      owners: [{ fullName: 'Bora Alıcı', phone: buyerPhone, shareNumerator: 1, shareDenominator: 1 }],
    });
    expect(early.statusCode).toBe(400);
    expect(early.body.message).toBe('Satış günü, mevcut maliklerin başladığı 01.01.2026 gününden sonra olmalıdır.');
    const shares = await post('sale', {
      date: '2026-05-01',
      owners: [{ fullName: 'Bora Alıcı', phone: buyerPhone, shareNumerator: 1, shareDenominator: 2 }],
    });
    expect(shares.statusCode).toBe(400);
    const rows = await t.db.select().from(unitOwners).where(eq(unitOwners.unitId, unitId));
    expect(rows.map((r) => [r.fullName, r.until])).toEqual([['Oya Malik', null]]);
  });

  it('sells the flat in one step: the previous owners’ final statement, the buyer’s view from the sale day', async () => {
    const res = await post('sale', {
      date: '2026-05-01',
      owners: [{ fullName: 'Bora Alıcı', phone: buyerPhone, shareNumerator: 1, shareDenominator: 1 }],
    });
    expect(res.statusCode).toBe(200);
    const { previousOwners, owners, finalStatement } = res.body.data;
    expect(previousOwners).toEqual([expect.objectContaining({ fullName: 'Oya Malik', since: '2026-01-01' })]);
    expect(owners).toEqual([expect.objectContaining({ fullName: 'Bora Alıcı', since: '2026-05-01' })]);
    expect(finalStatement).toMatchObject({ party: 'owners', from: '2026-01-01', to: '2026-04-30', balance: -2000 });
    expect(finalStatement.items.filter((i: { tenantDebt: boolean }) => i.tenantDebt)).toHaveLength(2);

    buyer = await t.login(await userIdOf(buyerPhone));
    const view = (await account(buyer)).body.data;
    expect(view).toMatchObject({ relations: ['owner'], items: [], outstanding: 0 });
    // The seller keeps the statement, not the unit.
    expect((await account(owner)).statusCode).toBe(404);
    const theirs = await t.call({ method: 'GET', url: '/api/me/final-statements', as: owner });
    expect(theirs.body.data).toEqual([expect.objectContaining({ party: 'owners', balance: -2000 })]);

    const parties = await t.call({ method: 'GET', url: `/api/siteadmin/units/${unitId}/parties`, as: admin });
    expect(parties.body.data.events.map((e: { kind: string }) => e.kind)).toEqual([
      'sale',
      'move_out',
      'move_in',
      'owners_corrected',
    ]);
    expect(parties.body.data.events[0]).toMatchObject({ day: '2026-05-01', by: 'Selin Yönetici', balance: -2000 });
    const kept = await t.call({
      method: 'GET',
      url: `/api/siteadmin/units/${unitId}/final-statements/${parties.body.data.events[1].finalStatementId}`,
      as: admin,
    });
    expect(kept.body.data).toMatchObject({ party: 'tenant', balance: -1500, from: '2026-03-01', to: '2026-04-30' });
    const elsewhere = await t.call({
      method: 'GET',
      url: `/api/siteadmin/units/${unitId}/final-statements/${parties.body.data.events[1].finalStatementId}`,
      as: otherAdmin,
    });
    expect(elsewhere.statusCode).toBe(403);
  });

  it('gives the letter once the debt is paid, with the texts of §16 in Turkish letters and fonts embedded, and records it', async () => {
    await postLedgerRow(
      t,
      { unitId, siteId },
      { type: 'aidat_payment', amount: 2000, at: '2026-05-05T12:00:00+03:00', description: 'Nakit' },
    );
    const res = await t.call({ method: 'GET', url: `/api/siteadmin/units/${unitId}/clearance.pdf`, as: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    const text = pdfText(res.rawPayload).replace(/\s+/g, ' ');
    for (const words of [
      'İLİŞİKSİZLİK BELGESİ',
      'Kiracı Sitesi',
      'Test Cad. No:1',
      'Blok A • Daire 5',
      'Bora Alıcı (1/1)',
      'Bakiye: 0,00 ₺',
      'BORCU YOKTUR',
      'Bu yazı düzenlendiği gün itibarıyla geçerlidir.',
      'Düzenleyen: Selin Yönetici (Site Yöneticisi)',
    ])
      expect(text).toContain(words);
    const fonts = execFileSync('pdffonts', ['-'], { input: res.rawPayload }).toString();
    expect(fonts).toMatch(/DejaVuSans.*yes/);
    const letters = await t.db.select().from(unitPartyEvents).where(eq(unitPartyEvents.kind, 'clearance'));
    expect(letters.filter((e) => e.unitId === unitId)).toHaveLength(1);
  });
});
