import {
  type MyUnit,
  TICKET_CATEGORIES,
  TICKET_CATEGORY_LABELS,
  TICKET_DESCRIPTION_MAX,
  TICKET_TITLE_MAX,
  type TicketCategory,
  type TicketDto,
} from '@aidat/shared';
import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { SubmitLabel } from '../../../components/ui/submit-label';
import { useToast } from '../../../components/ui/toast/use-toast';
import { paths } from '../../../config/paths-common';
import { ApiError } from '../../../lib/api-client';
import { useIdempotentSubmit } from '../../../lib/use-idempotent-submit';
import { useCreateMyTicket } from '../api/create-my-ticket';
import { MY_TICKETS_TEXTS as T } from '../messages';
import { TextField } from './text-field';
import { TicketFilesField } from './ticket-files-field';
import { useTicketFiles } from './use-ticket-files';

type Field = 'unitId' | 'category' | 'title' | 'description' | 'files';
type Errors = Partial<Record<Field, string>>;

const unitText = (u: MyUnit, manySites: boolean) =>
  manySites ? `${u.siteName} — ${T.unitLabel(u.block, u.doorNumber)}` : T.unitLabel(u.block, u.doorNumber);

function check(values: { category: string; title: string; description: string }): Errors {
  const errors: Errors = {};
  if (!values.category) errors.category = T.required(T.category);
  const title = values.title.trim();
  if (!title) errors.title = T.required(T.subject);
  else if (title.length > TICKET_TITLE_MAX) errors.title = T.tooLong(T.subject, TICKET_TITLE_MAX);
  const description = values.description.trim();
  if (!description) errors.description = T.required(T.description);
  else if (description.length > TICKET_DESCRIPTION_MAX)
    errors.description = T.tooLong(T.description, TICKET_DESCRIPTION_MAX);
  return errors;
}

/** The server's refusal on the form: beside the field it names, else above the button. */
function refusalOf(error: unknown): { errors: Errors; formError: string | null } {
  if (!(error instanceof ApiError)) return { errors: {}, formError: null };
  const errors: Errors = {};
  for (const field of ['unitId', 'category', 'title', 'description'] as const) {
    if (error.fields[field]) errors[field] = error.fields[field];
  }
  return Object.keys(errors).length > 0 ? { errors, formError: null } : { errors, formError: error.message };
}

/**
 * The ticket's fields and files. Sent in two steps: the ticket (with an Idempotency-Key, so a
 * retry after a lost answer opens no second one), then each file to it with its own progress bar.
 * When every file arrived the ticket's page opens; when one was refused, the ticket exists all the
 * same, so the form stays with each file's reason and a link to the ticket instead.
 */
export function NewTicketForm({ units, initialUnitId }: { units: MyUnit[]; initialUnitId: number }) {
  const id = useId();
  const navigate = useNavigate();
  const toast = useToast();
  const create = useCreateMyTicket();
  const submitOnce = useIdempotentSubmit();
  const files = useTicketFiles();
  const [unitId, setUnitId] = useState(initialUnitId);
  const [category, setCategory] = useState<TicketCategory | ''>('');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<TicketDto | null>(null);
  const manySites = new Set(units.map((u) => u.siteId)).size > 1;
  const locked = busy || created !== null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (locked) return;
    const found = check({ category, title, description });
    if (files.refused) found.files = T.removeRefused;
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0 || !category) return;
    setBusy(true);
    try {
      const body = { unitId, category, title: title.trim(), description: description.trim() };
      const answer: { ticket?: TicketDto } = {};
      await submitOnce(body, async (idempotencyKey) => {
        answer.ticket = await create.mutateAsync({ body, idempotencyKey });
      });
      const opened = answer.ticket;
      if (!opened) return;
      setCreated(opened);
      const failed = files.files.length > 0 ? await files.uploadAll(opened.id) : 0;
      if (failed === 0) {
        toast.success(T.created);
        navigate(paths.myTicket.build(opened.id));
      }
    } catch (error) {
      const refusal = refusalOf(error);
      setErrors(refusal.errors);
      setFormError(refusal.formError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate data-testid="new-ticket-form">
      <div className="mb-3">
        <label htmlFor={`${id}-unit`} className="form-label">
          {T.unit}
        </label>
        {units.length > 1 ? (
          <select
            id={`${id}-unit`}
            className={`form-select${errors.unitId ? ' is-invalid' : ''}`}
            value={unitId}
            disabled={locked}
            onChange={(e) => setUnitId(Number(e.target.value))}
            aria-describedby={errors.unitId ? `${id}-unit-error` : undefined}
          >
            {units.map((u) => (
              <option key={u.unitId} value={u.unitId}>
                {unitText(u, manySites)}
              </option>
            ))}
          </select>
        ) : (
          <input
            id={`${id}-unit`}
            className={`form-control-plaintext fw-semibold${errors.unitId ? ' is-invalid' : ''}`}
            readOnly
            value={`${units[0].siteName} — ${T.unitLabel(units[0].block, units[0].doorNumber)}`}
            aria-describedby={errors.unitId ? `${id}-unit-error` : undefined}
          />
        )}
        {errors.unitId ? (
          <div id={`${id}-unit-error`} className="invalid-feedback">
            {errors.unitId}
          </div>
        ) : null}
      </div>
      <div className="mb-3">
        <label htmlFor={`${id}-category`} className="form-label">
          {T.category}
        </label>
        <select
          id={`${id}-category`}
          className={`form-select${errors.category ? ' is-invalid' : ''}`}
          value={category}
          disabled={locked}
          onChange={(e) => setCategory(e.target.value as TicketCategory | '')}
          aria-describedby={errors.category ? `${id}-category-error` : undefined}
        >
          <option value="">{T.chooseCategory}</option>
          {TICKET_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {TICKET_CATEGORY_LABELS[c]}
            </option>
          ))}
        </select>
        {errors.category ? (
          <div id={`${id}-category-error`} className="invalid-feedback">
            {errors.category}
          </div>
        ) : null}
      </div>
      <TextField
        id={`${id}-title`}
        label={T.subject}
        hint={T.subjectHint}
        value={title}
        onChange={setTitle}
        maxLength={TICKET_TITLE_MAX}
        error={errors.title}
        disabled={locked}
      />
      <TextField
        id={`${id}-description`}
        label={T.description}
        hint={T.descriptionHint}
        value={description}
        onChange={setDescription}
        maxLength={TICKET_DESCRIPTION_MAX}
        error={errors.description}
        disabled={locked}
        rows={5}
      />
      <TicketFilesField id={`${id}-files`} files={files} disabled={locked} error={errors.files} />
      {formError ? (
        <div className="alert alert-danger" role="alert">
          {formError}
        </div>
      ) : null}
      {created && !busy ? (
        <div className="alert alert-warning" role="alert" data-testid="upload-refused">
          <p className="mb-2">{T.createdSomeFilesFailed}</p>
          <Link to={paths.myTicket.build(created.id)} className="btn btn-primary">
            {T.goToTicket}
          </Link>
        </div>
      ) : (
        <button type="submit" className="btn btn-primary w-100" disabled={locked}>
          <SubmitLabel busy={busy}>{T.submit}</SubmitLabel>
        </button>
      )}
    </form>
  );
}
