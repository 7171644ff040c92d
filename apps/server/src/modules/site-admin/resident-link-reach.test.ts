import { ACCESS_TEXTS, SITE_ADMIN_TEXTS } from '@aidat/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helper.js';
import { buildWorld, setBlocked, type World } from '../../../test/factories/index.js';
import { units, users } from '../../db/schema/index.js';

// An Admin linking a phone as a resident must not reach that person any further than §4 allows.
let t: TestContext;
let w: World;
let ayse: string;
let gunes: number;
let door = 0;

beforeAll(async () => {
  t = await createTestApp();
  w = buildWorld(t);
  ({ gunes } = await w.demo.siteIds());
  ayse = await t.login('ayse');
});
afterAll(() => t.close());

const emptyUnit = () => w.unit({ siteId: gunes, block: 'Z', doorNumber: String(++door) });
const assign = (unitId: number, payload: object) =>
  t.call({ method: 'PUT', url: `/api/siteadmin/units/${unitId}/resident`, as: ayse, payload });

async function stored(id: number) {
  const [row] = await t.db
    .select({ fullName: users.fullName, email: users.email, role: users.role, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

describe('PUT /api/siteadmin/units/{unitId}/resident with the phone of a registered user', () => {
  it("answers with what the Admin typed, never the user's stored name or e-mail", async () => {
    const other = await w.user({ fullName: 'Gizli Kişi', email: 'gizli.kisi@aidat.local' });
    const unitId = await emptyUnit();
    const res = await assign(unitId, { fullName: 'Yazılan Ad', phone: other.phone });
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe(SITE_ADMIN_TEXTS.residentLinkedExisting);
    expect(res.body.data.linkedExisting).toBe(true);
    expect(res.body.data.resident).toEqual({ id: other.id, fullName: 'Yazılan Ad', email: null, phone: other.phone });
    expect(JSON.stringify(res.body)).not.toMatch(/Gizli Kişi|gizli\.kisi/);
    const [unit] = await t.db.select({ residentUserId: units.residentUserId }).from(units).where(eq(units.id, unitId));
    expect(unit.residentUserId).toBe(other.id);
  });

  it('changes none of their details: an empty e-mail is not filled with the typed one', async () => {
    const other = await w.user({ fullName: 'E-postasız Kişi', email: null });
    const res = await assign(await emptyUnit(), {
      fullName: 'Başka Ad',
      phone: other.phone,
      email: 'admin.yazdi@aidat.local',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.resident).toMatchObject({ fullName: 'Başka Ad', email: 'admin.yazdi@aidat.local' });
    expect(await stored(other.id)).toMatchObject({ fullName: 'E-postasız Kişi', email: null, role: 'Resident' });
  });

  it('a new phone still creates a Resident and says so plainly', async () => {
    const res = await assign(await emptyUnit(), { fullName: 'Yeni Sakin', phone: '5327770011' });
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe(SITE_ADMIN_TEXTS.residentAssigned);
    expect(res.body.data.linkedExisting).toBe(false);
  });

  it("a SystemAdmin's phone linked as resident gives the Admin no power over him", async () => {
    const sys = await w.user({
      role: 'SystemAdmin',
      fullName: 'Sistem Kişisi',
      password: 'Gizli1234',
      isBlocked: true,
    });
    const before = await stored(sys.id);
    const res = await assign(await emptyUnit(), { fullName: 'Sakin Gibi', phone: sys.phone });
    expect(res.statusCode).toBe(200);
    expect(await stored(sys.id)).toEqual(before);

    const unblock = await t.call({ method: 'POST', url: `/api/siteadmin/unblock-phone/${sys.id}`, as: ayse });
    expect(unblock.statusCode).toBe(403);
    expect(unblock.body.message).toBe(ACCESS_TEXTS.administratorOutOfReach);
    const history = await t.call({ method: 'GET', url: `/api/siteadmin/user-history/${sys.id}`, as: ayse });
    expect(history.statusCode).toBe(403);
    const [row] = await t.db.select({ isBlocked: users.isBlocked }).from(users).where(eq(users.id, sys.id));
    expect(row.isBlocked).toBe(true);
  });
});

describe("the manager's screens after linking a registered phone", () => {
  // Mehmet lives in no unit of this new site: its Admin has never been told who he is.
  let site: number;
  let admin: string;
  let unitId: number;
  const mehmet = { fullName: 'Mehmet Demir', email: 'mehmet@aidat.local', phone: '+905550000003' };
  const secret = /Mehmet Demir|mehmet@aidat\.local/i;

  beforeAll(async () => {
    site = await w.site({ name: 'Kavak Test Sitesi' });
    ({ cookie: admin } = await w.siteAdmin(site, 'Kavak Yöneticisi'));
    unitId = await w.unit({ siteId: site, block: 'A', doorNumber: '1' });
  });

  const as = (cookie: string, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.call({ method, url, as: cookie, payload });
  const unitsOfSite = async () => (await as(admin, 'GET', `/api/siteadmin/units?siteId=${site}`)).body;
  const unitRow = async () => {
    const [row] = await t.db
      .select({ id: units.residentUserId, fullName: units.residentFullName, email: units.residentEmail })
      .from(units)
      .where(eq(units.id, unitId));
    return row;
  };

  it("shows only what the Admin typed, in every later siteadmin answer, and never Mehmet's own details", async () => {
    const mehmetId = await t.userId('mehmet');
    const put = await as(admin, 'PUT', `/api/siteadmin/units/${unitId}/resident`, {
      fullName: 'Uydurma Ad',
      phone: '0555 000 00 03',
      email: 'uydurma@aidat.local',
    });
    expect(put.statusCode).toBe(200);
    expect(put.body.data.linkedExisting).toBe(true);
    const typed = { id: mehmetId, fullName: 'Uydurma Ad', email: 'uydurma@aidat.local', phone: mehmet.phone };
    expect(put.body.data.resident).toEqual(typed);

    const list = await unitsOfSite();
    expect(list.data.find((u: { id: number }) => u.id === unitId).resident).toEqual(typed);

    // Blocked, he is listed among the site's blocked phones under the typed name too.
    await setBlocked(t, mehmetId, true);
    try {
      const blocked = await as(admin, 'GET', '/api/siteadmin/blocked-phones');
      expect(blocked.statusCode).toBe(200);
      expect(blocked.body.data).toEqual([expect.objectContaining({ id: mehmetId, fullName: 'Uydurma Ad' })]);
      const answers = [put.body, list, blocked.body, (await as(admin, 'GET', '/api/siteadmin/sites')).body];
      for (const answer of answers) expect(JSON.stringify(answer)).not.toMatch(secret);
    } finally {
      await setBlocked(t, mehmetId, false);
    }
    expect(await stored(mehmetId)).toMatchObject({ fullName: mehmet.fullName, email: mehmet.email });
  });

  it("keeps the user's own details on his own screens and in the SystemAdmin's user management", async () => {
    const me = await t.call({ method: 'GET', url: '/api/auth/me', as: await t.login('mehmet') });
    expect(me.body.data.user).toMatchObject({ fullName: mehmet.fullName, email: mehmet.email });
    const exported = await t.call({ method: 'GET', url: '/api/me/data-export', as: await t.login('mehmet') });
    expect(exported.statusCode).toBe(200);
    expect(exported.body.data.profile).toMatchObject({ fullName: mehmet.fullName, email: mehmet.email });
    expect(exported.body.data.units.map((u: { unitId: number }) => u.unitId)).toContain(unitId);
    // His profile is his own; what the manager typed for his unit is shown to him as that (KVKK art. 11).
    expect(JSON.stringify(exported.body.data.profile)).not.toMatch(/Uydurma/);
    const linked = exported.body.data.units.find((u: { unitId: number }) => u.unitId === unitId);
    expect(linked.recordedResidentName).toMatch(/Uydurma/);
    const system = await t.call({
      method: 'GET',
      url: `/api/system/users?search=${encodeURIComponent(mehmet.phone)}`,
      as: await t.login('system'),
    });
    expect(JSON.stringify(system.body.data)).toMatch(/Mehmet Demir/);
    expect(JSON.stringify(system.body.data)).not.toMatch(/Uydurma/);
  });

  it('the same phone again edits the typed name and e-mail of the unit, and nothing of the user', async () => {
    const res = await as(admin, 'PUT', `/api/siteadmin/units/${unitId}/resident`, {
      fullName: 'Düzeltilmiş Ad',
      phone: mehmet.phone,
    });
    expect(res.statusCode).toBe(200);
    // He was this unit's resident already: an edit, not a new link.
    expect(res.body.message).toBe(SITE_ADMIN_TEXTS.residentAssigned);
    expect(res.body.data.linkedExisting).toBe(false);
    expect(res.body.data.resident).toMatchObject({ fullName: 'Düzeltilmiş Ad', email: null });
    expect(await unitRow()).toEqual({ id: await t.userId('mehmet'), fullName: 'Düzeltilmiş Ad', email: null });
    const list = await unitsOfSite();
    expect(list.data.find((u: { id: number }) => u.id === unitId).resident.fullName).toBe('Düzeltilmiş Ad');
    expect(await stored(await t.userId('mehmet'))).toMatchObject({ fullName: mehmet.fullName, email: mehmet.email });
  });

  it("unlinking forgets the unit's copy; a new phone gives the typed details to the new user too", async () => {
    expect((await as(admin, 'DELETE', `/api/siteadmin/units/${unitId}/resident`)).statusCode).toBe(200);
    expect(await unitRow()).toEqual({ id: null, fullName: null, email: null });

    const res = await as(admin, 'PUT', `/api/siteadmin/units/${unitId}/resident`, {
      fullName: 'Yepyeni Sakin',
      phone: '5327770022',
      email: 'yepyeni@aidat.local',
    });
    expect(res.body.data.linkedExisting).toBe(false);
    const row = await unitRow();
    expect(row).toMatchObject({ fullName: 'Yepyeni Sakin', email: 'yepyeni@aidat.local' });
    expect(await stored(row.id!)).toMatchObject({ fullName: 'Yepyeni Sakin', email: 'yepyeni@aidat.local' });
  });
});
