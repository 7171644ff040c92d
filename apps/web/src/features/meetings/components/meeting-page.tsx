import { MEETING_TEXTS, type MeetingDto } from '@aidat/shared';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useMeeting } from '../api/get-meetings';
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
  const meeting = useMeeting(id);
  if (meeting.isPending) return <LoadingState />;
  if (meeting.isError) {
    const error = meeting.error;
    // An unknown meeting, or one of a site not managed: the server's own sentence.
    if (error instanceof ApiError && (error.status === 404 || error.status === 403))
      return <EmptyState text={error.message} />;
    return <ErrorState text={T.meetingLoadFailed} onRetry={() => meeting.refetch()} />;
  }
  return <MeetingSteps meeting={meeting.data} />;
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
