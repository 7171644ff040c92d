import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteAdmin, demoSiteIds, demoUnitId } from '../../../test/factories/index.js';
import { createTestApp, type TestContext } from '../../../test/helper.js';
import { unitOwners, units, unitTenancies, users } from '../../db/schema/index.js';
import { DEMO_PARTIES } from '../../db/seed/demo-parties.js';
import { chargeQueue } from '../ledger/public.js';
import { partyView } from './party-view.js';

let t: TestContext;
let ayse: string;
let deniz: string;
let ids: { gunes: number; deniz: number };
let a5: number;
let b2: number;
let b3: number;
let phone = 5_559_100_000;
const nextPhone = () => `+90${++phone}`;

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoSiteIds(t);
  ayse = await t.login('ayse');
  deniz = (await createSiteAdmin(t, ids.deniz)).cookie;
  [a5, b2, b3] = await Promise.all([
    demoUnitId(t, ids.gunes, 'A', '5'),
    demoUnitId(t, ids.gunes, 'B', '2'),
    demoUnitId(t, ids.gunes, 'B', '3'),
  ]);
});
afterAll(() => t.close());

const parties = (unitId: number, as = ayse) =>
  t.call({ method: 'GET', url: `/api/siteadmin/units/${unitId}/parties`, as });
const putOwners = (unitId: number, payload: object, as = ayse) =>
  t.call({ method: 'PUT', url: `/api/siteadmin/units/${unitId}/owners`, as, payload });
const addTenant = (unitId: number, payload: object, as = ayse) =>
  t.call({ method: 'POST', url: `/api/siteadmin/units/${unitId}/tenant`, as, payload });

