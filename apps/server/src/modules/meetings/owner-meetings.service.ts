import { AppError, MEETING_TEXTS, type MeetingDto } from '@aidat/shared';
import type { DbOrTx } from '../../db/client.js';
import type { StoredFile } from '../../lib/files/send-stored-file.js';
import type { SessionUser } from '../../lib/sessions.js';
import { ownsInSite, relatedToSite } from './meeting-call.repository.js';
import { minutesPdfOf } from './meeting-documents.service.js';
import { agendaOf, meetingById, meetingsOfSite, motionsOf } from './meetings.repository.js';
import { toDto } from './meetings.service.js';

/**
 * The owners' side of the kurul (PRODUCT.md §18): a current owner of a unit of the site reads its
 * called and held meetings (agenda, sessions, each decision's counts and result) and the karar text;
 * never a draft, never the hazirun's names. A tenant or a resident who owns nothing there: 403. A
 * person with no unit in the site learns nothing of it: the same 404 as an unknown site (§4).
 */

async function requireOwner(db: DbOrTx, user: SessionUser, siteId: number, notFound: string): Promise<void> {
  if (await ownsInSite(db, user.id, siteId)) return;
  if (await relatedToSite(db, user.id, siteId)) throw new AppError('Forbidden', MEETING_TEXTS.ownersOnly);
  throw new AppError('NotFound', notFound);
}

/** GET /api/me/sites/{siteId}/meetings. */
export async function ownerMeetings(db: DbOrTx, user: SessionUser, siteId: number): Promise<MeetingDto[]> {
  await requireOwner(db, user, siteId, MEETING_TEXTS.siteNotFound);
  const rows = (await meetingsOfSite(db, siteId)).filter((r) => r.status !== 'draft');
  const ids = rows.map((r) => r.id);
  const agenda = await agendaOf(db, ids);
  const motions = await motionsOf(db, ids);
  return rows.map((r) => toDto(r, agenda, motions));
}

/** GET /api/me/meetings/{id}/minutes.pdf: of a held meeting (a draft is unknown to owners: 404). */
export async function ownerMinutes(db: DbOrTx, user: SessionUser, id: number): Promise<StoredFile> {
  const row = await meetingById(db, id);
  if (!row || row.status === 'draft') throw new AppError('NotFound', MEETING_TEXTS.notFound);
  await requireOwner(db, user, row.siteId, MEETING_TEXTS.notFound);
  if (row.status !== 'held') throw new AppError('Conflict', MEETING_TEXTS.minutesNotHeld);
  return {
    fileName: `karar-metni-${row.id}.pdf`,
    contentType: 'application/pdf',
    data: await minutesPdfOf(db, row.id),
  };
}
