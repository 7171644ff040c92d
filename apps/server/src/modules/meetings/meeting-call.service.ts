import {
  AppError,
  type CalledMeetingDto,
  MEETING_TEXTS,
  type MeetingNoticeDto,
  type NoticePreviewDto,
} from '@aidat/shared';
import type { DbOrTx } from '../../db/client.js';
import { requireAccess } from '../../lib/access/access.js';
import type { SessionUser } from '../../lib/sessions.js';
import { meetingNoticeSms, queueAppMessages } from '../sms-campaigns/public.js';
import {
  insertNotices,
  markCalled,
  type NewNotice,
  noticesOfMeeting,
  type OwnerOfUnit,
  ownersOfSite,
  siteNameOf,
  unitLabels,
  unitsWithoutOwner,
} from './meeting-call.repository.js';
import { meetingNotice, noticeMail, trInstant } from './meeting-notice.js';
import { agendaOf, lockMeeting, type MeetingRow, meetingById } from './meetings.repository.js';
import { meeting } from './meetings.service.js';

/**
 * The çağrı (PRODUCT.md §18, KMK 29): every current owner is told by SMS when they have a phone and
 * by e-mail when they have an address, one delivery per person and channel naming the units they are
 * called for. Refused when fewer than MeetingNoticeDays full days remain before the first meeting.
 */

const DAY_MS = 86_400_000;

/** One person called, with every unit they own in the site. */
interface CalledOwner {
  userId: number;
  fullName: string;
  phone: string | null;
  email: string | null;
  unitIds: number[];
  unitLabels: string[];
}

/** The site's owners as persons: one who owns several units is called once, for all of them. */
function byPerson(owners: OwnerOfUnit[]): CalledOwner[] {
  const people = new Map<number, CalledOwner>();
  for (const o of owners) {
    const person = people.get(o.userId);
    if (person) {
      person.unitIds.push(o.unitId);
      person.unitLabels.push(o.unitLabel);
      person.email ??= o.email;
    } else
      people.set(o.userId, {
        userId: o.userId,
        fullName: o.fullName,
        phone: o.phone,
        email: o.email,
        unitIds: [o.unitId],
        unitLabels: [o.unitLabel],
      });
  }
  return [...people.values()];
}

/** The last instant the çağrı may go out. */
const callBy = (row: MeetingRow, noticeDays: number) => new Date(row.firstAt.getTime() - noticeDays * DAY_MS);

function smsText(row: MeetingRow, siteName: string): string {
  return meetingNoticeSms(
    siteName,
    MEETING_TEXTS.kinds[row.kind],
    { at: trInstant(row.firstAt), place: row.firstPlace },
    { at: trInstant(row.secondAt), place: row.secondPlace },
  );
}

/** GET /api/siteadmin/meetings/{id}/notice-preview: who gets what by which channel, before calling. */
export async function noticePreview(
  db: DbOrTx,
  user: SessionUser,
  id: number,
  noticeDays: number,
): Promise<NoticePreviewDto> {
  const reached = await requireAccess(db, user, { kind: 'meeting', id });
  const row = (await meetingById(db, reached.id))!;
  const siteName = await siteNameOf(db, row.siteId);
  const people = byPerson(await ownersOfSite(db, row.siteId));
  const notice = meetingNotice(row, siteName, await agendaOf(db, [row.id]));
  return {
    noticeDays,
    callBy: callBy(row, noticeDays).toISOString(),
    owners: people.map((p) => ({
      ownerName: p.fullName,
      unitLabels: p.unitLabels,
      sms: p.phone !== null,
      email: p.email !== null,
    })),
    unitsWithoutOwner: await unitsWithoutOwner(db, row.siteId),
    smsCount: people.filter((p) => p.phone !== null).length,
    emailCount: people.filter((p) => p.email !== null).length,
    smsText: smsText(row, siteName),
    emailSubject: noticeMail(notice, siteName, MEETING_TEXTS.kinds[row.kind], []).subject,
  };
}

/**
 * POST /api/siteadmin/meetings/{id}/call: in one transaction the meeting becomes `called`, the SMS
 * are queued as a campaign of the site (the throttled sender sends them and logs their price) and
 * the e-mails are queued for the meeting mail sender. The caller kicks both senders after commit.
 */
export async function callMeeting(
  tx: DbOrTx,
  user: SessionUser,
  id: number,
  settings: { noticeDays: number; pricePerMessageKurus: number },
  now: Date = new Date(),
): Promise<CalledMeetingDto & { smsQueued: number; emailQueued: number }> {
  const reached = await requireAccess(tx, user, { kind: 'meeting', id });
  const status = await lockMeeting(tx, reached.id);
  if (status !== 'draft') throw new AppError('Conflict', MEETING_TEXTS.alreadyCalled);
  const row = (await meetingById(tx, reached.id))!;
  if (now.getTime() > callBy(row, settings.noticeDays).getTime())
    throw new AppError('Conflict', MEETING_TEXTS.noticeTooLate(settings.noticeDays));

  const siteName = await siteNameOf(tx, row.siteId);
  const people = byPerson(await ownersOfSite(tx, row.siteId));
  // One message per phone (the queue's key); two owners sharing a phone get it once.
  const phones = new Map<string, CalledOwner>();
  for (const p of people) if (p.phone && !phones.has(p.phone)) phones.set(p.phone, p);
  let smsIds = new Map<string, number>();
  if (phones.size > 0) {
    const text = smsText(row, siteName);
    smsIds = await queueAppMessages(
      tx,
      {
        siteId: row.siteId,
        kind: 'meetingNotice',
        pricePerMessageKurus: settings.pricePerMessageKurus,
        createdBy: user.id,
      },
      [...phones.values()].map((p) => ({
        phone: p.phone!,
        units: p.unitLabels.join(', ').slice(0, 500),
        residentName: p.fullName,
        text,
      })),
    );
  }
  const notices: NewNotice[] = [];
  for (const p of people) {
    const base = { meetingId: row.id, userId: p.userId, ownerName: p.fullName, unitIds: p.unitIds };
    if (p.phone)
      notices.push({ ...base, channel: 'sms', address: p.phone, smsRecipientId: smsIds.get(p.phone) ?? null });
    if (p.email) notices.push({ ...base, channel: 'email', address: p.email, smsRecipientId: null });
  }
  await insertNotices(tx, notices);
  await markCalled(tx, row.id, now);
  return {
    meeting: await meeting(tx, user, row.id),
    notices: await meetingNotices(tx, user, row.id),
    smsQueued: phones.size,
    emailQueued: notices.filter((n) => n.channel === 'email').length,
  };
}

/** GET /api/siteadmin/meetings/{id}/notices: every delivery, per unit, owner and channel. */
export async function meetingNotices(db: DbOrTx, user: SessionUser, id: number): Promise<MeetingNoticeDto[]> {
  const reached = await requireAccess(db, user, { kind: 'meeting', id });
  const rows = await noticesOfMeeting(db, reached.id);
  const labels = await unitLabels(db, [...new Set(rows.flatMap((r) => r.unitIds))]);
  return rows.flatMap((r) =>
    r.unitIds.map((unitId) => ({
      unitId,
      unitLabel: labels.get(unitId) ?? '',
      ownerName: r.ownerName,
      channel: r.channel,
      status: r.status,
      sentAt: r.sentAt?.toISOString() ?? null,
    })),
  );
}
