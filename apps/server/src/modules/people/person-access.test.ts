import { ACCESS_TEXTS } from '@aidat/shared';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockAutomatically, createUser, userState } from '../../../test/factories/index.js';
import { createTestApp, type TestContext } from '../../../test/helper.js';
import { DEMO_SITES } from '../../db/seed/demo-data.js';
import { blockHistory, siteAdmins, sites, units } from '../../db/schema/index.js';
import { blockUser } from '../../lib/blocking.js';

// PRODUCT.md §4: an Admin acts only on residents of their sites who are not administrators, and
// lifts only a block made by the system or by an Admin of the same site, never a SystemAdmin's,
// and never one of someone who also lives in a site the Admin does not administer.

let t: TestContext;
let ayse: string;
let system: string;
let gunesId: number;
let denizId: number;
let door = 0;

async function siteId(name: string): Promise<number> {
  const [row] = await t.db.select({ id: sites.id }).from(sites).where(eq(sites.name, name));
  return row.id;
}

/** A new person living in a new unit of each given site. */
async function personIn(siteIds: number[], role: 'Resident' | 'Admin' = 'Resident'): Promise<number> {
  const { id } = await createUser(t, { role });
  for (const site of siteIds) {
    door += 1;
    await t.db.insert(units).values({ siteId: site, block: 'Z', doorNumber: `E${door}`, residentUserId: id });
  }
  return id;
}

/** A new Admin of the site, signed in. */
async function adminOf(site: number): Promise<{ id: number; cookie: string }> {
  const { id } = await createUser(t, { role: 'Admin' });
  await t.db.insert(siteAdmins).values({ siteId: site, userId: id });
  return { id, cookie: await t.login(id) };
}

const post = (url: string, as: string) => t.call({ method: 'POST', url, as });

/** A block by an Admin's hand, as lib/blocking writes it (no route lets an Admin block today). */
async function blockBy(person: number, adminId: number): Promise<void> {
  await t.db.transaction((tx) => blockUser(tx, person, `Yönetici ${adminId}`, adminId));
}

beforeAll(async () => {
  t = await createTestApp();
  [ayse, system] = await Promise.all([t.login('ayse'), t.login('system')]);
  gunesId = await siteId(DEMO_SITES.gunes.name);
  denizId = await siteId(DEMO_SITES.deniz.name);
});
afterAll(() => t.close());

