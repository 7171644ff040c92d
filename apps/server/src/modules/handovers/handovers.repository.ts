import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  type ArchivedFileRecord,
  handoverCashCounts,
  handoverManagers,
  handovers,
  meetingMotions,
  siteAdmins,
  users,
} from '../../db/schema/index.js';

/** A manager of a handover as recorded: the user (null once deleted) and the name then. */
export interface ManagerRecord {
  userId: number | null;
  fullName: string;
}

/** An account of a handover in kuruş; `countedKurus` only for a kasa. */
export interface CountRecord {
  accountId: number;
  accountName: string;
  kind: string;
  bookBalanceKurus: number;
  countedKurus: number | null;
}

export interface HandoverRecord {
  id: number;
  siteId: number;
  at: Date;
  by: ManagerRecord | null;
  from: ManagerRecord[];
  to: ManagerRecord;
  decisionNo: string | null;
  decidedAt: string | null;
  decisionId: number | null;
  note: string | null;
  archiveSha256: string | null;
  archiveFiles: ArchivedFileRecord[] | null;
  counts: CountRecord[];
}

/** The site's administrators, their rows locked until the handover commits (by id). */
export async function currentAdminsForUpdate(
  db: DbOrTx,
  siteId: number,
): Promise<Array<{ id: number; fullName: string }>> {
  return db
    .select({ id: users.id, fullName: users.fullName })
    .from(siteAdmins)
    .innerJoin(users, eq(users.id, siteAdmins.userId))
    .where(eq(siteAdmins.siteId, siteId))
    .orderBy(asc(users.id))
    .for('update', { of: siteAdmins });
}

/** Ends every Admin role on the site (the people keep their other sites and their units). */
export async function removeSiteAdmins(db: DbOrTx, siteId: number): Promise<void> {
  await db.delete(siteAdmins).where(eq(siteAdmins.siteId, siteId));
}

export async function insertHandover(
  db: DbOrTx,
  values: {
    siteId: number;
    createdBy: number;
    createdByName: string;
    decisionNo: string | null;
    decidedAt: string | null;
    decisionMotionId: number | null;
    note: string | null;
  },
): Promise<{ id: number; at: Date }> {
  const [row] = await db.insert(handovers).values(values).returning({ id: handovers.id, at: handovers.at });
  return row;
}

export async function insertManagers(
  db: DbOrTx,
  handoverId: number,
  from: ManagerRecord[],
  to: ManagerRecord,
): Promise<void> {
  await db
    .insert(handoverManagers)
    .values([
      ...from.map((m, position) => ({ handoverId, side: 'from', userId: m.userId, fullName: m.fullName, position })),
      { handoverId, side: 'to', userId: to.userId, fullName: to.fullName, position: 0 },
    ]);
}

export async function insertCounts(db: DbOrTx, handoverId: number, siteId: number, counts: CountRecord[]) {
  if (counts.length === 0) return;
  await db.insert(handoverCashCounts).values(counts.map((c) => ({ handoverId, siteId, ...c })));
}

/** Seals a handover's archive once: a second sealer (another instance) made the same bytes and changes nothing. */
export async function setArchive(db: DbOrTx, id: number, sha256: string, files: ArchivedFileRecord[]) {
  await db
    .update(handovers)
    .set({ archiveSha256: sha256, archiveFiles: files })
    .where(and(eq(handovers.id, id), isNull(handovers.archiveSha256)));
}

/** The handovers whose archive is not sealed yet, oldest first. */
export async function unsealedHandoverIds(db: DbOrTx): Promise<number[]> {
  const rows = await db
    .select({ id: handovers.id })
    .from(handovers)
    .where(isNull(handovers.archiveSha256))
    .orderBy(handovers.id);
  return rows.map((r) => r.id);
}

/**
 * The handovers (all of the site's, or one), newest first, with their managers and accounts; the
 * archive's file list only for one.
 */
export async function handoverRecords(
  db: DbOrTx,
  where: { siteId: number } | { id: number },
): Promise<HandoverRecord[]> {
  const rows = await db
    .select({
      id: handovers.id,
      siteId: handovers.siteId,
      at: handovers.at,
      createdBy: handovers.createdBy,
      createdByName: handovers.createdByName,
      decisionNo: handovers.decisionNo,
      decidedAt: handovers.decidedAt,
      decisionId: handovers.decisionMotionId,
      note: handovers.note,
      archiveSha256: handovers.archiveSha256,
      // One handover's file list may hold thousands of entries: read only for that handover.
      archiveFiles: 'id' in where ? handovers.archiveFiles : sql<ArchivedFileRecord[] | null>`null`,
    })
    .from(handovers)
    .where('id' in where ? eq(handovers.id, where.id) : eq(handovers.siteId, where.siteId))
    .orderBy(desc(handovers.at), desc(handovers.id));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const managers = await db
    .select({
      handoverId: handoverManagers.handoverId,
      side: handoverManagers.side,
      userId: handoverManagers.userId,
      fullName: handoverManagers.fullName,
    })
    .from(handoverManagers)
    .where(inArray(handoverManagers.handoverId, ids))
    .orderBy(asc(handoverManagers.handoverId), asc(handoverManagers.side), asc(handoverManagers.position));
  const counts = await db
    .select({
      handoverId: handoverCashCounts.handoverId,
      accountId: handoverCashCounts.accountId,
      accountName: handoverCashCounts.accountName,
      kind: handoverCashCounts.kind,
      bookBalanceKurus: handoverCashCounts.bookBalanceKurus,
      countedKurus: handoverCashCounts.countedKurus,
    })
    .from(handoverCashCounts)
    .where(inArray(handoverCashCounts.handoverId, ids))
    .orderBy(asc(handoverCashCounts.handoverId), asc(handoverCashCounts.accountId));
  return rows.map((r) => {
    const mine = managers.filter((m) => m.handoverId === r.id);
    const to = mine.find((m) => m.side === 'to');
    return {
      id: r.id,
      siteId: r.siteId,
      at: r.at,
      by: r.createdByName === null ? null : { userId: r.createdBy, fullName: r.createdByName },
      from: mine.filter((m) => m.side === 'from').map((m) => ({ userId: m.userId, fullName: m.fullName })),
      to: { userId: to?.userId ?? null, fullName: to?.fullName ?? '' },
      decisionNo: r.decisionNo,
      decidedAt: r.decidedAt,
      decisionId: r.decisionId,
      note: r.note,
      archiveSha256: r.archiveSha256,
      archiveFiles: r.archiveFiles,
      counts: counts
        .filter((c) => c.handoverId === r.id)
        .map(({ handoverId: _h, ...c }) => ({ ...c, bookBalanceKurus: Number(c.bookBalanceKurus) })),
    };
  });
}

/** A motion's threshold and title (what the handover checks and the tutanak prints of its decision). */
export async function motionAsDecision(db: DbOrTx, motionId: number) {
  const [row] = await db
    .select({ threshold: meetingMotions.threshold, title: meetingMotions.title })
    .from(meetingMotions)
    .where(eq(meetingMotions.id, motionId))
    .limit(1);
  return row;
}
