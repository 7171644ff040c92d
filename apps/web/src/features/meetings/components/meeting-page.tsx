import { MEETING_TEXTS, type MeetingDto } from '@aidat/shared';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useConfirm } from '../../../components/ui/app-modal/confirm-context';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { editMeetingPath, paths } from '../../../config/paths';
import { showToast } from '../../../lib/toast-store';
import { ApiError } from '../../../lib/api-client';
import { useMeeting } from '../api/get-meetings';
import { useDeleteMeeting } from '../api/update-meeting';
import { MEETINGS_SCREEN_TEXTS as T } from '../messages';
import { AttendanceStep } from './attendance-step';
import { CallStep } from './call-step';
import { kindText, MeetingStatusBadge } from './meeting-badges';
import { instantText } from './meeting-time';
import { MinutesStep } from './minutes-step';
import { MotionsStep } from './motions-step';

type Step = 'call' | 'attendance' | 'motions' | 'minutes';

const STEPS: ReadonlyArray<{ step: Step; label: string }> = [
  { step: 'call', label: T.stepCall },
  { step: 'attendance', label: T.stepAttendance },
  { step: 'motions', label: T.stepMotions },
  { step: 'minutes', label: T.stepMinutes },
];

/** Where a meeting opens: the çağrı until it is called, the hazirun once its day came, the tutanak once held. */
function firstStep(meeting: MeetingDto): Step {
  if (meeting.status === 'draft') return 'call';
  if (meeting.status === 'held') return 'minutes';
  return Date.now() >= Date.parse(meeting.firstAt) ? 'attendance' : 'call';
}

/** One kurul meeting under 'Genel Kurul' (PRODUCT.md §18): its facts, then the wizard's steps. */
export function MeetingPage() {
  const { meetingId } = useParams();
  const id = Number(meetingId);
  const valid = Number.isInteger(id) && id > 0;
  return (
    <section>
      {valid ? <MeetingView id={id} /> : <EmptyState text={T.invalidMeeting} />}
      <Link to={paths.meetings} className="d-inline-block mt-3">
        <i className="bi bi-arrow-left me-1" aria-hidden="true" />
        {T.backToList}
      </Link>
    </section>
  );
}

function MeetingView({ id }: { id: number }) {
  return <LoadedMeeting id={id}>{(meeting) => <MeetingSteps meeting={meeting} />}</LoadedMeeting>;
}

/** One meeting read, with its loading and error states; `children` draws it once it has come. */
export function LoadedMeeting({ id, children }: { id: number; children: (meeting: MeetingDto) => ReactNode }) {
  const meeting = useMeeting(id);
  if (meeting.isPending) return <LoadingState />;
  if (meeting.isError) {
    const error = meeting.error;
    // An unknown meeting, or one of a site not managed: the server's own sentence.
    if (error instanceof ApiError && (error.status === 404 || error.status === 403))
      return <EmptyState text={error.message} />;
    return <ErrorState text={T.meetingLoadFailed} onRetry={() => meeting.refetch()} />;
  }
  return children(meeting.data);
}

function MeetingSteps({ meeting }: { meeting: MeetingDto }) {
  const [step, setStep] = useState<Step>(() => firstStep(meeting));
  return (
    <>
      <PageHeader
        title={
          <>
            {meeting.title} <MeetingStatusBadge status={meeting.status} />
          </>
        }
      />
      <div className="card mb-3">
        <div className="card-body">
          <p className="mb-1">
            <strong>{T.colKind}:</strong> {kindText(meeting.kind)}
          </p>
          <p className="mb-1">
            {T.sessionAt(MEETING_TEXTS.sessions.first, instantText(meeting.firstAt), meeting.firstPlace)}
          </p>
          <p className="mb-2">
            {T.sessionAt(MEETING_TEXTS.sessions.second, instantText(meeting.secondAt), meeting.secondPlace)}
          </p>
          <h2 className="h6 mb-1">{T.agenda}</h2>
          <ol className="mb-0">
            {[...meeting.agenda]
              .sort((a, b) => a.order - b.order)
              .map((item) => (
                <li key={item.id}>{item.title}</li>
              ))}
          </ol>
          {meeting.status === 'draft' ? <DraftActions meeting={meeting} /> : null}
        </div>
      </div>
      <nav aria-label={T.stepsLabel} className="mb-3">
        <ol className="nav nav-pills flex-wrap">
          {STEPS.map((s, i) => (
            <li className="nav-item" key={s.step}>
              <button
                type="button"
                className={`nav-link ${step === s.step ? 'active' : ''}`}
                aria-current={step === s.step ? 'step' : undefined}
                onClick={() => setStep(s.step)}
              >
                {i + 1}. {s.label}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      {step === 'call' ? <CallStep meeting={meeting} /> : null}
      {step === 'attendance' ? <AttendanceStep meeting={meeting} /> : null}
      {step === 'motions' ? <MotionsStep meeting={meeting} onToAttendance={() => setStep('attendance')} /> : null}
      {step === 'minutes' ? <MinutesStep meeting={meeting} /> : null}
    </>
  );
}

/** A draft, before its çağrı: corrected in the form it was made in, or dropped after a confirmation. */
function DraftActions({ meeting }: { meeting: MeetingDto }) {
  const confirm = useConfirm();
  const navigate = useNavigate();
  const remove = useDeleteMeeting(meeting);
  const [failure, setFailure] = useState<string | null>(null);
  const drop = async () => {
    const yes = await confirm({
      title: T.deleteDraftTitle,
      body: T.deleteDraftBody(meeting.title),
      confirmText: T.deleteDraft,
      variant: 'danger',
    });
    if (!yes) return;
    setFailure(null);
    try {
      await remove.mutateAsync();
      showToast('success', T.deleted);
      navigate(paths.meetings);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setFailure(error.message);
    }
  };
  return (
    <>
      <div className="d-flex flex-wrap gap-2 mt-3">
        <Link className="btn btn-outline-primary btn-sm" to={editMeetingPath(meeting.id)}>
          <i className="bi bi-pencil me-1" aria-hidden="true" />
          {T.edit}
        </Link>
        <button type="button" className="btn btn-outline-danger btn-sm" onClick={drop} disabled={remove.isPending}>
          <i className="bi bi-trash me-1" aria-hidden="true" />
          {T.deleteDraft}
        </button>
      </div>
      {failure ? (
        <div className="alert alert-danger mt-2 mb-0" role="alert">
          {failure}
        </div>
      ) : null}
    </>
  );
}
