import type { FastifyInstance } from 'fastify';
import { meetingMailSenderOf, stopMeetingMailSender } from '../modules/meetings/public.js';

export const MEETING_MAIL_TICK_MS = 60_000;

/**
 * Resumes çağrı e-mails left to send (after a restart, or by an instance that stopped) at start and
 * then every minute; a çağrı kicks its instance's sender at once. Returns the stop function.
 */
export function startMeetingMailSending(app: FastifyInstance, intervalMs: number = MEETING_MAIL_TICK_MS): () => void {
  const sender = meetingMailSenderOf(app);
  sender.kick();
  const timer = setInterval(() => sender.kick(), intervalMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    void stopMeetingMailSender(app);
  };
}
