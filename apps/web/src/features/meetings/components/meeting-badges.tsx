import { MEETING_TEXTS, type MeetingDto, type MotionDto } from '@aidat/shared';
import { MEETINGS_SCREEN_TEXTS as T } from '../messages';

const STATUS_BADGE: Record<MeetingDto['status'], string> = {
  draft: 'text-bg-secondary',
  called: 'text-bg-primary',
  held: 'text-bg-success',
};

export function MeetingStatusBadge({ status }: { status: MeetingDto['status'] }) {
  return <span className={`badge ${STATUS_BADGE[status]}`}>{T.statuses[status]}</span>;
}

export const kindText = (kind: MeetingDto['kind']) => MEETING_TEXTS.kinds[kind];

/** KABUL or RED once voted, 'Oylanmadı' before. */
export function MotionResultBadge({ motion }: { motion: MotionDto }) {
  if (!motion.result) return <span className="badge text-bg-light border">{T.notVoted}</span>;
  return motion.result.passed ? (
    <span className="badge text-bg-success">{T.accepted}</span>
  ) : (
    <span className="badge text-bg-danger">{T.rejected}</span>
  );
}

/** A voted motion's counts and the yes arsa payı. */
export function MotionResult({ motion }: { motion: MotionDto }) {
  if (!motion.result) return null;
  const r = motion.result;
  return (
    <div className="small">
      {T.counts(r.yes, r.no, r.abstain)} · {T.yesShare(T.percent(r.yesLandShare))}
    </div>
  );
}
