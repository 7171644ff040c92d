import {
  AppError,
  type CreateMeetingInput,
  MEETING_TEXTS,
  type MeetingDto,
  SECOND_MEETING_DAYS,
  type UpdateMeetingInput,
} from '@aidat/shared';
import type { DbOrTx } from '../../db/client.js';
import { requireAccess } from '../../lib/access/access.js';
import type { SessionUser } from '../../lib/sessions.js';
import {
  agendaOf,
  deleteDraft,
  lockMeeting,
  markHeld,
  insertMeeting,
  type MeetingRow,
  meetingById,
  meetingsOfSite,
  motionsOf,
  replaceDraft,
} from './meetings.repository.js';
import { toMotionDto } from './motions.service.js';

/**
 * The kurul's meetings (PRODUCT.md §18): drafted by a manager of the site with both sessions and the
 * agenda. The çağrı, the hazirun, motions and votes (@aidat/shared's kmk-counting.ts) and the karar text build on
 * these.
 */

const DAY_MS = 86_400_000;

export function toDto(
  row: MeetingRow,
  agenda: Awaited<ReturnType<typeof agendaOf>>,
  motions: Awaited<ReturnType<typeof motionsOf>>,
): MeetingDto {
  return {
    id: row.id,
    siteId: row.siteId,
    kind: row.kind,
    title: row.title,
    firstAt: row.firstAt.toISOString(),
    firstPlace: row.firstPlace,
    secondAt: row.secondAt.toISOString(),
    secondPlace: row.secondPlace,
    status: row.status,
    agenda: agenda.filter((a) => a.meetingId === row.id).map(({ id, order, title }) => ({ id, order, title })),
    motions: motions.filter((m) => m.meetingId === row.id).map(toMotionDto),
  };
}

/** POST /api/siteadmin/meetings: the second session 7–15 days after the first (KMK 29, 30), else 400. */
/**
 * A meeting's fields as stored: both sessions' instants, the second 7 to 15 days after the first
 * (KMK 29, 30), else 400 on `secondAt`.
 */
function meetingFields(input: UpdateMeetingInput) {
  const firstAt = new Date(input.firstAt);
  const secondAt = new Date(input.secondAt);
  const gap = secondAt.getTime() - firstAt.getTime();
  if (gap < SECOND_MEETING_DAYS.min * DAY_MS || gap > SECOND_MEETING_DAYS.max * DAY_MS)
    throw new AppError('ValidationError', MEETING_TEXTS.secondMeetingDays, { details: { field: 'secondAt' } });
  return {
    kind: input.kind,
    title: input.title,
    firstAt,
    firstPlace: input.firstPlace,
    secondAt,
    secondPlace: input.secondPlace,
  };
}

/** Locks the meeting and answers it only while it is a draft: once called, it stands as called (409). */
async function lockedDraft(tx: DbOrTx, user: SessionUser, id: number): Promise<number> {
  const reached = await requireAccess(tx, user, { kind: 'meeting', id });
  const status = await lockMeeting(tx, reached.id);
  if (status === undefined) throw new AppError('NotFound', MEETING_TEXTS.notFound);
  if (status !== 'draft') throw new AppError('Conflict', MEETING_TEXTS.notDraft);
  return reached.id;
}

/**
 * PUT /api/siteadmin/meetings/{id}: a draft corrected before its çağrı (kind, title, both sessions,
 * the agenda replaced); a called or held meeting is 409, since its notice has gone out as it stands.
 */
export async function updateMeeting(
  tx: DbOrTx,
  user: SessionUser,
  id: number,
  input: UpdateMeetingInput,
): Promise<MeetingDto> {
  const meetingId = await lockedDraft(tx, user, id);
  await replaceDraft(
    tx,
    meetingId,
    meetingFields(input),
    input.agenda.map((a) => a.title),
  );
  return meeting(tx, user, meetingId);
}

/** DELETE /api/siteadmin/meetings/{id}: a draft dropped before its çağrı; a called or held one is 409. */
export async function deleteMeeting(tx: DbOrTx, user: SessionUser, id: number): Promise<void> {
  await deleteDraft(tx, await lockedDraft(tx, user, id));
}

export async function createMeeting(tx: DbOrTx, user: SessionUser, input: CreateMeetingInput): Promise<MeetingDto> {
  await requireAccess(tx, user, { kind: 'site', id: input.siteId });
  const id = await insertMeeting(
    tx,
    { siteId: input.siteId, ...meetingFields(input), createdBy: user.id },
    input.agenda.map((a) => a.title),
  );
  return meeting(tx, user, id);
}

/** GET /api/siteadmin/meetings/{id}. */
export async function meeting(db: DbOrTx, user: SessionUser, id: number): Promise<MeetingDto> {
  const reached = await requireAccess(db, user, { kind: 'meeting', id });
  const row = await meetingById(db, reached.id);
  if (!row) throw new AppError('NotFound', MEETING_TEXTS.notFound);
  return toDto(row, await agendaOf(db, [row.id]), await motionsOf(db, [row.id]));
}

/** GET /api/siteadmin/meetings?siteId: the site's meetings, the latest first. */
export async function siteMeetings(db: DbOrTx, user: SessionUser, siteId: number): Promise<MeetingDto[]> {
  await requireAccess(db, user, { kind: 'site', id: siteId });
  const rows = await meetingsOfSite(db, siteId);
  const ids = rows.map((r) => r.id);
  const agenda = await agendaOf(db, ids);
  const motions = await motionsOf(db, ids);
  return rows.map((r) => toDto(r, agenda, motions));
}

/**
 * POST /api/siteadmin/meetings/{id}/held: the meeting took place; from now on its hazirun and votes
 * stand as recorded (409 for a meeting not called, held already, or whose first session has not come).
 */
export async function holdMeeting(tx: DbOrTx, user: SessionUser, id: number, now = new Date()): Promise<MeetingDto> {
  const reached = await requireAccess(tx, user, { kind: 'meeting', id });
  const status = await lockMeeting(tx, reached.id);
  if (status === 'draft') throw new AppError('Conflict', MEETING_TEXTS.notCalledToHold);
  if (status === 'held') throw new AppError('Conflict', MEETING_TEXTS.alreadyHeld);
  const row = (await meetingById(tx, reached.id))!;
  if (now < row.firstAt) throw new AppError('Conflict', MEETING_TEXTS.heldBeforeFirst);
  await markHeld(tx, reached.id, now);
  return meeting(tx, user, reached.id);
}
