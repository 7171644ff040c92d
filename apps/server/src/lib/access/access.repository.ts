import { and, type AnyColumn, desc, eq, exists, notExists, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import {
  accounts,
  accountTransfers,
  additionalCharges,
  blockHistory,
  budgets,
  expenses,
  handoverManagers,
  handovers,
  ledgerTransactions,
  notifications,
  siteAdmins,
  sites,
  statementImports,
  meetingMotions,
  meetings,
  tickets,
  unitOwners,
  units,
  unitTenancies,
  users,
} from '../../db/schema/index.js';

/**
 * Every question the access rules ask the database, and nothing else. It reads the schema
 * directly because lib/ sits under every module and must not import one.
 */

/**
 * The units a person sees as theirs (PRODUCT.md §16): those they are the resident of, a current
 * owner of or the current tenant of, as a subquery of unit ids. A union of three index lookups
 * (an OR of the three would scan every unit), for the hot path's own statements.
 */
export function relatedUnitIds(person: AnyColumn | Placeholder | number): SQL {
  return sql`(select ${units.id} from ${units} where ${units.residentUserId} = ${person}
    union all select ${unitOwners.unitId} from ${unitOwners} where ${unitOwners.userId} = ${person} and ${unitOwners.until} is null
    union all select ${unitTenancies.unitId} from ${unitTenancies} where ${unitTenancies.userId} = ${person} and ${unitTenancies.endedAt} is null)`;
}

/** A unit belongs to a resident when they are its resident: the one definition, hot path included. */
export function residentOwnsUnit(resident: AnyColumn | Placeholder | number): SQL {
  return eq(units.residentUserId, resident);
}

export async function siteExists(db: DbOrTx, siteId: number): Promise<boolean> {
  const [row] = await db.select({ id: sites.id }).from(sites).where(eq(sites.id, siteId)).limit(1);
  return row !== undefined;
}

export async function administers(db: DbOrTx, userId: number, siteId: number): Promise<boolean> {
  const [row] = await db
    .select({ siteId: siteAdmins.siteId })
    .from(siteAdmins)
    .where(and(eq(siteAdmins.siteId, siteId), eq(siteAdmins.userId, userId)))
    .limit(1);
  return row !== undefined;
}

export async function administeredSiteIds(db: DbOrTx, userId: number): Promise<number[]> {
  const rows = await db.select({ siteId: siteAdmins.siteId }).from(siteAdmins).where(eq(siteAdmins.userId, userId));
  return rows.map((r) => r.siteId);
}

export async function siteOfUnit(db: DbOrTx, unitId: number): Promise<number | undefined> {
  const [row] = await db.select({ siteId: units.siteId }).from(units).where(eq(units.id, unitId)).limit(1);
  return row?.siteId;
}

export async function siteOfNotification(db: DbOrTx, id: number): Promise<number | undefined> {
  const [row] = await db
    .select({ siteId: notifications.siteId })
    .from(notifications)
    .where(eq(notifications.id, id))
    .limit(1);
  return row?.siteId;
}

export async function siteOfTransaction(db: DbOrTx, id: number): Promise<number | undefined> {
  const [row] = await db
    .select({ siteId: ledgerTransactions.siteId })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.id, id))
    .limit(1);
  return row?.siteId;
}

export async function siteOfAccount(db: DbOrTx, id: number): Promise<number | undefined> {
  const [row] = await db.select({ siteId: accounts.siteId }).from(accounts).where(eq(accounts.id, id)).limit(1);
  return row?.siteId;
}

export async function siteOfTransfer(db: DbOrTx, id: number): Promise<number | undefined> {
  const [row] = await db
    .select({ siteId: accountTransfers.siteId })
    .from(accountTransfers)
    .where(eq(accountTransfers.id, id))
    .limit(1);
  return row?.siteId;
}

export async function siteOfStatementImport(db: DbOrTx, id: number): Promise<number | undefined> {
  const [row] = await db
    .select({ siteId: statementImports.siteId })
    .from(statementImports)
    .where(eq(statementImports.id, id))
    .limit(1);
  return row?.siteId;
}

export async function siteOfExpense(db: DbOrTx, id: number): Promise<number | undefined> {
  const [row] = await db.select({ siteId: expenses.siteId }).from(expenses).where(eq(expenses.id, id)).limit(1);
  return row?.siteId;
}

export async function siteOfBudget(db: DbOrTx, id: number): Promise<number | undefined> {
  const [row] = await db.select({ siteId: budgets.siteId }).from(budgets).where(eq(budgets.id, id)).limit(1);
  return row?.siteId;
}

export async function siteOfTicket(db: DbOrTx, id: number): Promise<number | undefined> {
  const [row] = await db.select({ siteId: tickets.siteId }).from(tickets).where(eq(tickets.id, id)).limit(1);
  return row?.siteId;
}

export async function siteOfMeeting(db: DbOrTx, id: number): Promise<number | undefined> {
  const [row] = await db.select({ siteId: meetings.siteId }).from(meetings).where(eq(meetings.id, id)).limit(1);
  return row?.siteId;
}

export async function siteOfMotion(db: DbOrTx, id: number): Promise<number | undefined> {
  const [row] = await db
    .select({ siteId: meetings.siteId })
    .from(meetingMotions)
    .innerJoin(meetings, eq(meetings.id, meetingMotions.meetingId))
    .where(eq(meetingMotions.id, id))
    .limit(1);
  return row?.siteId;
}

export async function siteOfHandover(db: DbOrTx, id: number): Promise<number | undefined> {
  const [row] = await db.select({ siteId: handovers.siteId }).from(handovers).where(eq(handovers.id, id)).limit(1);
  return row?.siteId;
}

