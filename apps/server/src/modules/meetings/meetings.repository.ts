import type { MeetingKind, MeetingSession, MeetingStatus } from '@aidat/shared';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  meetingAgendaItems,
  meetingAttendance,
  meetingMotions,
  meetings,
  meetingVotes,
  units,
} from '../../db/schema/index.js';

/** Queries of the kurul's meetings (PRODUCT.md §18), each scoped by its site or meeting. */

const columns = {
  id: meetings.id,
  siteId: meetings.siteId,
  kind: meetings.kind,
  title: meetings.title,
  firstAt: meetings.firstAt,
  firstPlace: meetings.firstPlace,
  secondAt: meetings.secondAt,
  secondPlace: meetings.secondPlace,
  status: meetings.status,
};

export interface MeetingRow {
  id: number;
  siteId: number;
  kind: MeetingKind;
  title: string;
  firstAt: Date;
  firstPlace: string;
  secondAt: Date;
  secondPlace: string;
  status: MeetingStatus;
}

export async function insertMeeting(
  db: DbOrTx,
  values: Omit<MeetingRow, 'id' | 'status'> & { createdBy: number },
  agenda: string[],
): Promise<number> {
  const [row] = await db.insert(meetings).values(values).returning({ id: meetings.id });
  await db.insert(meetingAgendaItems).values(agenda.map((title, i) => ({ meetingId: row.id, position: i + 1, title })));
  return row.id;
}

/** A draft's fields and agenda replaced (a draft has no motions, attendance or notices yet). */
export async function replaceDraft(
  db: DbOrTx,
  id: number,
  values: Pick<MeetingRow, 'kind' | 'title' | 'firstAt' | 'firstPlace' | 'secondAt' | 'secondPlace'>,
  agenda: string[],
): Promise<void> {
  await db.update(meetings).set(values).where(eq(meetings.id, id));
  await db.delete(meetingAgendaItems).where(eq(meetingAgendaItems.meetingId, id));
  await db.insert(meetingAgendaItems).values(agenda.map((title, i) => ({ meetingId: id, position: i + 1, title })));
}

/** A draft deleted with its agenda (cascade). */
export async function deleteDraft(db: DbOrTx, id: number): Promise<void> {
  await db.delete(meetings).where(eq(meetings.id, id));
}

export async function meetingById(db: DbOrTx, id: number): Promise<MeetingRow | undefined> {
  const [row] = await db.select(columns).from(meetings).where(eq(meetings.id, id));
  return row as MeetingRow | undefined;
}

/** A site's meetings, the latest first meeting first. */
export async function meetingsOfSite(db: DbOrTx, siteId: number): Promise<MeetingRow[]> {
  const rows = await db
    .select(columns)
    .from(meetings)
    .where(eq(meetings.siteId, siteId))
    .orderBy(desc(meetings.firstAt), desc(meetings.id));
  return rows as MeetingRow[];
}

/** The agenda items of these meetings, in order. */
export function agendaOf(db: DbOrTx, meetingIds: number[]) {
  if (meetingIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: meetingAgendaItems.id,
      meetingId: meetingAgendaItems.meetingId,
      order: meetingAgendaItems.position,
      title: meetingAgendaItems.title,
    })
    .from(meetingAgendaItems)
    .where(inArray(meetingAgendaItems.meetingId, meetingIds))
    .orderBy(asc(meetingAgendaItems.meetingId), asc(meetingAgendaItems.position));
}

/** The site's units with their current owners (users' ids) and arsa payı, for the kurul's counting. */
export async function countedUnitsOfSite(db: DbOrTx, siteId: number) {
  const rows = await db
    .select({
      unitId: units.id,
      numerator: units.landShareNumerator,
      denominator: units.landShareDenominator,
      // Spelled out: in a one-table select drizzle writes a column unqualified, which inside this
      // subquery would name unit_owners' own id.
      ownerIds: sql<number[]>`coalesce((select array_agg(o.user_id order by o.user_id) from unit_owners o
        where o.unit_id = "units"."id" and o.until is null), '{}')`,
    })
    .from(units)
    .where(eq(units.siteId, siteId))
    .orderBy(asc(units.id));
  return rows.map((r) => ({
    unitId: r.unitId,
    ownerIds: r.ownerIds.map(Number),
    landShare:
      r.numerator !== null && r.denominator !== null ? { numerator: r.numerator, denominator: r.denominator } : null,
  }));
}

