import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.js';
import { createTestApp, type TestContext } from '../helper.js';
import { type ActorWorld, buildActorWorld, setBlocked } from '../factories/index.js';

// PRODUCT.md §4: what an Admin may do to a person never reaches further through a link the Admin
// made, and giving a role to an existing user is always explicit.

let t: TestContext;
let w: ActorWorld;
let door = 0;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildActorWorld(t);
});
afterAll(() => t?.close());

async function storedUser(id: number) {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  return row;
}

/** adminA (Ayşe) links the phone of user `id` as the resident of a fresh unit of her site. */
async function linkAsResident(id: number) {
  const unitId = await w.unit({ siteId: w.gunes.siteId, block: 'Y', doorNumber: String(++door) });
  const { phone } = await storedUser(id);
  return t.call({
    method: 'PUT',
    url: `/api/siteadmin/units/${unitId}/resident`,
    as: await w.cookie('adminA'),
    payload: { fullName: 'Yazılan Ad', phone, email: `yazilan-${door}@aidat.local` },
  });
}

describe('a resident link reaches no further than §4 allows', () => {
  it.each(['system', 'adminB'] as const)(
    "linking the %s's phone shows nothing of him and gives no unblock or history",
    async (actor) => {
      const id = w.userIds[actor];
      await setBlocked(t, id, true);
      const before = await storedUser(id);
      const res = await linkAsResident(id);
      expect(res.statusCode).toBe(200);
      expect(res.body.data.resident).toMatchObject({
        id,
        fullName: 'Yazılan Ad',
        email: `yazilan-${door}@aidat.local`,
      });
      if (before.email) expect(JSON.stringify(res.body)).not.toContain(before.email);
      expect(JSON.stringify(res.body)).not.toContain(before.fullName);

      const admin = await w.cookie('adminA');
      const unblock = await t.call({ method: 'POST', url: `/api/siteadmin/unblock-phone/${id}`, as: admin });
      expect(unblock.statusCode).toBe(403);
      const history = await t.call({ method: 'GET', url: `/api/siteadmin/user-history/${id}`, as: admin });
      expect(history.statusCode).toBe(403);
      expect(await storedUser(id)).toEqual(before);
      await setBlocked(t, id, false);
    },
  );

  it("linking another site's resident changes none of their details", async () => {
    const id = w.deniz.residentId;
    const before = await storedUser(id);
    const res = await linkAsResident(id);
    expect(res.statusCode).toBe(200);
    expect(res.body.data.resident.fullName).toBe('Yazılan Ad');
    expect(await storedUser(id)).toEqual(before);
  });
});

describe('giving the Admin role to an existing user is explicit', () => {
  it('answers 409 without linkExisting and changes nothing; with it keeps the password', async () => {
    const person = await w.user({ password: 'Sakin.Sifre1' });
    const before = await storedUser(person.id);
    const payload = { siteId: w.deniz.siteId, fullName: 'Yeni Ad', email: person.email, password: 'Baska.Sifre2' };
    const url = `/api/system/sites/${w.deniz.siteId}/admins`;
    const silent = await t.call({ method: 'POST', url, as: await w.cookie('system'), payload });
    expect(silent.statusCode).toBe(409);
    expect(silent.body.message).toBe('Bu e-posta/telefon kayıtlı bir kullanıcıya ait.');
    expect(await storedUser(person.id)).toEqual(before);

    const explicit = await t.call({
      method: 'POST',
      url,
      as: await w.cookie('system'),
      payload: { ...payload, linkExisting: true },
    });
    expect(explicit.statusCode).toBe(200);
    const after = await storedUser(person.id);
    expect(after.role).toBe('Admin');
    expect(after.passwordHash).toBe(before.passwordHash);
    expect(after.fullName).toBe(before.fullName);
  });
});
