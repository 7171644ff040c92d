import {
  AppError,
  countMotion,
  type CreateMotionInput,
  detailsOfPath,
  MEETING_TEXTS,
  type MeetingSession,
  type MotionDto,
  type MotionThreshold,
  type MotionVotesDto,
  type MotionVotesInput,
  quorumOf,
  shareDecimal,
} from '@aidat/shared';
import type { DbOrTx } from '../../db/client.js';
import { requireAccess } from '../../lib/access/access.js';
import type { SessionUser } from '../../lib/sessions.js';
import {
  attendanceOf,
  countedUnitsOfSite,
  insertMotion,
  isAgendaItemOf,
  lockMeeting,
  motionById,
  motionsOf,
  saveVotes,
  votesOf,
} from './meetings.repository.js';

type MotionRow = Awaited<ReturnType<typeof motionsOf>>[number];

export function toMotionDto(row: MotionRow): MotionDto {
  return {
    id: row.id,
    meetingId: row.meetingId,
    session: row.session as MeetingSession,
    agendaItemId: row.agendaItemId,
    title: row.title,
    text: row.text,
    threshold: row.threshold as MotionThreshold,
    status: row.status as MotionDto['status'],
    result:
      row.status === 'open'
        ? null
        : {
            yes: row.yes,
            no: row.no,
            abstain: row.abstain,
            yesLandShare: Number(row.yesLandShare),
            passed: row.status === 'passed',
          },
  };
}

/** A called meeting's lock: its records change only between the çağrı and being held (409 otherwise). */
async function lockOpenMeeting(tx: DbOrTx, meetingId: number): Promise<void> {
  const status = await lockMeeting(tx, meetingId);
  if (status === 'draft') throw new AppError('Conflict', MEETING_TEXTS.notCalled);
  if (status === 'held') throw new AppError('Conflict', MEETING_TEXTS.alreadyHeld);
}

/** POST /api/siteadmin/meetings/{id}/motions (PRODUCT.md §18): a motion put to one session's vote. */
export async function createMotion(
  tx: DbOrTx,
  user: SessionUser,
  meetingId: number,
  input: CreateMotionInput,
): Promise<MotionDto> {
  const meeting = await requireAccess(tx, user, { kind: 'meeting', id: meetingId });
  await lockOpenMeeting(tx, meeting.id);
  if (input.agendaItemId !== undefined && !(await isAgendaItemOf(tx, meeting.id, input.agendaItemId)))
    throw new AppError('ValidationError', MEETING_TEXTS.agendaItemOfAnotherMeeting, {
      details: { field: 'agendaItemId' },
    });
  const id = await insertMotion(tx, {
    meetingId: meeting.id,
    session: input.session,
    agendaItemId: input.agendaItemId ?? null,
    title: input.title,
    text: input.text ?? null,
    threshold: input.threshold,
    createdBy: user.id,
  });
  const [row] = await motionsOf(tx, [meeting.id], id);
  return toMotionDto(row);
}

/**
 * POST /api/siteadmin/motions/{id}/votes (PRODUCT.md §18, KMK 30–31): the chair records every vote,
 * replacing those recorded, until the meeting is held. A unit of another site or not present in the
 * session is 400 naming the vote; an owner voting two ways is 400; in the first session without its
 * quorum no decision is taken (409). The counts and `passed` follow @aidat/shared's kmk-counting.ts, exactly.
 */
export async function recordVotes(
  tx: DbOrTx,
  user: SessionUser,
  motionId: number,
  input: MotionVotesInput,
): Promise<MotionDto> {
  const reached = await requireAccess(tx, user, { kind: 'motion', id: motionId });
  const found = await motionById(tx, reached.id);
  if (!found) throw new AppError('NotFound', MEETING_TEXTS.motionNotFound);
  await lockOpenMeeting(tx, found.meetingId);
  const session = found.session as MeetingSession;
  const units = await countedUnitsOfSite(tx, reached.siteId);
  const ofSite = new Set(units.map((u) => u.unitId));
  const present = new Set(
    (await attendanceOf(tx, found.meetingId, session)).filter((e) => e.present).map((e) => e.unitId),
  );
  const votes = new Map<number, 'yes' | 'no' | 'abstain'>();
  input.votes.forEach((v, i) => {
    if (!ofSite.has(v.unitId))
      throw new AppError('ValidationError', MEETING_TEXTS.unitOfAnotherSite, {
        details: detailsOfPath(['votes', i, 'unitId']),
      });
    votes.set(v.unitId, v.vote);
  });
  const refusalAt = (unitId: number) =>
    detailsOfPath(['votes', input.votes.findIndex((v) => v.unitId === unitId), 'unitId']);
  if (session === 'first') {
    const q = quorumOf(units, present);
    if (!(q.quorumByCount && q.quorumByLandShare)) throw new AppError('Conflict', MEETING_TEXTS.noQuorum);
  }
  const result = countMotion(units, present, votes, found.threshold as MotionThreshold);
  if ('kind' in result)
    throw new AppError(
      'ValidationError',
      result.kind === 'absentUnit' ? MEETING_TEXTS.absentUnitVotes : MEETING_TEXTS.splitVote,
      { details: refusalAt(result.unitId) },
    );
  await saveVotes(
    tx,
    found.id,
    [...votes].map(([unitId, vote]) => ({ unitId, vote })),
    {
      status: result.passed ? 'passed' : 'rejected',
      yes: result.yes,
      no: result.no,
      abstain: result.abstain,
      yesLandShare: String(shareDecimal(result.yesLandShare)),
    },
  );
  const saved = (await motionById(tx, found.id)) as MotionRow;
  return toMotionDto(saved);
}

/** GET /api/siteadmin/motions/{id}/votes: each unit's vote as recorded, for the chair to go on from. */
export async function recordedVotes(db: DbOrTx, user: SessionUser, motionId: number): Promise<MotionVotesDto> {
  const reached = await requireAccess(db, user, { kind: 'motion', id: motionId });
  const rows = await votesOf(db, reached.id);
  return {
    motionId: reached.id,
    votes: rows.map((r) => ({ unitId: r.unitId, vote: r.vote as MotionVotesDto['votes'][number]['vote'] })),
  };
}
