import { MEETING_TEXTS } from '@aidat/shared';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pLimit from 'p-limit';
import type { Database, Db } from '../../db/client.js';
import type { MailProvider } from '../../lib/mail/index.js';
import { QueueDrainer } from '../../lib/queue-drainer.js';
import { unitLabels } from './meeting-call.repository.js';
import { claimMails, closeInterruptedMails, recordMail } from './meeting-mail.repository.js';
import { type MeetingNotice, meetingNotice, noticeMail } from './meeting-notice.js';
import { agendaOf, meetingById } from './meetings.repository.js';
import { siteNameOf } from './meeting-call.repository.js';

/** Far longer than the mail library's timeout: a send still in progress elsewhere is never closed. */
const INTERRUPTED_AFTER_MS = 10 * 60_000;
/** E-mails taken per round and sent at once: a relay takes a few connections, not 2,000. */
const BATCH = 20;
const PARALLEL = 4;

interface Deps {
  db: Db;
  mail: MailProvider;
  log: Pick<FastifyBaseLogger, 'error' | 'info'>;
}

/** Sends every queued çağrı e-mail and records each result; answers how many it handled. */
export async function drainMeetingMails(deps: Deps, stopped: () => boolean = () => false): Promise<number> {
  const closed = await closeInterruptedMails(deps.db, new Date(Date.now() - INTERRUPTED_AFTER_MS));
  if (closed > 0) deps.log.info({ closed }, 'interrupted meeting e-mails closed as failed');
  const notices = new Map<number, { notice: MeetingNotice; siteName: string; kind: string }>();
  const noticeOf = async (meetingId: number) => {
    let found = notices.get(meetingId);
    if (!found) {
      const meeting = (await meetingById(deps.db, meetingId))!;
      const siteName = await siteNameOf(deps.db, meeting.siteId);
      const agenda = await agendaOf(deps.db, [meetingId]);
      found = { notice: meetingNotice(meeting, siteName, agenda), siteName, kind: MEETING_TEXTS.kinds[meeting.kind] };
      notices.set(meetingId, found);
    }
    return found;
  };
  const limit = pLimit(PARALLEL);
  let handled = 0;
  while (!stopped()) {
    const claimed = await claimMails(deps.db, BATCH);
    if (claimed.length === 0) break;
    const labels = await unitLabels(deps.db, [...new Set(claimed.flatMap((c) => c.unitIds))]);
    await Promise.all(
      claimed.map((c) =>
        limit(async () => {
          const { notice, siteName, kind } = await noticeOf(c.meetingId);
          const mail = noticeMail(
            notice,
            siteName,
            kind,
            c.unitIds.map((id) => labels.get(id) ?? String(id)),
          );
          const result = await deps.mail.send({ to: c.address, ...mail });
          await recordMail(deps.db, c.id, result);
        }),
      ),
    );
    handled += claimed.length;
  }
  return handled;
}

/** One instance's sender: kicked after a çağrı and at every job tick (lib/queue-drainer.ts). */
export class MeetingMailSender extends QueueDrainer {
  constructor(deps: Deps) {
    super((stopped) => drainMeetingMails(deps, stopped), deps.log, 'meeting e-mail sending failed');
  }
}

const senders = new WeakMap<Database, MeetingMailSender>();

/** The app's çağrı e-mail sender, made on first use, shared by the call route and the job. */
export function meetingMailSenderOf(app: FastifyInstance): MeetingMailSender {
  let sender = senders.get(app.database);
  if (!sender) {
    sender = new MeetingMailSender({ db: app.database.backgroundDb, mail: app.mail, log: app.log });
    senders.set(app.database, sender);
  }
  return sender;
}

export async function stopMeetingMailSender(app: FastifyInstance): Promise<void> {
  const sender = senders.get(app.database);
  if (!sender) return;
  senders.delete(app.database);
  await sender.stop();
}
