import {
  AppError,
  type AttendanceInput,
  detailsOfPath,
  type HazirunDto,
  MEETING_TEXTS,
  type MeetingSession,
  ownerGroups,
  proxyLimit,
  quorumOf,
  shareDecimal,
} from '@aidat/shared';
import type { DbOrTx } from '../../db/client.js';
import { requireAccess } from '../../lib/access/access.js';
import type { SessionUser } from '../../lib/sessions.js';
import { attendanceOf, countedUnitsOfSite, lockMeeting, replaceAttendance } from './meetings.repository.js';

/** A proxy's name as one person: trimmed, single spaces, Turkish lower case. */
const personKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('tr-TR');

/**
 * PUT …/attendance (PRODUCT.md §18): the chair records who attended a session of a called meeting,
 * each unit present in person or by a proxy; recorded again, it replaces the session's list until
 * the meeting is held. A proxy may represent at most proxyLimit owners (KMK 31: 409 beyond). The
 * answer is the session's hazirun with the quorum, counted exactly (@aidat/shared's kmk-counting.ts).
 */
export async function recordAttendance(
  tx: DbOrTx,
  user: SessionUser,
  meetingId: number,
  input: AttendanceInput,
): Promise<HazirunDto> {
  const meeting = await requireAccess(tx, user, { kind: 'meeting', id: meetingId });
  const status = await lockMeeting(tx, meeting.id);
  if (status === 'draft') throw new AppError('Conflict', MEETING_TEXTS.notCalled);
  if (status === 'held') throw new AppError('Conflict', MEETING_TEXTS.alreadyHeld);
  const units = await countedUnitsOfSite(tx, meeting.siteId);
  const ofSite = new Set(units.map((u) => u.unitId));
  input.entries.forEach((e, i) => {
    if (!ofSite.has(e.unitId))
      throw new AppError('ValidationError', MEETING_TEXTS.unitOfAnotherSite, {
        details: detailsOfPath(['entries', i, 'unitId']),
      });
  });
  // KMK 31 counts the owners a proxy stands for: units of one owner group are one owner.
  const groups = ownerGroups(units);
  const limit = proxyLimit(units.length);
  const represented = new Map<string, Set<number>>();
  input.entries.forEach((e, i) => {
    if (!e.present || !e.proxyName) return;
    const owners = represented.get(personKey(e.proxyName)) ?? new Set<number>();
    owners.add(groups.get(e.unitId) as number);
    represented.set(personKey(e.proxyName), owners);
    if (owners.size > limit)
      throw new AppError('Conflict', MEETING_TEXTS.proxyCap(limit), {
        details: detailsOfPath(['entries', i, 'proxyName']),
      });
  });
  // The last entry for a unit wins, as the chair's latest word.
  const byUnit = new Map(input.entries.map((e) => [e.unitId, e]));
  await replaceAttendance(
    tx,
    meeting.id,
    input.session,
    [...byUnit.values()].map((e) => ({
      unitId: e.unitId,
      present: e.present,
      proxyName: e.present ? (e.proxyName ?? null) : null,
    })),
  );
  return hazirun(tx, meeting.siteId, meeting.id, input.session);
}

/** A session's hazirun: every recorded entry, the owners and arsa payı present, and the quorum. */
export async function hazirun(
  db: DbOrTx,
  siteId: number,
  meetingId: number,
  session: MeetingSession,
): Promise<HazirunDto> {
  const units = await countedUnitsOfSite(db, siteId);
  const entries = await attendanceOf(db, meetingId, session);
  const q = quorumOf(units, new Set(entries.filter((e) => e.present).map((e) => e.unitId)));
  const quorumRequired = session === 'first';
  return {
    session,
    totalOwners: q.totalOwners,
    presentOwners: q.presentOwners,
    presentLandShare: shareDecimal(q.presentLandShare),
    quorumByCount: q.quorumByCount,
    quorumByLandShare: q.quorumByLandShare,
    quorumRequired,
    quorumMet: !quorumRequired || (q.quorumByCount && q.quorumByLandShare),
    entries,
  };
}

/** GET …/attendance?session: the session's hazirun as recorded (empty entries until it is). */
export async function recordedHazirun(
  db: DbOrTx,
  user: SessionUser,
  meetingId: number,
  session: MeetingSession,
): Promise<HazirunDto> {
  const meeting = await requireAccess(db, user, { kind: 'meeting', id: meetingId });
  return hazirun(db, meeting.siteId, meeting.id, session);
}
