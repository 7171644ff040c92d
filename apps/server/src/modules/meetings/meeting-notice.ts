import { MEETING_TEXTS as T, TIME_ZONE } from '@aidat/shared';
import type { MeetingRow } from './meetings.repository.js';

/**
 * The çağrı's content (PRODUCT.md §18), one source for the e-mail, the printed notice and the
 * preview: the site, the kind, both sessions' day, hour and place, the agenda and the sentence on
 * the second meeting.
 */
export interface MeetingNotice {
  title: string;
  intro: string;
  facts: Array<{ label: string; value: string }>;
  agenda: string[];
  secondMeetingSentence: string;
  legal: string;
}

const instantFormat = new Intl.DateTimeFormat('tr-TR', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** An instant as a Turkish notice writes it, in Istanbul: "16.01.2027 14:00". */
export function trInstant(at: Date): string {
  return instantFormat.format(at).replace(',', '');
}

export function meetingNotice(
  meeting: Pick<MeetingRow, 'kind' | 'title' | 'firstAt' | 'firstPlace' | 'secondAt' | 'secondPlace'>,
  siteName: string,
  agenda: Array<{ order: number; title: string }>,
): MeetingNotice {
  const kind = T.kinds[meeting.kind];
  return {
    title: T.noticeTitle,
    intro: T.noticeIntro(siteName, kind),
    facts: [
      { label: T.site, value: siteName },
      { label: T.kind, value: `${kind} · ${meeting.title}` },
      { label: T.firstMeeting, value: T.atPlace(trInstant(meeting.firstAt), meeting.firstPlace) },
      { label: T.secondMeeting, value: T.atPlace(trInstant(meeting.secondAt), meeting.secondPlace) },
    ],
    agenda: agenda.map((a) => T.agendaItem(a.order, a.title)),
    secondMeetingSentence: T.secondMeetingSentence,
    legal: T.noticeLegal,
  };
}

/** The e-mail to one owner: the notice as plain text, with the units they are called for. */
export function noticeMail(notice: MeetingNotice, siteName: string, kind: string, unitLabels: string[]) {
  const text = [
    notice.title,
    '',
    notice.intro,
    T.yourUnits(unitLabels.join(', ')),
    '',
    ...notice.facts.map((f) => `${f.label}: ${f.value}`),
    '',
    `${T.agenda}:`,
    ...notice.agenda,
    '',
    notice.secondMeetingSentence,
    '',
    T.noticeMailFooter,
  ].join('\n');
  return { subject: T.noticeMailSubject(siteName, kind), text };
}
