import { SMS_CAMPAIGN_TEXTS as T } from '@aidat/shared';
import { SMS_MAX_LENGTH, toSmsAscii } from '../../lib/sms/sms-text.js';

const ELLIPSIS = '...';
/** A site name is never shortened below this: a reminder must still say where it is from. */
const SITE_NAME_MIN = 12;

const amountFormat = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Kuruş as the text says it: 123456 → "1.234,56" (the message adds "TL": "₺" is not GSM). */
export function smsAmount(kurus: number): string {
  return amountFormat.format(kurus / 100);
}

/** The SMS form of a text: ASCII (as the sign-in code goes), one line, single spaces. */
function smsForm(text: string): string {
  return toSmsAscii(text).replace(/\s+/g, ' ').trim();
}

/** Cuts a text that is too long for one SMS and marks the cut. */
function cutToFit(text: string): string {
  return text.length <= SMS_MAX_LENGTH
    ? text
    : `${text.slice(0, SMS_MAX_LENGTH - ELLIPSIS.length).trimEnd()}${ELLIPSIS}`;
}

/**
 * The announcement by SMS: the site's name, the title and the text, cut at the end to one SMS
 * (the resident reads the whole notice in the app).
 */
export function announcementSms(siteName: string, title: string, message: string): string {
  return cutToFit(smsForm(T.announcement(siteName, title, message)));
}

/**
 * A text whose fixed part must arrive whole (the amount, the months, the payment reference): a
 * long site name is shortened first; only when even that is not enough is the end cut.
 */
function withSiteName(siteName: string, build: (site: string) => string): string {
  const site = smsForm(siteName);
  const full = smsForm(build(site));
  const over = full.length - SMS_MAX_LENGTH;
  if (over <= 0) return full;
  const room = site.length - over - 1;
  if (room >= SITE_NAME_MIN) return smsForm(build(`${site.slice(0, room).trimEnd()}.`));
  return cutToFit(full);
}

export interface OwedUnit {
  label: string;
  totalKurus: number;
  monthsOverdue: number;
  reference: string;
}

/**
 * The debt reminder: fixed, informational (no offer, no link), one per phone. One unit: its
 * amount, months and payment reference; several units of one resident: their labels, the total
 * and the most months.
 */
export function debtReminderSms(siteName: string, owed: OwedUnit[]): string {
  if (owed.length === 1) {
    const [u] = owed;
    return withSiteName(siteName, (site) =>
      T.debtReminder(site, u.label, smsAmount(u.totalKurus), u.monthsOverdue, u.reference),
    );
  }
  const total = owed.reduce((sum, u) => sum + u.totalKurus, 0);
  const months = Math.max(...owed.map((u) => u.monthsOverdue));
  const labels = owed.map((u) => u.label).join(', ');
  return withSiteName(siteName, (site) => T.debtReminderUnits(site, labels, smsAmount(total), months));
}

/**
 * A ticket's status change to its opener: the site, the title and the new status. The status must
 * arrive whole; a long title is cut first, then (rarely) the site's name.
 */
export function ticketStatusSms(siteName: string, title: string, status: string): string {
  const fixed = smsForm(T.ticketStatus('', '', status)).length;
  const room = SMS_MAX_LENGTH - fixed - Math.min(smsForm(siteName).length, SITE_NAME_MIN);
  const shortTitle = smsForm(title);
  const fitted =
    shortTitle.length <= room
      ? shortTitle
      : `${shortTitle.slice(0, Math.max(room - ELLIPSIS.length, 0)).trimEnd()}${ELLIPSIS}`;
  return withSiteName(siteName, (site) => T.ticketStatus(site, fitted, status));
}

/**
 * The genel kurul's çağrı by SMS (PRODUCT.md §18): the site, the kind and both sessions' day, hour
 * and place in one message; the agenda is in the e-mail, the app and the signed notice. The days
 * and hours arrive whole: long places are cut first (the second's first), then the site's name.
 */
export function meetingNoticeSms(
  siteName: string,
  kind: string,
  first: { at: string; place: string },
  second: { at: string; place: string },
): string {
  const secondPlace = second.place === first.place ? T.samePlace : second.place;
  const build = (site: string, p1: string, p2: string) =>
    smsForm(T.meetingNotice(site, kind, first.at, p1, second.at, p2));
  const shorten = (text: string, by: number) =>
    by <= 0 ? text : `${text.slice(0, Math.max(text.length - by - ELLIPSIS.length, 0)).trimEnd()}${ELLIPSIS}`;
  let p1 = smsForm(first.place);
  let p2 = smsForm(secondPlace);
  let over = build(siteName, p1, p2).length - SMS_MAX_LENGTH;
  if (over > 0 && p2.length > SITE_NAME_MIN) {
    p2 = shorten(p2, Math.min(over, p2.length - SITE_NAME_MIN));
    over = build(siteName, p1, p2).length - SMS_MAX_LENGTH;
  }
  if (over > 0 && p1.length > SITE_NAME_MIN) {
    p1 = shorten(p1, Math.min(over, p1.length - SITE_NAME_MIN));
  }
  return withSiteName(siteName, (site) => T.meetingNotice(site, kind, first.at, p1, second.at, p2));
}
