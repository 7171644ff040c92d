import { randomInt } from 'node:crypto';
import { and, eq, inArray, isNotNull, notInArray } from 'drizzle-orm';
import { DEMO_SITES } from '../../src/db/seed/demo-data.js';
import { siteAdmins, units, users } from '../../src/db/schema/index.js';
import type { TestContext } from '../helper.js';
import { siteIdByName } from './sites.js';
import { residentColumnsOf } from './units.js';
import { createUser, freshPhone } from './users.js';

/** Makes a user an administrator of a site. */
export async function linkAdmin(t: TestContext, siteId: number, userId: number): Promise<void> {
  await t.db.insert(siteAdmins).values({ siteId, userId });
}

/** Moves a resident into a unit (null empties it). */
export async function linkResident(t: TestContext, unitId: number, residentId: number | null): Promise<void> {
  await t.db
    .update(units)
    .set(await residentColumnsOf(t, residentId))
    .where(eq(units.id, unitId));
}

/** A new Admin of the site (Deniz Sitesi has none in the demo data), signed in. */
export async function createSiteAdmin(
  t: TestContext,
  siteId: number,
  fullName = 'Deniz Yöneticisi',
): Promise<{ cookie: string; userId: number }> {
  const admin = await createUser(t, {
    role: 'Admin',
    fullName,
    phone: freshPhone(),
    email: `deniz-${randomInt(0, 1e9)}@aidat.local`,
  });
  await linkAdmin(t, siteId, admin.id);
  return { cookie: await t.login(admin.id), userId: admin.id };
}

/** Demo residents of `site` who live in no unit of the other demo site, by id, with their phone. */
export async function residentsOnlyOf(t: TestContext, site: 'gunes' | 'deniz') {
  const here = await siteIdByName(t, DEMO_SITES[site].name);
  const there = await siteIdByName(t, DEMO_SITES[site === 'gunes' ? 'deniz' : 'gunes'].name);
  // NOT IN over a list holding NULL is never true: empty units must stay out of it.
  const elsewhere = t.db
    .select({ id: units.residentUserId })
    .from(units)
    .where(and(eq(units.siteId, there), isNotNull(units.residentUserId)));
  const residentIds = t.db.select({ id: units.residentUserId }).from(units).where(eq(units.siteId, here));
  return t.db
    .select({ id: users.id, fullName: users.fullName, phone: users.phone })
    .from(users)
    .where(and(inArray(users.id, residentIds), notInArray(users.id, elsewhere), eq(users.role, 'Resident')))
    .orderBy(users.id);
}
