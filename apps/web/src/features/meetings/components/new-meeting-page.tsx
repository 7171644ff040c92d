import {
  type CreateMeetingBody,
  MEETING_AGENDA_MAX,
  type MeetingDto,
  MEETING_KINDS,
  type MeetingKind,
  SECOND_MEETING_DAYS,
} from '@aidat/shared';
import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { SiteScoped } from '../../../components/ui/site-scoped';
import { meetingPath, paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useChosenSite } from '../../../lib/managed-sites';
import { showToast } from '../../../lib/toast-store';
import { useIdempotentSubmit } from '../../../lib/use-idempotent-submit';
import { useCreateMeeting } from '../api/create-meeting';
import { useUpdateMeeting } from '../api/update-meeting';
import { MEETINGS_SCREEN_TEXTS as T } from '../messages';
import { kindText } from './meeting-badges';
import { addDaysLocal, daysBetweenLocal, instantToLocal, localToInstant } from './meeting-time';

interface Details {
  kind: MeetingKind;
  title: string;
  firstAt: string;
  firstPlace: string;
  secondAt: string;
  secondPlace: string;
}

type DetailField = keyof Details;
type Errors = Partial<Record<DetailField | 'agenda', string>>;

const EMPTY: Details = { kind: 'olagan', title: '', firstAt: '', firstPlace: '', secondAt: '', secondPlace: '' };

/** What the server would refuse in the first step, said before it travels. */
function detailErrors(d: Details): Errors {
  const errors: Errors = {};
  for (const field of ['title', 'firstAt', 'firstPlace', 'secondAt', 'secondPlace'] as const)
    if (!d[field].trim()) errors[field] = T.required;
  const gap = daysBetweenLocal(d.firstAt, d.secondAt);
  if (gap !== null && gap < SECOND_MEETING_DAYS.min) errors.secondAt = T.secondTooSoon;
  if (gap !== null && gap > SECOND_MEETING_DAYS.max) errors.secondAt = T.secondTooLate;
  return errors;
}

/** The server's field ("secondAt", "agenda.2.title") as this form's. */
function formFieldOf(field: string): DetailField | 'agenda' | null {
  if (field.startsWith('agenda')) return 'agenda';
  return field in EMPTY ? (field as DetailField) : null;
}

/**
 * 'Yeni Toplantı' (PRODUCT.md §18): a short wizard. First the meeting (kind, title, both sessions'
 * day, hour and place; the second offered 7 days after the first), then its agenda (added, removed,
 * reordered); saving drafts it and opens it for the çağrı.
 */
export function NewMeetingPage() {
  const chosen = useChosenSite();
  return (
    <section>
      <PageHeader title={T.newMeeting} />
      <SiteScoped chosen={chosen} texts={T}>
        {(site) => (
          <>
            <p className="text-body-secondary">
              {T.site}: <strong>{site.name}</strong>
            </p>
            <NewMeetingWizard siteId={site.id} />
          </>
        )}
      </SiteScoped>
    </section>
  );
}

/** A saved draft's values as the form holds them: instants on Turkey's clock, the agenda in order. */
function draftValues(meeting: MeetingDto): { details: Details; agenda: string[] } {
  return {
    details: {
      kind: meeting.kind,
      title: meeting.title,
      firstAt: instantToLocal(meeting.firstAt),
      firstPlace: meeting.firstPlace,
      secondAt: instantToLocal(meeting.secondAt),
      secondPlace: meeting.secondPlace,
    },
    agenda: [...meeting.agenda].sort((a, b) => a.order - b.order).map((a) => a.title),
  };
}

/**
 * The meeting's two steps; with `editing`, a saved draft opened with its values and saved over
 * (PUT), its second session no longer following the first, since both were set already.
 */
