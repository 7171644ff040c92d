import {
  MEETING_TEXTS,
  type MeetingDto,
  type MeetingSession,
  MOTION_THRESHOLDS,
  type MotionThreshold,
} from '@aidat/shared';
import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast-store';
import { useIdempotentSubmit } from '../../../lib/use-idempotent-submit';
import { useCreateMotion } from '../api/motions';
import { MEETINGS_SCREEN_TEXTS as T } from '../messages';
import { defaultSession, SessionChoice } from './attendance-step';
import { MotionResult, MotionResultBadge } from './meeting-badges';
import { VotesPanel } from './votes-panel';

/**
 * 'Kararlar' (KMK 30–31): the motions put to the chosen session, each with its threshold, agenda
 * item and result (yes, no, abstain, yes arsa payı, KABUL or RED); a new motion; each motion's votes.
 */
export function MotionsStep({ meeting, onToAttendance }: { meeting: MeetingDto; onToAttendance: () => void }) {
  const [session, setSession] = useState<MeetingSession>(() => defaultSession(meeting));
  const [voting, setVoting] = useState<number | null>(null);
  const motions = meeting.motions.filter((m) => m.session === session);
  const open = meeting.status === 'called';
  const agendaTitle = (id: number | null) => {
    const item = meeting.agenda.find((a) => a.id === id);
    return item ? `${item.order}. ${item.title}` : T.noAgendaItem;
  };
  const votingMotion = motions.find((m) => m.id === voting);

  return (
    <div className="card">
      <div className="card-body">
        {meeting.status === 'draft' ? <p>{T.notCalled}</p> : null}
        {meeting.status === 'held' ? <div className="alert alert-secondary">{T.readOnlyHeld}</div> : null}
        <SessionChoice
          value={session}
          onChange={(s) => {
            setSession(s);
            setVoting(null);
          }}
        />
        <h2 className="h5">{T.motions}</h2>
        {motions.length === 0 ? (
          <p className="text-body-secondary">{T.noMotions}</p>
        ) : (
          <ol className="list-group list-group-numbered mb-3">
            {motions.map((m) => (
              <li key={m.id} className="list-group-item d-flex flex-wrap gap-2" data-testid={`motion-${m.id}`}>
                <div className="me-auto">
                  <div className="fw-semibold">{m.title}</div>
                  {m.text ? <div className="small">{m.text}</div> : null}
                  <div className="small text-body-secondary">
                    {T.motionAgendaItem}: {agendaTitle(m.agendaItemId)} · {T.threshold}:{' '}
                    {MEETING_TEXTS.thresholds[m.threshold]}
                  </div>
                  <MotionResult motion={m} />
                </div>
                <div className="d-flex align-items-start gap-2">
                  <MotionResultBadge motion={m} />
                  {open ? (
                    <button
                      type="button"
                      className="btn btn-outline-primary btn-sm"
                      onClick={() => setVoting(m.id)}
                      aria-label={`${m.result ? T.voteAgain : T.vote}: ${m.title}`}
                    >
                      {m.result ? T.voteAgain : T.vote}
                    </button>
                  ) : null}
                </div>
              </li>
            ))}
          </ol>
        )}
        {votingMotion ? (
          <VotesPanel
            key={votingMotion.id}
            meeting={meeting}
            motion={votingMotion}
            onClose={() => setVoting(null)}
            onToAttendance={onToAttendance}
          />
        ) : null}
        {open ? <NewMotionForm meeting={meeting} session={session} /> : null}
      </div>
    </div>
  );
}

function NewMotionForm({ meeting, session }: { meeting: MeetingDto; session: MeetingSession }) {
  const id = useId();
  const create = useCreateMotion(meeting.id);
  const submit = useIdempotentSubmit();
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [agendaItemId, setAgendaItemId] = useState('');
  const [threshold, setThreshold] = useState<MotionThreshold>('majority');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!title.trim()) return setErrors({ title: T.required });
    setErrors({});
    const payload = {
      session,
      title: title.trim(),
      text: text.trim() || undefined,
      agendaItemId: agendaItemId ? Number(agendaItemId) : undefined,
      threshold,
    };
    try {
      const sent = await submit(payload, (idempotencyKey) => create.mutateAsync({ payload, idempotencyKey }));
      if (!sent) return;
      showToast('success', T.motionCreated);
      setTitle('');
      setText('');
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setFailure(error.message);
      setErrors(error.fields);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="border rounded p-3" aria-label={T.newMotion}>
      <h2 className="h6">{T.newMotion}</h2>
      <div className="row g-2">
        <div className="col-md-6">
          <label className="form-label" htmlFor={`${id}-agenda`}>
            {T.motionAgendaItem}
          </label>
          <select
            id={`${id}-agenda`}
            className="form-select"
            value={agendaItemId}
            onChange={(e) => {
              setAgendaItemId(e.target.value);
              const item = meeting.agenda.find((a) => String(a.id) === e.target.value);
              if (item && !title.trim()) setTitle(item.title);
            }}
          >
            <option value="">{T.noAgendaItem}</option>
            {[...meeting.agenda]
              .sort((a, b) => a.order - b.order)
              .map((a) => (
                <option key={a.id} value={a.id}>
                  {a.order}. {a.title}
                </option>
              ))}
          </select>
        </div>
        <div className="col-md-6">
          <label className="form-label" htmlFor={`${id}-threshold`}>
            {T.threshold}
          </label>
          <select
            id={`${id}-threshold`}
            className="form-select"
            value={threshold}
            onChange={(e) => setThreshold(e.target.value as MotionThreshold)}
          >
            {MOTION_THRESHOLDS.map((t) => (
              <option key={t} value={t}>
                {MEETING_TEXTS.thresholds[t]}
              </option>
            ))}
          </select>
        </div>
        <div className="col-12">
          <label className="form-label" htmlFor={`${id}-title`}>
            {T.motionTitle}
          </label>
          <input
            id={`${id}-title`}
            className={`form-control ${errors.title ? 'is-invalid' : ''}`}
            value={title}
            maxLength={500}
            onChange={(e) => setTitle(e.target.value)}
          />
          {errors.title ? <div className="invalid-feedback">{errors.title}</div> : null}
        </div>
        <div className="col-12">
          <label className="form-label" htmlFor={`${id}-text`}>
            {T.motionText}
          </label>
          <textarea
            id={`${id}-text`}
            className={`form-control ${errors.text ? 'is-invalid' : ''}`}
            rows={2}
            value={text}
            maxLength={5000}
            onChange={(e) => setText(e.target.value)}
          />
          {errors.text ? <div className="invalid-feedback">{errors.text}</div> : null}
        </div>
      </div>
      {failure ? (
        <div className="alert alert-danger mt-2 mb-0" role="alert">
          {failure}
        </div>
      ) : null}
      <button type="submit" className="btn btn-primary mt-2" disabled={create.isPending}>
        {T.addMotion}
      </button>
    </form>
  );
}
