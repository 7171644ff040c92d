import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { unitOwners, unitTenancies, users } from '../../db/schema/index.js';

/** Queries of a unit's owners and tenancies (PRODUCT.md §16); the phone is the linked user's. */

export interface OwnerRow {
  id: number;
  userId: number;
  fullName: string;
  phone: string;
  email: string | null;
  shareNumerator: number;
  shareDenominator: number;
  since: string;
  until: string | null;
}

export interface TenancyRow {
  id: number;
  userId: number;
  fullName: string;
  phone: string;
  email: string | null;
  since: string;
  until: string | null;
  monthlyRentKurus: number | null;
  endedAt: Date | null;
}

const ownerColumns = {
  id: unitOwners.id,
  userId: unitOwners.userId,
  fullName: unitOwners.fullName,
  phone: users.phone,
  email: unitOwners.email,
  shareNumerator: unitOwners.shareNumerator,
  shareDenominator: unitOwners.shareDenominator,
  since: unitOwners.since,
  until: unitOwners.until,
};

const tenancyColumns = {
  id: unitTenancies.id,
  userId: unitTenancies.userId,
  fullName: unitTenancies.fullName,
  phone: users.phone,
  email: unitTenancies.email,
  since: unitTenancies.since,
  until: unitTenancies.until,
  monthlyRentKurus: unitTenancies.monthlyRentKurus,
  endedAt: unitTenancies.endedAt,
};

/** The unit's current owners, largest share first (then by id). */
export async function currentOwners(db: DbOrTx, unitId: number): Promise<OwnerRow[]> {
  const rows = await db
    .select(ownerColumns)
    .from(unitOwners)
    .innerJoin(users, eq(users.id, unitOwners.userId))
    .where(and(eq(unitOwners.unitId, unitId), isNull(unitOwners.until)))
    .orderBy(desc(sql`${unitOwners.shareNumerator}::numeric / ${unitOwners.shareDenominator}`), unitOwners.id);
  return rows as OwnerRow[];
}

/** The unit's tenancies: the current one (if any) and the past ones, the latest first. */
export async function tenanciesOf(db: DbOrTx, unitId: number): Promise<TenancyRow[]> {
  const rows = await db
    .select(tenancyColumns)
    .from(unitTenancies)
    .innerJoin(users, eq(users.id, unitTenancies.userId))
    .where(eq(unitTenancies.unitId, unitId))
    .orderBy(desc(unitTenancies.since), desc(unitTenancies.id));
  return rows as TenancyRow[];
}

/** Locks the unit's row, so two changes of its owners or tenant wait for each other. */
export async function lockUnitParties(db: DbOrTx, unitId: number): Promise<void> {
  await db.execute(sql`select 1 from units where id = ${unitId} for update`);
}

/** Removes the current owners' rows (a correction replaces them; past owners stay). */
export async function deleteCurrentOwners(db: DbOrTx, unitId: number): Promise<void> {
  await db.delete(unitOwners).where(and(eq(unitOwners.unitId, unitId), isNull(unitOwners.until)));
}

export async function insertOwners(
  db: DbOrTx,
  rows: Array<{
    unitId: number;
    userId: number;
    fullName: string;
    email: string | null;
    shareNumerator: number;
    shareDenominator: number;
    since: string;
    createdBy: number;
  }>,
): Promise<void> {
  await db.insert(unitOwners).values(rows);
}

/** The current tenancy's id, if the unit has one. */
export async function currentTenancyId(db: DbOrTx, unitId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: unitTenancies.id })
    .from(unitTenancies)
    .where(and(eq(unitTenancies.unitId, unitId), isNull(unitTenancies.endedAt)))
    .limit(1);
  return row?.id;
}

export async function insertTenancy(
  db: DbOrTx,
  row: {
    unitId: number;
    userId: number;
    fullName: string;
    email: string | null;
    since: string;
    monthlyRentKurus: number | null;
    createdBy: number;
  },
): Promise<void> {
  await db.insert(unitTenancies).values(row);
}

/** Whether the unit had any tenancy ended on or after `day` (a new tenancy may not overlap it). */
export async function lastTenancyEnd(db: DbOrTx, unitId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ until: sql<string>`max(${unitTenancies.until})::text` })
    .from(unitTenancies)
    .where(and(eq(unitTenancies.unitId, unitId), isNotNull(unitTenancies.endedAt)));
  return row?.until ?? undefined;
}
