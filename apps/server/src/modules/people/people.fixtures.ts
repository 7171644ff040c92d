import { and, eq, inArray, isNotNull, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { DEMO_SITES } from '../../db/seed/demo-data.js';
import { sites, units, users } from '../../db/schema/index.js';
import { blockUser, SYSTEM_ACTOR } from '../../lib/blocking.js';

/** Test helpers of the people area: seeded residents of one site only, blocked the way sign-in does. */

async function siteId(db: Db, name: string): Promise<number> {
  const [row] = await db.select({ id: sites.id }).from(sites).where(eq(sites.name, name));
  return row.id;
}

/** Residents of `site` who live in no unit of `other`, by id, with their phone. */
export async function residentsOnlyOf(db: Db, site: 'gunes' | 'deniz') {
  const here = await siteId(db, DEMO_SITES[site].name);
  const there = await siteId(db, DEMO_SITES[site === 'gunes' ? 'deniz' : 'gunes'].name);
  // NOT IN over a list holding NULL is never true: empty units must stay out of it.
  const elsewhere = db
    .select({ id: units.residentUserId })
    .from(units)
    .where(and(eq(units.siteId, there), isNotNull(units.residentUserId)));
  const residentIds = db.select({ id: units.residentUserId }).from(units).where(eq(units.siteId, here));
  return db
    .select({ id: users.id, fullName: users.fullName, phone: users.phone })
    .from(users)
    .where(and(inArray(users.id, residentIds), notInArray(users.id, elsewhere), eq(users.role, 'Resident')))
    .orderBy(users.id);
}

/** Blocks a user as the sign-in flow does after too many failures ('Sistem' in the history). */
export async function blockAutomatically(db: Db, userId: number, failedLoginCount = 5): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ failedLoginCount }).where(eq(users.id, userId));
    await blockUser(tx, userId, SYSTEM_ACTOR);
  });
}

export async function userState(db: Db, userId: number) {
  const [row] = await db
    .select({ isBlocked: users.isBlocked, failedLoginCount: users.failedLoginCount })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
