import type { NoticeChannel, NoticeStatus } from '@aidat/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { relatedUnitIds } from '../../lib/access/access.js';
import {
  meetingNotices,
  meetings,
  sites,
  smsCampaignRecipients,
  unitOwners,
  units,
  users,
} from '../../db/schema/index.js';

/** Queries of the çağrı (PRODUCT.md §18): whom it reaches, and what became of each delivery. */

/** One current owner of one unit of the site, with how they can be reached. */
export interface OwnerOfUnit {
  userId: number;
  fullName: string;
  phone: string | null;
  /** The e-mail the manager typed for this ownership, else the user's. */
  email: string | null;
  unitId: number;
  unitLabel: string;
}

const unitLabel = sql<string>`${units.block} || '-' || ${units.doorNumber}`;

/** Every current owner of every unit of the site (a person once per unit), in the units' order. */
export function ownersOfSite(db: DbOrTx, siteId: number): Promise<OwnerOfUnit[]> {
  return db
    .select({
      userId: unitOwners.userId,
      fullName: unitOwners.fullName,
      phone: users.phone,
      email: sql<string | null>`coalesce(${unitOwners.email}, ${users.email})`,
      unitId: units.id,
      unitLabel,
    })
    .from(unitOwners)
    .innerJoin(units, eq(units.id, unitOwners.unitId))
    .innerJoin(users, eq(users.id, unitOwners.userId))
    .where(and(eq(units.siteId, siteId), sql`${unitOwners.until} is null`))
    .orderBy(asc(units.block), asc(units.doorNumber), asc(unitOwners.id));
}

/** Labels of the site's units without a current owner (only the signed notice can reach them). */
export async function unitsWithoutOwner(db: DbOrTx, siteId: number): Promise<string[]> {
  const rows = await db
    .select({ label: unitLabel })
    .from(units)
    .where(
      and(
        eq(units.siteId, siteId),
        sql`not exists (select 1 from unit_owners o where o.unit_id = "units"."id" and o.until is null)`,
      ),
    )
    .orderBy(asc(units.block), asc(units.doorNumber));
  return rows.map((r) => r.label);
}

/** Labels of units by id. */
export async function unitLabels(db: DbOrTx, unitIds: number[]): Promise<Map<number, string>> {
  if (unitIds.length === 0) return new Map();
  const rows = await db.select({ id: units.id, label: unitLabel }).from(units).where(inArray(units.id, unitIds));
  return new Map(rows.map((r) => [r.id, r.label]));
}

export interface NewNotice {
  meetingId: number;
  userId: number;
  ownerName: string;
  channel: NoticeChannel;
  address: string;
  unitIds: number[];
  smsRecipientId: number | null;
}

export async function insertNotices(db: DbOrTx, rows: NewNotice[]): Promise<void> {
  if (rows.length === 0) return;
  // One parameter for all of them: a 2,000-unit site's çağrı writes 4,000 rows in one statement.
  await db.execute(sql`
    insert into meeting_notices (meeting_id, user_id, owner_name, channel, address, unit_ids, sms_recipient_id)
    select n.meeting_id, n.user_id, n.owner_name, n.channel, n.address,
           array(select json_array_elements_text(n.unit_ids)::int), n.sms_recipient_id
      from json_to_recordset(${JSON.stringify(
        rows.map((r) => ({
          meeting_id: r.meetingId,
          user_id: r.userId,
          owner_name: r.ownerName,
          channel: r.channel,
          address: r.address,
          unit_ids: r.unitIds,
          sms_recipient_id: r.smsRecipientId,
        })),
      )}::json) as n(meeting_id int, user_id int, owner_name text, channel text, address text, unit_ids json,
        sms_recipient_id bigint)`);
}

export interface NoticeRow {
  ownerName: string;
  channel: NoticeChannel;
  unitIds: number[];
  status: NoticeStatus;
  sentAt: Date | null;
}

/**
 * A meeting's deliveries. An SMS notice reads its message's state in the SMS queue (pending or
 * sending: 'queued'); an e-mail's own row says it ('sending' is still 'queued' to the reader).
 */
export async function noticesOfMeeting(db: DbOrTx, meetingId: number): Promise<NoticeRow[]> {
  const rows = await db
    .select({
      ownerName: meetingNotices.ownerName,
      channel: meetingNotices.channel,
      unitIds: meetingNotices.unitIds,
      status: sql<NoticeStatus>`case
        when ${meetingNotices.channel} = 'sms' then case ${smsCampaignRecipients.status}
          when 'sent' then 'sent' when 'failed' then 'failed' else 'queued' end
        when ${meetingNotices.status} = 'sending' then 'queued'
        else ${meetingNotices.status} end`,
      sentAt: sql<Date | null>`case when ${meetingNotices.channel} = 'sms'
        then ${smsCampaignRecipients.finishedAt} else ${meetingNotices.sentAt} end`,
    })
    .from(meetingNotices)
    .leftJoin(smsCampaignRecipients, eq(smsCampaignRecipients.id, meetingNotices.smsRecipientId))
    .where(eq(meetingNotices.meetingId, meetingId))
    .orderBy(asc(meetingNotices.id));
  return rows.map((r) => ({
    ...r,
    channel: r.channel as NoticeChannel,
    unitIds: r.unitIds.map(Number),
    sentAt: r.sentAt === null ? null : new Date(r.sentAt),
  }));
}

/** Marks the meeting called. */
export async function markCalled(db: DbOrTx, id: number, at: Date): Promise<void> {
  await db.update(meetings).set({ status: 'called', calledAt: at }).where(eq(meetings.id, id));
}

/** The site's name, for the texts. */
export async function siteNameOf(db: DbOrTx, siteId: number): Promise<string> {
  const [row] = await db.select({ name: sites.name }).from(sites).where(eq(sites.id, siteId));
  return row?.name ?? '';
}

/** Every unit of the site for the hazirun list: its label, current owners and arsa payı. */
export async function unitsForHazirun(db: DbOrTx, siteId: number) {
  return db
    .select({
      unitId: units.id,
      label: unitLabel,
      numerator: units.landShareNumerator,
      denominator: units.landShareDenominator,
      owners: sql<string[]>`coalesce((select array_agg(o.full_name order by o.id) from unit_owners o
        where o.unit_id = "units"."id" and o.until is null), '{}')`,
    })
    .from(units)
    .where(eq(units.siteId, siteId))
    .orderBy(asc(units.block), asc(units.doorNumber));
}

/** Whether the person is a current owner of a unit of the site (PRODUCT.md §18: owners see the kurul). */
export async function ownsInSite(db: DbOrTx, userId: number, siteId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: unitOwners.id })
    .from(unitOwners)
    .innerJoin(units, eq(units.id, unitOwners.unitId))
    .where(and(eq(unitOwners.userId, userId), eq(units.siteId, siteId), sql`${unitOwners.until} is null`))
    .limit(1);
  return row !== undefined;
}

/** Whether the person lives in, owns or rents a unit of the site (a tenant is told 403, a stranger 404). */
export async function relatedToSite(db: DbOrTx, userId: number, siteId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: units.id })
    .from(units)
    .where(and(eq(units.siteId, siteId), sql`${units.id} in ${relatedUnitIds(userId)}`))
    .limit(1);
  return row !== undefined;
}