describe('a unit’s owners and tenant (PRODUCT.md §16)', () => {
  it('seeds each demo resident as the sole owner of their units: Mehmet owns exactly the units he lives in', async () => {
    const [mehmet] = await t.db.select({ id: users.id }).from(users).where(eq(users.phone, '+905550000003'));
    const lives = await t.db.select({ id: units.id }).from(units).where(eq(units.residentUserId, mehmet.id));
    const owns = await t.db
      .select({ unitId: unitOwners.unitId, n: unitOwners.shareNumerator, d: unitOwners.shareDenominator })
      .from(unitOwners)
      .where(eq(unitOwners.userId, mehmet.id));
    expect(owns.map((o) => o.unitId).sort()).toEqual(lives.map((u) => u.id).sort());
    expect(owns.every((o) => o.n === 1 && o.d === 1)).toBe(true);

    const res = await parties(a5);
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({
      owners: [{ fullName: 'Mehmet Demir', phone: '+905550000003', shareNumerator: 1, shareDenominator: 1 }],
      tenant: null,
      pastTenants: [],
    });
  });

  it('corrects the owners to a couple with half each, linking a registered phone without changing that user', async () => {
    const [before] = await t.db.select().from(users).where(eq(users.phone, '+905550000003'));
    const spouse = nextPhone();
    const res = await putOwners(b2, {
      owners: [
        { fullName: 'Mehmet D.', phone: '0555 000 00 03', shareNumerator: 1, shareDenominator: 2 },
        {
          fullName: 'Zeynep Demir',
          phone: spouse,
          email: 'zeynep@example.com',
          shareNumerator: '1',
          shareDenominator: '2',
        },
      ],
      since: '2025-06-01',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe('Malikler kaydedildi.');
    const owners = res.body.data.owners;
    expect(owners.map((o: { fullName: string }) => o.fullName).sort()).toEqual(['Mehmet D.', 'Zeynep Demir']);
    expect(owners.every((o: { since: string }) => o.since === '2025-06-01')).toBe(true);
    // The registered user keeps their own name; the new one is a Resident with the typed details.
    const [after] = await t.db.select().from(users).where(eq(users.phone, '+905550000003'));
    expect(after.fullName).toBe(before.fullName);
    const [created] = await t.db.select().from(users).where(eq(users.phone, spouse));
    expect(created).toMatchObject({ fullName: 'Zeynep Demir', role: 'Resident', email: 'zeynep@example.com' });
    // Only the current rows were replaced: one current owner row per person.
    const rows = await t.db.select().from(unitOwners).where(eq(unitOwners.unitId, b2));
    expect(rows).toHaveLength(2);
  });

  it('refuses shares that do not add up to exactly 1, a share over the whole, a zero denominator and a phone twice, naming the field', async () => {
    const owner = (n: unknown, d: unknown, p = nextPhone()) => ({
      fullName: 'Pay Deneme',
      phone: p,
      shareNumerator: n,
      shareDenominator: d,
    });
    const cases: Array<[object, string, RegExp]> = [
      [{ owners: [owner(1, 3), owner(1, 3)] }, 'owners', /toplamı tam 1/],
      [{ owners: [owner(2, 1)] }, 'owners.0.shareNumerator', /toplamı tam 1/],
      [{ owners: [owner(1, 0)] }, 'owners.0.shareDenominator', /Payda/],
      [{ owners: [owner(1, 2.5)] }, 'owners.0.shareDenominator', /Payda/],
      [{ owners: [owner(1, 2, '05559990001'), owner(1, 2, '+905559990001')] }, 'owners', /Aynı telefon/],
      [{ owners: [] }, 'owners', /Malikler/],
      [{ owners: [owner(1, 1)], since: '2026-02-30' }, 'since', /Başlangıç tarihi geçerli bir tarih/],
    ];
    for (const [payload, field, message] of cases) {
      const res = await putOwners(b3, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.body.details?.field, JSON.stringify(payload)).toBe(field);
      expect(res.body.message, JSON.stringify(payload)).toMatch(message);
    }
    // Thirds that do add up are fine, exactly (no float sum).
    const ok = await putOwners(b3, { owners: [owner(1, 3), owner(1, 3), owner(1, 3)] });
    expect(ok.statusCode).toBe(200);
    expect(ok.body.data.owners).toHaveLength(3);
  });

  it('moves a tenant in with the rent, and refuses a second current tenant with 409', async () => {
    const tenant = nextPhone();
    const res = await addTenant(a5, {
      fullName: 'Kiracı Can',
      phone: tenant,
      since: '2026-09-01',
      monthlyRent: '15.000,00',
    });
    expect(res.statusCode).toBe(201);
    expect(res.body.message).toBe('Kiracı eklendi.');
    expect(res.body.data.tenant).toMatchObject({
      fullName: 'Kiracı Can',
      phone: tenant,
      since: '2026-09-01',
      until: null,
      monthlyRent: 15000,
    });
    const again = await addTenant(a5, { fullName: 'Başka Kiracı', phone: nextPhone(), since: '2026-10-01' });
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toBe('Dairede zaten bir kiracı var; önce çıkışını yapın.');
    expect((await parties(a5)).body.data.tenant.fullName).toBe('Kiracı Can');
  });

  it('refuses a bad tenant day and rent naming the field', async () => {
    for (const [payload, field] of [
      [{ fullName: 'K', phone: nextPhone(), since: '01.09.2026' }, 'since'],
      [{ fullName: 'K', phone: nextPhone(), since: '2026-09-01', monthlyRent: -5 }, 'monthlyRent'],
      [{ fullName: 'K', phone: 'telefon', since: '2026-09-01' }, 'phone'],
      [{ phone: nextPhone(), since: '2026-09-01' }, 'fullName'],
    ] as const) {
      const res = await addTenant(b3, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.body.details?.field).toBe(field);
    }
  });

  it('is the unit’s site managers’ only: another site’s admin gets 403 and nothing is written', async () => {
    expect((await parties(a5, deniz)).statusCode).toBe(403);
    const put = await putOwners(
      a5,
      { owners: [{ fullName: 'X', phone: nextPhone(), shareNumerator: 1, shareDenominator: 1 }] },
      deniz,
    );
    expect(put.statusCode).toBe(403);
    const rows = await t.db.select().from(unitOwners).where(eq(unitOwners.unitId, a5));
    expect(rows.map((r) => r.fullName)).toEqual(['Mehmet Demir']);
  });
});

describe('the demo’s owners and tenants (PRODUCT.md §16)', () => {
  const userByPhone = async (phone: string) =>
    (await t.db.select({ id: users.id }).from(users).where(eq(users.phone, phone)))[0].id;

  it('keeps Güneş B/9’s past tenancy with the final statement a move-out gives for it today', async () => {
    const b9 = await demoUnitId(t, ids.gunes, 'B', '9');
    const sari = await t.login(await userByPhone(DEMO_PARTIES.sari.phone));
    const res = await t.call({ method: 'GET', url: '/api/me/final-statements', as: sari });
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toHaveLength(1);
    const given = res.body.data[0];
    expect(given).toMatchObject({ unitId: b9, party: 'tenant', balance: 0 });
    expect(given.items).toHaveLength(9);

    const [tenancy] = await t.db.select().from(unitTenancies).where(eq(unitTenancies.unitId, b9));
    const spans = [{ id: tenancy.id, since: tenancy.since, until: tenancy.until }];
    const computed = partyView(await chargeQueue(t.db, b9), spans, [], '2099-01-01', {
      sees: (_charge, tenancyId) => tenancyId === tenancy.id,
      flagTenantDebt: () => false,
    });
    expect({ items: given.items, payments: given.payments }).toEqual({
      items: computed.items,
      payments: computed.payments,
    });
    expect((await t.call({ method: 'GET', url: '/api/me/units', as: sari })).body.data).toEqual([]);
  });

  it('shows Güneş A/12’s owner, who lives elsewhere, the tenant’s two unpaid months as the tenant’s debt', async () => {
    const a12 = await demoUnitId(t, ids.gunes, 'A', '12');
    const owner = await t.login(await userByPhone(DEMO_PARTIES.tunc.phone));
    const res = await t.call({ method: 'GET', url: `/api/me/units/${a12}/account`, as: owner });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.relations).toEqual(['owner']);
    const flagged = res.body.data.items.filter(
      (i: { tenantDebt: boolean; payerRole: string }) => i.tenantDebt && i.payerRole === 'occupant',
    );
    expect(flagged.filter((i: { type: string }) => i.type === 'aidat_charge')).toHaveLength(2);
    const parties = await t.call({ method: 'GET', url: `/api/siteadmin/units/${a12}/parties`, as: ayse });
    expect(parties.body.data).toMatchObject({
      owners: [{ fullName: 'Levent Tunç' }],
      tenant: { fullName: 'Ece Bulut', monthlyRent: 14000 },
    });
    expect(parties.body.data.tenantOwed).toBeGreaterThan(0);
  });
});
