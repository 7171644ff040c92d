import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  additionalCharges,
  ledgerTransactions,
  loginHistory,
  siteAdmins,
  sites,
  units,
  users,
} from '../../db/schema/index.js';

// Queries of the personal-data export. Each selects named columns only, so a column added to a
// table later (a secret, someone else's id) does not leak into the file by accident.

export async function profileRow(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      fullName: users.fullName,
      email: users.email,
      phone: users.phone,
      role: users.role,
      isBlocked: users.isBlocked,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export function administeredSitesOf(db: DbOrTx, userId: number) {
  return db
    .select({ siteId: sites.id, siteName: sites.name })
    .from(siteAdmins)
    .innerJoin(sites, eq(sites.id, siteAdmins.siteId))
    .where(eq(siteAdmins.userId, userId))
    .orderBy(asc(sites.id));
}

export function residentUnitsOf(db: DbOrTx, userId: number) {
  return db
    .select({
      unitId: units.id,
      siteId: units.siteId,
      siteName: sites.name,
      block: units.block,
      doorNumber: units.doorNumber,
      squareMeters: units.squareMeters,
      roomCount: units.roomCount,
      recordedResidentName: units.residentFullName,
      recordedResidentEmail: units.residentEmail,
    })
    .from(units)
    .innerJoin(sites, eq(sites.id, units.siteId))
    .where(eq(units.residentUserId, userId))
    .orderBy(asc(units.siteId), asc(units.id));
}

/** The ledger of the given units, oldest first. */
export function ledgerOfUnits(db: DbOrTx, unitIds: number[]) {
  return db
    .select({
      id: ledgerTransactions.id,
      unitId: ledgerTransactions.unitId,
      type: ledgerTransactions.type,
      description: ledgerTransactions.description,
      occurredAt: ledgerTransactions.occurredAt,
      amountKurus: ledgerTransactions.amountKurus,
      additionalChargeTitle: additionalCharges.title,
      reversesId: ledgerTransactions.reversesId,
      /** A reversal's original description: the resident reads 'Düzeltme: …', never the manager's reason. */
      correctionOf: sql<
        string | null
      >`(select o.description from ledger_transactions o where o.id = ${ledgerTransactions.reversesId})`,
      receiptYear: ledgerTransactions.receiptYear,
      receiptNo: ledgerTransactions.receiptNo,
    })
    .from(ledgerTransactions)
    .leftJoin(additionalCharges, eq(additionalCharges.id, ledgerTransactions.additionalChargeId))
    .where(inArray(ledgerTransactions.unitId, unitIds))
    .orderBy(asc(ledgerTransactions.occurredAt), asc(ledgerTransactions.id));
}

/** Every sign-in attempt on the user's account, newest first. */
export function loginHistoryOf(db: DbOrTx, userId: number) {
  return db
    .select({
      attemptedAt: loginHistory.attemptedAtUtc,
      attemptType: loginHistory.attemptType,
      isSuccess: loginHistory.isSuccess,
      ipAddress: loginHistory.ipAddress,
      failureReason: loginHistory.failureReason,
    })
    .from(loginHistory)
    .where(eq(loginHistory.userId, userId))
    .orderBy(desc(loginHistory.attemptedAtUtc), desc(loginHistory.id));
}