/** Locks the meeting (two recordings wait for each other) and answers its status. */
export async function lockMeeting(db: DbOrTx, id: number): Promise<MeetingStatus | undefined> {
  const result = await db.execute(sql`select status from meetings where id = ${id} for update`);
  return (result as unknown as { rows: Array<{ status: MeetingStatus }> }).rows[0]?.status;
}

/** Replaces a session's attendance with these entries. */
export async function replaceAttendance(
  db: DbOrTx,
  meetingId: number,
  session: MeetingSession,
  entries: Array<{ unitId: number; present: boolean; proxyName: string | null }>,
): Promise<void> {
  await db
    .delete(meetingAttendance)
    .where(and(eq(meetingAttendance.meetingId, meetingId), eq(meetingAttendance.session, session)));
  if (entries.length > 0) await db.insert(meetingAttendance).values(entries.map((e) => ({ meetingId, session, ...e })));
}

export function attendanceOf(db: DbOrTx, meetingId: number, session: MeetingSession) {
  return db
    .select({
      unitId: meetingAttendance.unitId,
      present: meetingAttendance.present,
      proxyName: meetingAttendance.proxyName,
    })
    .from(meetingAttendance)
    .where(and(eq(meetingAttendance.meetingId, meetingId), eq(meetingAttendance.session, session)))
    .orderBy(asc(meetingAttendance.unitId));
}

const motionColumns = {
  id: meetingMotions.id,
  meetingId: meetingMotions.meetingId,
  session: meetingMotions.session,
  agendaItemId: meetingMotions.agendaItemId,
  title: meetingMotions.title,
  text: meetingMotions.text,
  threshold: meetingMotions.threshold,
  status: meetingMotions.status,
  yes: meetingMotions.yes,
  no: meetingMotions.no,
  abstain: meetingMotions.abstain,
  yesLandShare: meetingMotions.yesLandShare,
};

export async function insertMotion(db: DbOrTx, values: typeof meetingMotions.$inferInsert): Promise<number> {
  const [row] = await db.insert(meetingMotions).values(values).returning({ id: meetingMotions.id });
  return row.id;
}

/** A meeting's motions (or one of them), in the order they were put. */
export function motionsOf(db: DbOrTx, meetingIds: number[], motionId?: number) {
  if (meetingIds.length === 0) return Promise.resolve([]);
  return db
    .select(motionColumns)
    .from(meetingMotions)
    .where(
      and(
        inArray(meetingMotions.meetingId, meetingIds),
        motionId === undefined ? undefined : eq(meetingMotions.id, motionId),
      ),
    )
    .orderBy(asc(meetingMotions.id));
}

/** Whether the agenda item is one of the meeting's. */
export async function isAgendaItemOf(db: DbOrTx, meetingId: number, itemId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: meetingAgendaItems.id })
    .from(meetingAgendaItems)
    .where(and(eq(meetingAgendaItems.id, itemId), eq(meetingAgendaItems.meetingId, meetingId)));
  return row !== undefined;
}

/** Replaces a motion's votes and stores what they make. */
export async function saveVotes(
  db: DbOrTx,
  motionId: number,
  votes: Array<{ unitId: number; vote: string }>,
  result: { status: 'passed' | 'rejected'; yes: number; no: number; abstain: number; yesLandShare: string },
): Promise<void> {
  await db.delete(meetingVotes).where(eq(meetingVotes.motionId, motionId));
  if (votes.length > 0) await db.insert(meetingVotes).values(votes.map((v) => ({ motionId, ...v })));
  await db.update(meetingMotions).set(result).where(eq(meetingMotions.id, motionId));
}

/** One motion by its id. */
export async function motionById(db: DbOrTx, id: number) {
  const [row] = await db.select(motionColumns).from(meetingMotions).where(eq(meetingMotions.id, id));
  return row;
}

/** Marks a called meeting held. */
export async function markHeld(db: DbOrTx, id: number, at: Date): Promise<void> {
  await db.update(meetings).set({ status: 'held', heldAt: at }).where(eq(meetings.id, id));
}

/** A motion's recorded votes, by unit. */
export function votesOf(db: DbOrTx, motionId: number) {
  return db
    .select({ unitId: meetingVotes.unitId, vote: meetingVotes.vote })
    .from(meetingVotes)
    .where(eq(meetingVotes.motionId, motionId))
    .orderBy(asc(meetingVotes.unitId));
}
