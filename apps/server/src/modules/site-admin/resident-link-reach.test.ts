import { ACCESS_TEXTS, SITE_ADMIN_TEXTS } from '@aidat/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helper.js';
import { buildWorld, type World } from '../../../test/factories/index.js';
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
