import type { MeetingDto } from '@aidat/shared';
import { useState } from 'react';
import { useConfirm } from '../../../components/ui/app-modal/confirm-context';
import { apiPaths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast-store';
import { useHoldMeeting } from '../api/hold-meeting';
import { MEETINGS_SCREEN_TEXTS as T } from '../messages';

/**
 * 'Tutanak': 'Toplantı Yapıldı' once the meeting is over (its hazirun and votes then stand as
 * recorded), and the karar text to print for the notarised karar defteri (KMK 32).
 */
export function MinutesStep({ meeting }: { meeting: MeetingDto }) {
  const confirm = useConfirm();
  const hold = useHoldMeeting(meeting.id);
  const [failure, setFailure] = useState<string | null>(null);

  const markHeld = async () => {
    const yes = await confirm({ title: T.markHeldTitle, body: T.markHeldBody, confirmText: T.markHeld });
    if (!yes) return;
    setFailure(null);
    try {
      await hold.mutateAsync();
      showToast('success', T.heldDone);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setFailure(error.message);
    }
  };

  return (
    <div className="card">
      <div className="card-body">
        {meeting.status === 'draft' ? <p>{T.minutesOfDraft}</p> : null}
        {meeting.status === 'called' ? (
          <>
            <p>{T.beforeHeld}</p>
            {failure ? (
              <div className="alert alert-danger" role="alert">
                {failure}
              </div>
            ) : null}
            <button type="button" className="btn btn-success mb-3" onClick={markHeld} disabled={hold.isPending}>
              <i className="bi bi-check2-circle me-1" aria-hidden="true" />
              {T.markHeld}
            </button>
          </>
        ) : null}
        {meeting.status === 'held' ? <div className="alert alert-success">{T.heldAlready}</div> : null}
        {meeting.status !== 'draft' ? (
          <div>
            <a
              className="btn btn-outline-primary"
              href={apiPaths.meetings.minutesPdf(meeting.id)}
              target="_blank"
              rel="noopener"
            >
              <i className="bi bi-printer me-1" aria-hidden="true" />
              {T.minutesPdf}
            </a>
          </div>
        ) : null}
      </div>
    </div>
  );
}