/** A handover the person handed over or took over (PRODUCT.md §19: they keep its tutanak). */
export async function siteOfOwnHandover(db: DbOrTx, userId: number, id: number): Promise<number | undefined> {
  const [row] = await db
    .select({ siteId: handovers.siteId })
    .from(handovers)
    .innerJoin(handoverManagers, eq(handoverManagers.handoverId, handovers.id))
    .where(and(eq(handovers.id, id), eq(handoverManagers.userId, userId)))
    .limit(1);
  return row?.siteId;
}

/** A ticket the person opened (PRODUCT.md §17: a resident sees only their own tickets). */
export async function siteOfOwnTicket(db: DbOrTx, userId: number, id: number): Promise<number | undefined> {
  const [row] = await db
    .select({ siteId: tickets.siteId })
    .from(tickets)
    .where(and(eq(tickets.id, id), eq(tickets.openedBy, userId)))
    .limit(1);
  return row?.siteId;
}

export async function siteOfAdditionalCharge(db: DbOrTx, id: number): Promise<number | undefined> {
  const [row] = await db
    .select({ siteId: additionalCharges.siteId })
    .from(additionalCharges)
    .where(eq(additionalCharges.id, id))
    .limit(1);
  return row?.siteId;
}

/** True when the user is the resident of at least one unit of the site. */
export async function hasUnitInSite(db: DbOrTx, userId: number, siteId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: units.id })
    .from(units)
    .where(and(eq(units.siteId, siteId), eq(units.residentUserId, userId)))
    .limit(1);
  return Boolean(row);
}

/** The site of a payment with a receipt, only when it was paid for a unit `userId` lives in. */
export async function siteOfOwnPayment(db: DbOrTx, userId: number, paymentId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ siteId: ledgerTransactions.siteId })
    .from(ledgerTransactions)
    .innerJoin(units, eq(units.id, ledgerTransactions.unitId))
    .where(
      and(
        eq(ledgerTransactions.id, paymentId),
        eq(units.residentUserId, userId),
        sql`${ledgerTransactions.receiptNo} is not null`,
      ),
    )
    .limit(1);
  return row?.siteId;
}

/** The site of a unit only when `residentUserId` is its resident. */
/** The unit's site when the person is its resident, a current owner or the current tenant. */
export async function siteOfRelatedUnit(db: DbOrTx, userId: number, unitId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ siteId: units.siteId })
    .from(units)
    .where(and(eq(units.id, unitId), sql`${units.id} in ${relatedUnitIds(userId)}`))
    .limit(1);
  return row?.siteId;
}

export async function siteOfOwnUnit(db: DbOrTx, residentUserId: number, unitId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ siteId: units.siteId })
    .from(units)
    .where(and(eq(units.id, unitId), residentOwnsUnit(residentUserId)))
    .limit(1);
  return row?.siteId;
}

export async function personOf(
  db: DbOrTx,
  userId: number,
): Promise<{ id: number; role: string; isBlocked: boolean } | undefined> {
  const [row] = await db
    .select({ id: users.id, role: users.role, isBlocked: users.isBlocked })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** Whether the person lives in a unit of a site that `adminId` administers. */
export async function residesInSiteOf(db: DbOrTx, personId: number, adminId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: units.id })
    .from(units)
    .innerJoin(siteAdmins, eq(siteAdmins.siteId, units.siteId))
    .where(and(residentOwnsUnit(personId), eq(siteAdmins.userId, adminId)))
    .limit(1);
  return row !== undefined;
}

/** Whether the person also lives in a unit of a site that `adminId` does not administer. */
export async function residesOutsideSitesOf(db: DbOrTx, personId: number, adminId: number): Promise<boolean> {
  const administered = db
    .select({ one: sql`1` })
    .from(siteAdmins)
    .where(and(eq(siteAdmins.siteId, units.siteId), eq(siteAdmins.userId, adminId)));
  const [row] = await db
    .select({ id: units.id })
    .from(units)
    .where(and(residentOwnsUnit(personId), notExists(administered)))
    .limit(1);
  return row !== undefined;
}

/**
 * Who made the person's latest block: the account (null for the system or a row older than the
 * account column), the name it was recorded under, and whether that account is an Admin of a site
 * where the person lives and which `adminId` administers too.
 */
export async function latestBlock(db: DbOrTx, personId: number, adminId: number) {
  const blocker = alias(users, 'blocker');
  const blockerSite = alias(siteAdmins, 'blocker_site');
  const ownSite = alias(siteAdmins, 'own_site');
  const sharedSite = exists(
    db
      .select({ one: sql`1` })
      .from(units)
      .innerJoin(blockerSite, eq(blockerSite.siteId, units.siteId))
      .innerJoin(ownSite, eq(ownSite.siteId, units.siteId))
      .where(
        and(
          residentOwnsUnit(personId),
          eq(blockerSite.userId, blockHistory.updatedByUserId),
          eq(ownSite.userId, adminId),
        ),
      ),
  );
  const [row] = await db
    .select({
      updatedBy: blockHistory.updatedBy,
      updatedByUserId: blockHistory.updatedByUserId,
      blockerRole: blocker.role,
      sharesSite: sql<boolean>`${sharedSite}`,
    })
    .from(blockHistory)
    .leftJoin(blocker, eq(blocker.id, blockHistory.updatedByUserId))
    .where(and(eq(blockHistory.userId, personId), eq(blockHistory.isBlocked, true)))
    .orderBy(desc(blockHistory.updatedAtUtc), desc(blockHistory.id))
    .limit(1);
  return row;
}
