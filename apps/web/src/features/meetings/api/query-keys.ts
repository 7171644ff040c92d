import type { MeetingSession } from '@aidat/shared';

/** Cache keys of 'Genel Kurul': read by these screens only. */
export const meetingsKeys = {
  all: ['meetings'] as const,
  list: (siteId: number) => ['meetings', 'list', siteId] as const,
  detail: (id: number) => ['meetings', 'detail', id] as const,
  preview: (id: number) => ['meetings', 'preview', id] as const,
  notices: (id: number) => ['meetings', 'notices', id] as const,
  /** A session's hazirun as recorded (read, and answered to each save). */
  hazirun: (id: number, session: MeetingSession) => ['meetings', 'hazirun', id, session] as const,
  votes: (motionId: number) => ['meetings', 'votes', motionId] as const,
  units: (siteId: number) => ['meeting-units', siteId] as const,
};