describe('an Admin and the blocks of their residents', () => {
  it('records the account that made a block, and none for the system', async () => {
    const person = await personIn([gunesId]);
    expect((await post(`/api/system/block-phone/${person}`, system)).statusCode).toBe(200);
    const [manual] = await t.db
      .select({ by: blockHistory.updatedByUserId })
      .from(blockHistory)
      .where(eq(blockHistory.userId, person))
      .orderBy(desc(blockHistory.id))
      .limit(1);
    expect(manual.by).toBe(await t.userId('system'));
    const other = await personIn([gunesId]);
    await blockAutomatically(t, other);
    const [automatic] = await t.db
      .select({ by: blockHistory.updatedByUserId })
      .from(blockHistory)
      .where(eq(blockHistory.userId, other));
    expect(automatic.by).toBeNull();
  });

  it('lifts a block made by another Admin of the same site', async () => {
    const colleague = await adminOf(gunesId);
    const person = await personIn([gunesId]);
    await blockBy(person, colleague.id);
    const res = await post(`/api/siteadmin/unblock-phone/${person}`, ayse);
    expect([res.statusCode, res.body.code]).toEqual([200, 'Success']);
    expect((await userState(t, person)).isBlocked).toBe(false);
  });

  it('never lifts a block a SystemAdmin made, which the SystemAdmin still can', async () => {
    const person = await personIn([gunesId]);
    expect((await post(`/api/system/block-phone/${person}`, system)).statusCode).toBe(200);
    const refused = await post(`/api/siteadmin/unblock-phone/${person}`, ayse);
    expect(refused.body).toMatchObject({ code: 'Forbidden', message: ACCESS_TEXTS.blockNotYours });
    expect(refused.statusCode).toBe(403);
    expect((await userState(t, person)).isBlocked).toBe(true);
    expect((await post(`/api/siteadmin/unblock-phone/${person}`, system)).statusCode).toBe(200);
    expect((await userState(t, person)).isBlocked).toBe(false);
  });

  it('does not lift the block of someone who also lives in a site the Admin does not administer', async () => {
    const denizAdmin = await adminOf(denizId);
    const person = await personIn([gunesId, denizId]);
    await blockBy(person, denizAdmin.id);
    const refused = await post(`/api/siteadmin/unblock-phone/${person}`, ayse);
    expect([refused.statusCode, refused.body.message]).toEqual([403, ACCESS_TEXTS.blockOfOtherSitesResident]);
    // Nor the Admin who made it: the person lives in Güneş too, which that Admin does not administer.
    const byBlocker = await post(`/api/siteadmin/unblock-phone/${person}`, denizAdmin.cookie);
    expect([byBlocker.statusCode, byBlocker.body.message]).toEqual([403, ACCESS_TEXTS.blockOfOtherSitesResident]);
    expect((await userState(t, person)).isBlocked).toBe(true);
    expect((await post(`/api/system/unblock-phone/${person}`, system)).statusCode).toBe(200);
  });

  it("gains no reach by linking another site's blocked resident to one of the Admin's own units", async () => {
    // Blocked by the system (wrong codes) while living only in Deniz.
    const person = await personIn([denizId]);
    await blockAutomatically(t, person);
    expect((await post(`/api/siteadmin/unblock-phone/${person}`, ayse)).statusCode).toBe(403);
    // Ayşe links that phone to a flat of Güneş: the person now lives in a site of hers, and in Deniz.
    door += 1;
    await t.db.insert(units).values({ siteId: gunesId, block: 'Z', doorNumber: `E${door}`, residentUserId: person });
    const refused = await post(`/api/siteadmin/unblock-phone/${person}`, ayse);
    expect([refused.statusCode, refused.body.message]).toEqual([403, ACCESS_TEXTS.blockOfOtherSitesResident]);
    expect((await userState(t, person)).isBlocked).toBe(true);
  });

  it('does not lift a block whose history names no account, unless the system made it', async () => {
    const person = await personIn([gunesId]);
    await blockAutomatically(t, person);
    // A row from before blocks named their account: a name alone cannot show whose block it is.
    await t.db.insert(blockHistory).values({ userId: person, isBlocked: true, updatedBy: 'Eski Yönetici' });
    const refused = await post(`/api/siteadmin/unblock-phone/${person}`, ayse);
    expect([refused.statusCode, refused.body.message]).toEqual([403, ACCESS_TEXTS.blockNotYours]);
    expect((await post(`/api/system/unblock-phone/${person}`, system)).statusCode).toBe(200);
  });
});

describe('an Admin and administrators who live in their site', () => {
  it('neither unblocks nor reads the history of an Admin living in the site; a SystemAdmin does', async () => {
    const neighbour = await personIn([gunesId], 'Admin');
    await blockAutomatically(t, neighbour);
    const unblock = await post(`/api/siteadmin/unblock-phone/${neighbour}`, ayse);
    expect([unblock.statusCode, unblock.body.message]).toEqual([403, ACCESS_TEXTS.administratorOutOfReach]);
    const history = await t.call({ method: 'GET', url: `/api/siteadmin/user-history/${neighbour}`, as: ayse });
    expect([history.statusCode, history.body.message]).toEqual([403, ACCESS_TEXTS.administratorOutOfReach]);
    expect((await userState(t, neighbour)).isBlocked).toBe(true);
    expect((await post(`/api/siteadmin/unblock-phone/${neighbour}`, system)).statusCode).toBe(200);
  });

  it('still reaches residents of their site, and not those of another', async () => {
    const own = await personIn([gunesId]);
    const foreign = await personIn([denizId]);
    const mine = await t.call({ method: 'GET', url: `/api/siteadmin/user-history/${own}`, as: ayse });
    expect([mine.statusCode, mine.body.data]).toEqual([200, []]);
    const theirs = await t.call({ method: 'GET', url: `/api/siteadmin/user-history/${foreign}`, as: ayse });
    expect([theirs.statusCode, theirs.body.message]).toEqual([403, ACCESS_TEXTS.notYourSitesResident]);
  });
});
