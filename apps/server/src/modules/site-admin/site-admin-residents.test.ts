import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helper.js';
import { units, users } from '../../db/schema/index.js';
import { demoSiteIds, demoUnitId, freshPhone } from '../../../test/factories/index.js';

let t: TestContext;
let ayse: string;
let mehmet: string;
let ids: { gunes: number; deniz: number };
let a3: number;
let a6: number;
let b3: number;
let c3: number;

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoSiteIds(t);
  [ayse, mehmet] = await Promise.all([t.login('ayse'), t.login('mehmet')]);
  // Doors divisible by three have no resident in the demo data.
  a3 = await demoUnitId(t, ids.gunes, 'A', '3');
  a6 = await demoUnitId(t, ids.gunes, 'A', '6');
  b3 = await demoUnitId(t, ids.gunes, 'B', '3');
  c3 = await demoUnitId(t, ids.deniz, 'C', '3');
});
afterAll(() => t.close());

const assign = (as: string, unitId: number, payload: object) =>
  t.call({ method: 'PUT', url: `/api/siteadmin/units/${unitId}/resident`, as, payload });
const unassign = (as: string, unitId: number) =>
  t.call({ method: 'DELETE', url: `/api/siteadmin/units/${unitId}/resident`, as });

async function residentOf(unitId: number) {
  const [row] = await t.db.select({ residentUserId: units.residentUserId }).from(units).where(eq(units.id, unitId));
  return row.residentUserId;
}

describe('PUT /api/siteadmin/units/{unitId}/resident', () => {
  it('creates a Resident for a new phone, and the unit appears in their GET /api/me/units', async () => {
    const res = await assign(ayse, a3, {
      fullName: ' Selin Yeni ',
      phone: '+90 (555) 999 00 01',
      email: 'Selin.Yeni@Example.com',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe('Sakin atandı');
    expect(res.body.data).toMatchObject({
      id: a3,
      block: 'A',
      doorNumber: '3',
      resident: { fullName: 'Selin Yeni', phone: '+905559990001', email: 'selin.yeni@example.com' },
    });
    const [user] = await t.db.select().from(users).where(eq(users.phone, '+905559990001'));
    expect(user).toMatchObject({ role: 'Resident', fullName: 'Selin Yeni', isBlocked: false, passwordHash: null });

    const mine = await t.call({ method: 'GET', url: '/api/me/units', as: await t.login(user.id) });
    expect(mine.body.data).toEqual([
      expect.objectContaining({ unitId: a3, siteName: 'Güneş Sitesi', block: 'A', doorNumber: '3' }),
    ]);
  });

  it('links an existing user by phone without changing their name or role', async () => {
    const res = await assign(ayse, a6, { fullName: 'Başka İsim', phone: '05550000003' });
    expect(res.statusCode).toBe(200);
    // The answer repeats what the Admin typed, never the linked user's stored details (PRODUCT.md §4).
    expect(res.body.data.resident).toMatchObject({ fullName: 'Başka İsim', phone: '+905550000003', email: null });
    expect(res.body.data.linkedExisting).toBe(true);
    const mine = await t.call({ method: 'GET', url: '/api/me/units', as: mehmet });
    expect(mine.body.data.map((u: { unitId: number }) => u.unitId)).toContain(a6);

    // Ayşe is an Admin; living in a unit keeps her an Admin.
    const admin = await assign(ayse, b3, { fullName: 'Ayşe', phone: '5550000002' });
    expect(admin.statusCode).toBe(200);
    const [ayseRow] = await t.db
      .select({ role: users.role, fullName: users.fullName })
      .from(users)
      .where(eq(users.phone, '+905550000002'));
    expect(ayseRow).toEqual({ role: 'Admin', fullName: 'Ayşe Yılmaz' });
  });

  it('changes the resident of a unit', async () => {
    const phone = freshPhone();
    const res = await assign(ayse, a3, { fullName: 'Tolga Değişen', phone });
    expect(res.body.data.resident).toMatchObject({ fullName: 'Tolga Değişen', phone, email: null });
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
    expect(await residentOf(a3)).toBe(user.id);
  });

  it('answers 409 for an e-mail of another user and changes nothing', async () => {
    const phone = freshPhone();
    const before = await residentOf(a3);
    const res = await assign(ayse, a3, { fullName: 'Kopya E-posta', phone, email: 'MEHMET@aidat.local' });
    expect(res.statusCode).toBe(409);
    expect(res.body).toMatchObject({ code: 'Conflict', message: 'Bu e-posta adresi başka bir kullanıcıya ait.' });
    expect(await t.db.select({ id: users.id }).from(users).where(eq(users.phone, phone))).toEqual([]);
    expect(await residentOf(a3)).toBe(before);
  });

  it.each([
    [{ fullName: '', phone: '5551112233' }, 'Ad soyad alanı zorunludur.'],
    [{ fullName: 'Ali', phone: '4441112233' }, /^Telefon/],
    [{ fullName: 'Ali' }, 'Telefon alanı zorunludur.'],
    [{ fullName: 'Ali', phone: '5551112233', email: 'not-an-email' }, 'E-posta geçerli bir e-posta adresi olmalıdır.'],
  ])('answers 400 naming the field for %o', async (payload, message) => {
    const res = await assign(ayse, a3, payload);
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toMatch(message);
  });

  it("answers 403 for another site's unit, 404 for an unknown unit, 403 for a Resident", async () => {
    const payload = { fullName: 'Ali', phone: freshPhone() };
    expect((await assign(ayse, c3, payload)).statusCode).toBe(403);
    expect((await assign(ayse, 999_999, payload)).statusCode).toBe(404);
    expect((await assign(mehmet, a3, payload)).statusCode).toBe(403);
  });
});

describe('DELETE /api/siteadmin/units/{unitId}/resident', () => {
  it('unlinks the resident, who keeps their account but no longer sees the unit', async () => {
    const res = await unassign(ayse, a6);
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ isSuccess: true, message: 'Sakin kaldırıldı', data: null });
    expect(await residentOf(a6)).toBeNull();
    const mine = await t.call({ method: 'GET', url: '/api/me/units', as: mehmet });
    expect(mine.body.data.map((u: { unitId: number }) => u.unitId)).not.toContain(a6);
    expect(mine.body.data).toHaveLength(2);
    const list = await t.call({ method: 'GET', url: `/api/siteadmin/units?siteId=${ids.gunes}`, as: ayse });
    expect(list.body.data.find((u: { id: number }) => u.id === a6).resident).toBeNull();
  });

  it("answers 403 for another site's unit and 404 for an unknown one", async () => {
    expect((await unassign(ayse, c3)).statusCode).toBe(403);
    expect(await residentOf(c3)).not.toBeNull();
    expect((await unassign(ayse, 999_999)).statusCode).toBe(404);
  });
});
