import type { MeetingKind, MeetingStatus } from '@aidat/shared';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { meetingAgendaItems, meetings } from '../../db/schema/index.js';

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
