import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';

/**
 * What the site's archive (PRODUCT.md §19) reads besides the books: the kurul's meetings with their
 * agendas and motions, and the tickets still open, as of `asOf`.
 */

const rowsOf = (result: unknown) => (result as { rows: Array<Record<string, unknown>> }).rows;
const iso = (at: Date) => sql`${at.toISOString()}::timestamptz`;
const isoOf = (value: unknown) =>
  value === null || value === undefined ? null : new Date(value as string).toISOString();

/** The site's meetings created by `asOf` (a few a year), each with its agenda and motions and their results. */
export async function meetingsOf(db: DbOrTx, siteId: number, asOf: Date) {
  const meetings = rowsOf(
    await db.execute(sql`
      select m.id, m.kind, m.title, m.first_at as "firstAt", m.first_place as "firstPlace", m.second_at as "secondAt",
             m.second_place as "secondPlace", m.status, m.called_at as "calledAt", m.held_at as "heldAt"
        from meetings m
       where m.site_id = ${siteId} and m.created_at <= ${iso(asOf)}
       order by m.first_at, m.id`),
  );
  const agenda = rowsOf(
    await db.execute(sql`
      select a.meeting_id as "meetingId", a.id, a.position, a.title
        from meeting_agenda_items a join meetings m on m.id = a.meeting_id
       where m.site_id = ${siteId} and m.created_at <= ${iso(asOf)}
       order by a.meeting_id, a.position`),
  );
  const motions = rowsOf(
    await db.execute(sql`
      select o.meeting_id as "meetingId", o.id, o.session, o.agenda_item_id as "agendaItemId", o.title, o.text,
             o.threshold, o.status, o.yes, o.no, o.abstain, o.yes_land_share as "yesLandShare"
        from meeting_motions o join meetings m on m.id = o.meeting_id
       where m.site_id = ${siteId} and m.created_at <= ${iso(asOf)} and o.created_at <= ${iso(asOf)}
       order by o.meeting_id, o.id`),
  );
  return meetings.map((m) => ({
    id: Number(m.id),
    kind: String(m.kind),
    title: String(m.title),
    firstAt: isoOf(m.firstAt),
    firstPlace: String(m.firstPlace),
    secondAt: isoOf(m.secondAt),
    secondPlace: String(m.secondPlace),
    status: String(m.status),
    calledAt: isoOf(m.calledAt),
    heldAt: isoOf(m.heldAt),
    agenda: agenda
      .filter((a) => Number(a.meetingId) === Number(m.id))
      .map((a) => ({ id: Number(a.id), order: Number(a.position), title: String(a.title) })),
    motions: motions
      .filter((o) => Number(o.meetingId) === Number(m.id))
      .map((o) => ({
        id: Number(o.id),
        session: String(o.session),
        agendaItemId: o.agendaItemId === null ? null : Number(o.agendaItemId),
        title: String(o.title),
        text: (o.text as string | null) ?? null,
        threshold: String(o.threshold),
        status: String(o.status),
        result: {
          yes: Number(o.yes),
          no: Number(o.no),
          abstain: Number(o.abstain),
          yesLandShare: String(o.yesLandShare),
          passed: o.status === 'passed',
        },
      })),
  }));
}

/** The site's meetings held by `asOf`, by their first session. */
export async function heldMeetingIds(db: DbOrTx, siteId: number, asOf: Date): Promise<number[]> {
  const rows = rowsOf(
    await db.execute(sql`
      select m.id from meetings m
       where m.site_id = ${siteId} and m.status = 'held' and m.held_at <= ${iso(asOf)}
       order by m.first_at, m.id`),
  );
  return rows.map((r) => Number(r.id));
}

export interface OpenTicket {
  id: number;
  category: string;
  title: string;
  description: string;
  status: string;
  reportedAt: Date;
  dueDate: string | null;
  block: string | null;
  doorNumber: string | null;
}

/**
 * One page of the site's tickets opened by `asOf` whose status then (their last event by then) was
 * neither closed nor rejected, after the ticket `afterId`.
 */
export async function openTicketsPage(
  db: DbOrTx,
  siteId: number,
  asOf: Date,
  afterId: number,
  limit: number,
): Promise<OpenTicket[]> {
  const rows = rowsOf(
    await db.execute(sql`
      select t.id, t.category, t.title, t.description, t.reported_at as "reportedAt", t.due_date::text as "dueDate",
             u.block, u.door_number as "door", s.status
        from tickets t
        left join units u on u.id = t.unit_id
        cross join lateral (
          select coalesce(
            (select e.status from ticket_events e where e.ticket_id = t.id and e.at <= ${iso(asOf)}
              order by e.at desc, e.id desc limit 1),
            t.status) as status
        ) s
       where t.site_id = ${siteId} and t.created_at <= ${iso(asOf)} and t.id > ${afterId}
         and s.status not in ('closed', 'rejected')
       order by t.id
       limit ${limit}`),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    category: String(r.category),
    title: String(r.title),
    description: String(r.description),
    status: String(r.status),
    reportedAt: new Date(r.reportedAt as string),
    dueDate: (r.dueDate as string | null) ?? null,
    block: (r.block as string | null) ?? null,
    doorNumber: (r.door as string | null) ?? null,
  }));
}
