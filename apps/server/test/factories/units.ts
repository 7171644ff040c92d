import { and, eq, sql } from 'drizzle-orm';
import { units, users } from '../../src/db/schema/index.js';
import type { TestContext } from '../helper.js';

export interface UnitValues {
  siteId: number;
  block: string;
  doorNumber: string;
  /** The resident living there; null or left out for an empty unit. */
  residentId?: number | null;
}

/**
 * The unit columns naming a resident: the user and, as a manager assigning them would have typed,
 * their name and e-mail (what the manager's screens show, PRODUCT.md §4).
 */
export async function residentColumnsOf(t: TestContext, residentId: number | null | undefined) {
  if (residentId == null) return { residentUserId: null, residentFullName: null, residentEmail: null };
  const [user] = await t.db
    .select({ fullName: users.fullName, email: users.email })
    .from(users)
    .where(eq(users.id, residentId));
  return { residentUserId: residentId, residentFullName: user?.fullName ?? null, residentEmail: user?.email ?? null };
}

export async function createUnit(t: TestContext, values: UnitValues): Promise<number> {
  const [row] = await t.db
    .insert(units)
    .values({
      siteId: values.siteId,
      block: values.block,
      doorNumber: values.doorNumber,
      ...(await residentColumnsOf(t, values.residentId)),
    })
    .returning({ id: units.id });
  return row.id;
}

export async function demoUnitId(t: TestContext, siteId: number, block: string, doorNumber: string): Promise<number> {
  const [row] = await t.db
    .select({ id: units.id })
    .from(units)
    .where(and(eq(units.siteId, siteId), eq(units.block, block), eq(units.doorNumber, doorNumber)));
  return row.id;
}

/** Units of a site. */
export async function unitCount(t: TestContext, siteId: number): Promise<number> {
  const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(units).where(eq(units.siteId, siteId));
  return row.n;
}
