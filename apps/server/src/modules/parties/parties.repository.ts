import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  cardPaymentSettings,
  finalStatementReaders,
  finalStatements,
  sites,
  unitOwners,
  unitPartyEvents,
  units,
  unitTenancies,
  users,
} from '../../db/schema/index.js';

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

/** The last day of the unit's latest ended tenancy, if any: a new tenancy starts after it. */
export async function lastTenancyEnd(db: DbOrTx, unitId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ until: sql<string>`max(${unitTenancies.until})::text` })
    .from(unitTenancies)
    .where(and(eq(unitTenancies.unitId, unitId), isNotNull(unitTenancies.endedAt)));
  return row?.until ?? undefined;
}

/** The unit as its documents name it: site, address, block and door. */
export interface UnitLabel {
  unitId: number;
  siteId: number;
  siteName: string;
  siteAddress: string;
  block: string;
  doorNumber: string;
  enforcement: boolean;
  residentUserId: number | null;
}

/** The site has card payment turned on (PRODUCT.md §20). */
export async function cardPaymentOn(db: DbOrTx, siteId: number): Promise<boolean> {
  const [row] = await db
    .select({ enabled: cardPaymentSettings.enabled })
    .from(cardPaymentSettings)
    .where(eq(cardPaymentSettings.siteId, siteId));
  return row?.enabled ?? false;
}

export async function unitLabel(db: DbOrTx, unitId: number): Promise<UnitLabel> {
  const [row] = await db
    .select({
      unitId: units.id,
      siteId: units.siteId,
      siteName: sites.name,
      siteAddress: sites.address,
      block: units.block,
      doorNumber: units.doorNumber,
      enforcement: units.enforcement,
      residentUserId: units.residentUserId,
    })
    .from(units)
    .innerJoin(sites, eq(sites.id, units.siteId))
    .where(eq(units.id, unitId));
  if (!row) throw new Error(`unitLabel: unit ${unitId} is gone`);
  return row;
}

/** Ends the current tenancy on its last day. */
export async function endTenancy(db: DbOrTx, tenancyId: number, until: string): Promise<void> {
  await db.update(unitTenancies).set({ until, endedAt: new Date() }).where(eq(unitTenancies.id, tenancyId));
}

/** Ends the current owners the day before a sale; the rows stay as the unit's history. */
export async function endCurrentOwners(db: DbOrTx, unitId: number, until: string): Promise<void> {
  await db
    .update(unitOwners)
    .set({ until })
    .where(and(eq(unitOwners.unitId, unitId), isNull(unitOwners.until)));
}

/** Records a final statement and who may read it; answers its id and when it was given. */
export async function insertFinalStatement(
  db: DbOrTx,
  row: {
    unitId: number;
    party: 'tenant' | 'owners';
    tenancyId: number | null;
    fromDay: string;
    toDay: string;
    balanceKurus: number;
    statement: unknown;
    createdBy: number;
  },
  readers: number[],
): Promise<{ id: number; createdAt: Date }> {
  const [saved] = await db
    .insert(finalStatements)
    .values(row)
    .returning({ id: finalStatements.id, createdAt: finalStatements.createdAt });
  const distinct = [...new Set(readers)];
  if (distinct.length > 0)
    await db.insert(finalStatementReaders).values(distinct.map((userId) => ({ finalStatementId: saved.id, userId })));
  return saved;
}

export async function insertPartyEvent(
  db: DbOrTx,
  row: {
    unitId: number;
    kind: 'owners_corrected' | 'move_in' | 'move_out' | 'sale' | 'clearance';
    day: string;
    finalStatementId?: number | null;
    details: { names: string[]; balanceKurus?: number };
    createdBy: number;
  },
): Promise<void> {
  await db.insert(unitPartyEvents).values(row);
}

export interface PartyEventRow {
  id: number;
  kind: 'owners_corrected' | 'move_in' | 'move_out' | 'sale' | 'clearance';
  day: string;
  by: string | null;
  at: Date;
  details: { names: string[]; balanceKurus?: number };
  finalStatementId: number | null;
}

/** What was recorded on the unit, the latest first. */
export async function partyEventsOf(db: DbOrTx, unitId: number): Promise<PartyEventRow[]> {
  const rows = await db
    .select({
      id: unitPartyEvents.id,
      kind: unitPartyEvents.kind,
      day: unitPartyEvents.day,
      by: users.fullName,
      at: unitPartyEvents.createdAt,
      details: unitPartyEvents.details,
      finalStatementId: unitPartyEvents.finalStatementId,
    })
    .from(unitPartyEvents)
    .leftJoin(users, eq(users.id, unitPartyEvents.createdBy))
    .where(eq(unitPartyEvents.unitId, unitId))
    .orderBy(desc(unitPartyEvents.createdAt), desc(unitPartyEvents.id));
  return rows as PartyEventRow[];
}

export interface FinalStatementRow {
  id: number;
  unitId: number;
  siteName: string;
  block: string;
  doorNumber: string;
  statement: unknown;
  createdAt: Date;
}

const finalStatementColumns = {
  id: finalStatements.id,
  unitId: finalStatements.unitId,
  siteName: sites.name,
  block: units.block,
  doorNumber: units.doorNumber,
  statement: finalStatements.statement,
  createdAt: finalStatements.createdAt,
};

/** The final statements a person may read (as a former tenant or owner), the latest first. */
export async function finalStatementsOfReader(db: DbOrTx, userId: number): Promise<FinalStatementRow[]> {
  return db
    .select(finalStatementColumns)
    .from(finalStatementReaders)
    .innerJoin(finalStatements, eq(finalStatements.id, finalStatementReaders.finalStatementId))
    .innerJoin(units, eq(units.id, finalStatements.unitId))
    .innerJoin(sites, eq(sites.id, units.siteId))
    .where(eq(finalStatementReaders.userId, userId))
    .orderBy(desc(finalStatements.createdAt), desc(finalStatements.id));
}

/** One final statement of a unit, for its managers. */
export async function finalStatementOfUnit(
  db: DbOrTx,
  unitId: number,
  id: number,
): Promise<FinalStatementRow | undefined> {
  const [row] = await db
    .select(finalStatementColumns)
    .from(finalStatements)
    .innerJoin(units, eq(units.id, finalStatements.unitId))
    .innerJoin(sites, eq(sites.id, units.siteId))
    .where(and(eq(finalStatements.id, id), eq(finalStatements.unitId, unitId)));
  return row;
}

/** How the caller stands to a unit today: its resident, a current owner (since), the current tenant (since). */
export interface Relations {
  resident: boolean;
  ownerSince: string | null;
  tenancy: { id: number; since: string } | null;
}

export async function relationsOf(db: DbOrTx, userId: number, unitId: number): Promise<Relations> {
  const result = await db.execute(sql`
    select
      exists (select 1 from units where id = ${unitId} and resident_user_id = ${userId}) as resident,
      (select min(since)::text from unit_owners where unit_id = ${unitId} and user_id = ${userId} and until is null) as owner_since,
      (select json_build_object('id', id, 'since', since::text) from unit_tenancies
        where unit_id = ${unitId} and user_id = ${userId} and ended_at is null) as tenancy`);
  const row = (
    result as unknown as {
      rows: Array<{ resident: boolean; owner_since: string | null; tenancy: { id: number; since: string } | null }>;
    }
  ).rows[0];
  return { resident: row.resident, ownerSince: row.owner_since, tenancy: row.tenancy };
}
