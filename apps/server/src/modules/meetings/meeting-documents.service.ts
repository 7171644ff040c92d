import { AppError, MEETING_TEXTS, type MeetingSession } from '@aidat/shared';
import type { DbOrTx } from '../../db/client.js';
import { requireAccess } from '../../lib/access/access.js';
import type { StoredFile } from '../../lib/files/send-stored-file.js';
import type { SessionUser } from '../../lib/sessions.js';
import { hazirun } from './attendance.service.js';
import { ownersOfSite, siteNameOf, unitsForHazirun } from './meeting-call.repository.js';
import { meetingNotice } from './meeting-notice.js';
import { hazirunPdf, type MinutesSession, minutesPdf, noticePdf } from './meeting-pdfs.js';
import { agendaOf, attendanceOf, type MeetingRow, meetingById, motionsOf } from './meetings.repository.js';
import { toMotionDto } from './motions.service.js';

/** The kurul's documents as files (PRODUCT.md §18): the çağrı, the hazirun list, the karar text. */

const pdf = (fileName: string, data: Buffer): StoredFile => ({ fileName, contentType: 'application/pdf', data });

async function reachMeeting(db: DbOrTx, user: SessionUser, id: number): Promise<MeetingRow> {
  const reached = await requireAccess(db, user, { kind: 'meeting', id });
  return (await meetingById(db, reached.id))!;
}

/** GET …/notice.pdf: the çağrı with a line per unit and owner to sign for it. */
export async function noticeFile(db: DbOrTx, user: SessionUser, id: number, now = new Date()): Promise<StoredFile> {
  const row = await reachMeeting(db, user, id);
  const siteName = await siteNameOf(db, row.siteId);
  const notice = meetingNotice(row, siteName, await agendaOf(db, [row.id]));
  const owners = await ownersOfSite(db, row.siteId);
  return pdf(
    `cagri-${row.id}.pdf`,
    await noticePdf(
      notice,
      owners.map((o) => ({ unitLabel: o.unitLabel, ownerName: o.fullName })),
      now,
    ),
  );
}

/** GET …/hazirun.pdf?session: the session's list to sign, with the counts and the quorum. */
export async function hazirunFile(
  db: DbOrTx,
  user: SessionUser,
  id: number,
  session: MeetingSession,
  now = new Date(),
): Promise<StoredFile> {
  const row = await reachMeeting(db, user, id);
  if (row.status === 'draft') throw new AppError('Conflict', MEETING_TEXTS.minutesOfDraft);
  const units = await unitsForHazirun(db, row.siteId);
  const data = await hazirunPdf(
    {
      siteName: await siteNameOf(db, row.siteId),
      title: row.title,
      kind: MEETING_TEXTS.kinds[row.kind],
      at: session === 'first' ? row.firstAt : row.secondAt,
      place: session === 'first' ? row.firstPlace : row.secondPlace,
    },
    session,
    units.map((u) => ({
      unitId: u.unitId,
      label: u.label,
      owners: u.owners,
      landShare: u.numerator !== null && u.denominator !== null ? `${u.numerator}/${u.denominator}` : '—',
    })),
    await hazirun(db, row.siteId, row.id, session),
    now,
  );
  return pdf(`hazirun-${row.id}-${session === 'first' ? 1 : 2}.pdf`, data);
}

/**
 * The karar text of a meeting, whoever asks (the caller has checked who may): each session that
 * has a hazirun or motions, the second only when it has either. Used by the managers', the owners'
 * and the handover archive's copies.
 */
export async function minutesPdfOf(db: DbOrTx, meetingId: number, now = new Date()): Promise<Buffer> {
  const row = (await meetingById(db, meetingId))!;
  const motions = (await motionsOf(db, [row.id])).map((m, i) => ({ ...toMotionDto(m), number: i + 1 }));
  const sessions: MinutesSession[] = [];
  for (const session of ['first', 'second'] as const) {
    const recorded = (await attendanceOf(db, row.id, session)).length > 0;
    const ofSession = motions.filter((m) => m.session === session);
    if (session === 'second' && !recorded && ofSession.length === 0) continue;
    sessions.push({
      session,
      at: session === 'first' ? row.firstAt : row.secondAt,
      place: session === 'first' ? row.firstPlace : row.secondPlace,
      hazirun: recorded ? await hazirun(db, row.siteId, row.id, session) : null,
      motions: ofSession,
    });
  }
  return minutesPdf(
    { siteName: await siteNameOf(db, row.siteId), title: row.title, kind: MEETING_TEXTS.kinds[row.kind] },
    await agendaOf(db, [row.id]),
    sessions,
    now,
  );
}

/** GET /api/siteadmin/meetings/{id}/minutes.pdf: of a called or held meeting. */
export async function minutesFile(db: DbOrTx, user: SessionUser, id: number): Promise<StoredFile> {
  const row = await reachMeeting(db, user, id);
  if (row.status === 'draft') throw new AppError('Conflict', MEETING_TEXTS.minutesOfDraft);
  return pdf(`karar-metni-${row.id}.pdf`, await minutesPdfOf(db, row.id));
}