export function NewMeetingWizard({ siteId, editing }: { siteId: number; editing?: MeetingDto }) {
  const navigate = useNavigate();
  const create = useCreateMeeting();
  const update = useUpdateMeeting(editing?.id ?? 0);
  const submit = useIdempotentSubmit();
  const [step, setStep] = useState<1 | 2>(1);
  const [details, setDetails] = useState<Details>(() => (editing ? draftValues(editing).details : EMPTY));
  // The second session follows the first (7 days later, same place) until it is changed by hand.
  const [secondTouched, setSecondTouched] = useState({ at: Boolean(editing), place: Boolean(editing) });
  const [agenda, setAgenda] = useState<string[]>(() => (editing ? draftValues(editing).agenda : ['']));
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const set = (field: DetailField, value: string) => {
    setDetails((d) => {
      const next = { ...d, [field]: value };
      if (field === 'firstAt' && !secondTouched.at) next.secondAt = addDaysLocal(value, SECOND_MEETING_DAYS.min);
      if (field === 'firstPlace' && !secondTouched.place) next.secondPlace = value;
      return next;
    });
    if (field === 'secondAt') setSecondTouched((t) => ({ ...t, at: true }));
    if (field === 'secondPlace') setSecondTouched((t) => ({ ...t, place: true }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const toAgenda = (event: FormEvent) => {
    event.preventDefault();
    const found = detailErrors(details);
    setErrors(found);
    if (Object.keys(found).length === 0) setStep(2);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const items = agenda.map((title) => title.trim()).filter(Boolean);
    if (items.length === 0) return setErrors({ agenda: T.agendaEmpty });
    const payload: CreateMeetingBody = {
      siteId,
      kind: details.kind,
      title: details.title.trim(),
      firstAt: localToInstant(details.firstAt) ?? details.firstAt,
      firstPlace: details.firstPlace.trim(),
      secondAt: localToInstant(details.secondAt) ?? details.secondAt,
      secondPlace: details.secondPlace.trim(),
      agenda: items.map((title) => ({ title })),
    };
    try {
      let id = 0;
      const sent = await submit(payload, async (idempotencyKey) => {
        if (editing) {
          const { siteId: _, ...fields } = payload;
          id = (await update.mutateAsync({ payload: fields, idempotencyKey })).id;
        } else id = (await create.mutateAsync({ payload, idempotencyKey })).id;
      });
      if (!sent) return;
      showToast('success', editing ? T.updated : T.created);
      navigate(meetingPath(id));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setFailure(error.message);
      const marked: Errors = {};
      for (const [field, message] of Object.entries(error.fields)) {
        const own = formFieldOf(field);
        if (own) marked[own] = message;
      }
      setErrors(marked);
      // A refused meeting field is fixed on the first step.
      if (Object.keys(marked).some((f) => f !== 'agenda')) setStep(1);
    }
  };

  return (
    <div className="card" style={{ maxWidth: '48rem' }}>
      <div className="card-header">
        <ol className="nav nav-pills card-header-pills" aria-label={T.wizardLabel}>
          <li className="nav-item">
            <span className={`nav-link ${step === 1 ? 'active' : ''}`} aria-current={step === 1 ? 'step' : undefined}>
              1. {T.stepMeeting}
            </span>
          </li>
          <li className="nav-item">
            <span className={`nav-link ${step === 2 ? 'active' : ''}`} aria-current={step === 2 ? 'step' : undefined}>
              2. {T.stepAgenda}
            </span>
          </li>
        </ol>
      </div>
      <div className="card-body">
        {failure ? (
          <div className="alert alert-danger" role="alert">
            {failure}
          </div>
        ) : null}
        {step === 1 ? (
          <DetailsStep
            details={details}
            errors={errors}
            onChange={set}
            onSubmit={toAgenda}
            cancelTo={editing ? meetingPath(editing.id) : paths.meetings}
          />
        ) : (
          <form onSubmit={save} noValidate>
            <AgendaEditor items={agenda} onChange={setAgenda} error={errors.agenda} />
            <div className="d-flex flex-wrap gap-2 mt-3">
              <button type="button" className="btn btn-outline-secondary" onClick={() => setStep(1)}>
                <i className="bi bi-arrow-left me-1" aria-hidden="true" />
                {T.back}
              </button>
              <button type="submit" className="btn btn-primary" disabled={create.isPending || update.isPending}>
                {editing ? T.saveChanges : T.saveDraft}
              </button>
            </div>
          </form>
        )}
      </div>
    </div>
  );
}

function DetailsStep({
  details,
  errors,
  onChange,
  onSubmit,
  cancelTo,
}: {
  details: Details;
  errors: Errors;
  onChange: (field: DetailField, value: string) => void;
  onSubmit: (event: FormEvent) => void;
  cancelTo: string;
}) {
  const id = useId();
  const field = (name: DetailField, label: string, type: 'text' | 'datetime-local', hint?: string) => (
    <div className="mb-3">
      <label className="form-label" htmlFor={`${id}-${name}`}>
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        type={type}
        className={`form-control ${errors[name] ? 'is-invalid' : ''}`}
        value={details[name]}
        onChange={(e) => onChange(name, e.target.value)}
        placeholder={name === 'title' ? T.titlePlaceholder : undefined}
        aria-describedby={hint ? `${id}-${name}-hint` : undefined}
        maxLength={type === 'text' ? (name === 'title' ? 200 : 300) : undefined}
      />
      {errors[name] ? <div className="invalid-feedback">{errors[name]}</div> : null}
      {hint ? (
        <div id={`${id}-${name}-hint`} className="form-text">
          {hint}
        </div>
      ) : null}
    </div>
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <fieldset className="mb-3">
        <legend className="form-label fs-6">{T.kind}</legend>
        {MEETING_KINDS.map((kind) => (
          <div className="form-check form-check-inline" key={kind}>
            <input
              className="form-check-input"
              type="radio"
              name={`${id}-kind`}
              id={`${id}-kind-${kind}`}
              checked={details.kind === kind}
              onChange={() => onChange('kind', kind)}
            />
            <label className="form-check-label" htmlFor={`${id}-kind-${kind}`}>
              {kindText(kind)}
            </label>
          </div>
        ))}
      </fieldset>
      {field('title', T.title, 'text')}
      <div className="row">
        <div className="col-md-6">{field('firstAt', T.firstAt, 'datetime-local', T.timesHint)}</div>
        <div className="col-md-6">{field('firstPlace', T.firstPlace, 'text')}</div>
      </div>
      <div className="row">
        <div className="col-md-6">{field('secondAt', T.secondAt, 'datetime-local', T.secondHint)}</div>
        <div className="col-md-6">{field('secondPlace', T.secondPlace, 'text')}</div>
      </div>
      <div className="d-flex flex-wrap gap-2">
        <Link className="btn btn-outline-secondary" to={cancelTo}>
          {T.cancel}
        </Link>
        <button type="submit" className="btn btn-primary">
          {T.next}
          <i className="bi bi-arrow-right ms-1" aria-hidden="true" />
        </button>
      </div>
    </form>
  );
}

function AgendaEditor({
  items,
  onChange,
  error,
}: {
  items: string[];
  onChange: (items: string[]) => void;
  error?: string;
}) {
  const id = useId();
  const move = (from: number, to: number) => {
    const next = [...items];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item);
    onChange(next);
  };
  return (
    <fieldset>
      <legend className="fs-6 fw-semibold">{T.agendaLabel}</legend>
      <ol className="list-unstyled mb-2">
        {items.map((item, i) => (
          // The index is the item's identity here: an agenda item has no id before it is saved.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={i} className="input-group mb-2">
            <label className="input-group-text" htmlFor={`${id}-${i}`}>
              {i + 1}.
            </label>
            <input
              id={`${id}-${i}`}
              className={`form-control ${error && !item.trim() ? 'is-invalid' : ''}`}
              value={item}
              maxLength={500}
              aria-label={T.agendaItem(i + 1)}
              onChange={(e) => onChange(items.map((v, j) => (j === i ? e.target.value : v)))}
            />
            <button
              type="button"
              className="btn btn-outline-secondary"
              onClick={() => move(i, i - 1)}
              disabled={i === 0}
              aria-label={T.moveUp(i + 1)}
            >
              <i className="bi bi-arrow-up" aria-hidden="true" />
            </button>
            <button
              type="button"
              className="btn btn-outline-secondary"
              onClick={() => move(i, i + 1)}
              disabled={i === items.length - 1}
              aria-label={T.moveDown(i + 1)}
            >
              <i className="bi bi-arrow-down" aria-hidden="true" />
            </button>
            <button
              type="button"
              className="btn btn-outline-danger"
              onClick={() => onChange(items.length === 1 ? [''] : items.filter((_, j) => j !== i))}
              aria-label={T.removeItem(i + 1)}
            >
              <i className="bi bi-trash" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ol>
      {error ? (
        <div className="text-danger small mb-2" role="alert">
          {error}
        </div>
      ) : null}
      <button
        type="button"
        className="btn btn-outline-primary btn-sm"
        onClick={() => onChange([...items, ''])}
        disabled={items.length >= MEETING_AGENDA_MAX}
      >
        <i className="bi bi-plus-lg me-1" aria-hidden="true" />
        {T.addItem}
      </button>
      {items.length >= MEETING_AGENDA_MAX ? <div className="form-text">{T.agendaMax(MEETING_AGENDA_MAX)}</div> : null}
    </fieldset>
  );
}
