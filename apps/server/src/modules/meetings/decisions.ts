import { AppError, istanbulDay, MEETING_TEXTS } from '@aidat/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { meetingMotions, meetings } from '../../db/schema/index.js';

/**
 * A decision of the kurul (PRODUCT.md §18): a passed motion of a held meeting, as a budget's
 * approval (§13) or an ek bütçe (§12) names it.
 */
export interface KurulDecision {
  motionId: number;
  /** The motion's number in its meeting, as the karar text numbers it. */
  number: number;
  /** The day (Istanbul) of the session it was taken in. */
  decidedOn: string;
  title: string;
}

/**
 * The site's decision with this id, or: 400 on `decisionId` for an unknown motion or one of another
 * site (nothing about the other site is said), 409 for a motion of a meeting not yet held (its votes
 * may still be recorded again) and for one that did not pass.
 */
export async function passedDecisionOf(db: DbOrTx, siteId: number, motionId: number): Promise<KurulDecision> {
  const [row] = await motionsWithMeeting(db, [motionId]);
  if (!row || row.siteId !== siteId)
    throw new AppError('ValidationError', MEETING_TEXTS.decisionOfAnotherSite, { details: { field: 'decisionId' } });
  if (row.meetingStatus !== 'held') throw new AppError('Conflict', MEETING_TEXTS.decisionNotFinal);
  if (row.status !== 'passed') throw new AppError('Conflict', MEETING_TEXTS.decisionNotPassed);
  return toDecision(row);
}

/** Motions with what their meeting says of them: its site and status, the session's day, their number. */
function motionsWithMeeting(db: DbOrTx, motionIds: number[]) {
  return db
    .select({
      motionId: meetingMotions.id,
      siteId: meetings.siteId,
      meetingStatus: meetings.status,
      status: meetingMotions.status,
      session: meetingMotions.session,
      title: meetingMotions.title,
      firstAt: meetings.firstAt,
      secondAt: meetings.secondAt,
      number: sql<number>`(select count(*) from meeting_motions m
        where m.meeting_id = ${meetingMotions.meetingId} and m.id <= ${meetingMotions.id})::int`,
    })
    .from(meetingMotions)
    .innerJoin(meetings, eq(meetings.id, meetingMotions.meetingId))
    .where(inArray(meetingMotions.id, motionIds));
}

type MotionWithMeeting = Awaited<ReturnType<typeof motionsWithMeeting>>[number];

const toDecision = (row: MotionWithMeeting): KurulDecision => ({
  motionId: row.motionId,
  number: Number(row.number),
  decidedOn: istanbulDay(row.session === 'first' ? row.firstAt : row.secondAt),
  title: row.title,
});

/** The decisions with these ids (for documents that print what a charge rests on). */
export async function decisionsByIds(db: DbOrTx, motionIds: number[]): Promise<Map<number, KurulDecision>> {
  if (motionIds.length === 0) return new Map();
  const rows = await motionsWithMeeting(db, [...new Set(motionIds)]);
  return new Map(rows.map((row) => [row.motionId, toDecision(row)]));
}
