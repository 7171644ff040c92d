import {
  TICKET_NOTE_MAX,
  TICKET_STATUS_LABELS,
  TICKET_TRANSITIONS,
  type TicketDto,
  type TicketStatus,
} from '@aidat/shared';
import { type FormEvent, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { SubmitLabel } from '../../../components/ui/submit-label';
import { useToast } from '../../../components/ui/toast/use-toast';
import { useIdempotentSubmit } from '../../../lib/use-idempotent-submit';
import { useLeaveGuard } from '../../../lib/use-leave-guard';
import { useUpdateTicket } from '../api/update-ticket';
import { TICKETS_SCREEN_TEXTS as T } from '../messages';
import { FieldError, type FieldErrors, fieldErrorsOf, invalidProps } from './field-error';
import { AssigneeFields } from './assignee-fields';
import { type ActionValues, changesOf, initialValues } from './ticket-changes';

const FIELDS = ['status', 'assignee.kind', 'assignee.name', 'assignee.phone', 'dueDate', 'note'] as const;
export type ActionField = (typeof FIELDS)[number];

/**
 * Working a ticket: a status among the ones it may move to (TICKET_TRANSITIONS; none once closed or
 * rejected, which are final), the assignee (the kapıcı or a firm), the due day and a note the opener
 * reads. Only what changed is sent; a refusal (409 for a move no longer allowed, 400 for a rejection
 * without a note or a due day before the report) marks the field it names. The parent remounts the
 * form after each saved change, so it starts again from the ticket as it now stands.
 */
export function TicketActionForm({ ticket }: { ticket: TicketDto }) {
  const allowed = TICKET_TRANSITIONS[ticket.status];
  const [values, setValues] = useState<ActionValues>(() => initialValues(ticket));
  const [errors, setErrors] = useState<FieldErrors<ActionField>>({});
  const [nothing, setNothing] = useState(false);
  const update = useUpdateTicket(ticket.id);
  const once = useIdempotentSubmit();
  const toast = useToast();
  const formId = useId();
  const changes = changesOf(ticket, values);
  useLeaveGuard(Object.keys(changes).length > 0);

  if (allowed.length === 0) {
    return (
      <p className="mb-0" data-testid="ticket-final">
        <i className="bi bi-lock me-1" aria-hidden="true" />
        {T.finalStatus(TICKET_STATUS_LABELS[ticket.status])}
      </p>
    );
  }

  const set =
    <K extends keyof ActionValues>(key: K, field: ActionField) =>
    (value: ActionValues[K]) => {
      setValues((v) => ({ ...v, [key]: value }));
      setErrors((e) => ({ ...e, [field]: undefined }));
      setNothing(false);
    };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (update.isPending) return;
    setErrors({});
    if (Object.keys(changes).length === 0) {
      setNothing(true);
      return;
    }
    try {
      if (!(await once(changes, (idempotencyKey) => update.mutateAsync({ payload: changes, idempotencyKey })))) return;
      toast.success(T.updated);
    } catch (err) {
      // The API client has shown the server's reason; the field it names is marked too.
      setErrors(fieldErrorsOf(err, FIELDS));
    }
  };

  const id = (field: string) => `${formId}-${field.replace('.', '-')}`;
  const rejecting = values.status === 'rejected';
  return (
    <Form onSubmit={submit} noValidate data-testid="ticket-action-form" aria-labelledby={`${formId}-heading`}>
      <h2 id={`${formId}-heading`} className="h5">
        {T.actions}
      </h2>
      {nothing ? (
        <Alert variant="info" className="py-2" role="status">
          {T.nothingToChange}
        </Alert>
      ) : null}
      <Form.Group controlId={id('status')} className="mb-3">
        <Form.Label>{T.newStatus}</Form.Label>
        <Form.Select
          value={values.status}
          onChange={(e) => set('status', 'status')(e.target.value as TicketStatus | '')}
          {...invalidProps(id('status'), errors.status)}
        >
          <option value="">{T.keepStatus}</option>
          {allowed.map((s) => (
            <option key={s} value={s}>
              {TICKET_STATUS_LABELS[s]}
            </option>
          ))}
        </Form.Select>
        <FieldError id={id('status')} error={errors.status} />
      </Form.Group>
      <AssigneeFields
        ids={{ kind: id('assignee.kind'), name: id('assignee.name'), phone: id('assignee.phone') }}
        kind={values.assigneeKind}
        name={values.assigneeName}
        initialPhone={ticket.assignee?.phone}
        errors={{ kind: errors['assignee.kind'], name: errors['assignee.name'], phone: errors['assignee.phone'] }}
        onKind={set('assigneeKind', 'assignee.kind')}
        onName={set('assigneeName', 'assignee.name')}
        onPhone={set('assigneePhone', 'assignee.phone')}
      />
      <Form.Group controlId={id('dueDate')} className="mb-3">
        <Form.Label>{T.dueDate}</Form.Label>
        <Form.Control
          type="date"
          value={values.dueDate}
          onChange={(e) => set('dueDate', 'dueDate')(e.target.value)}
          {...invalidProps(id('dueDate'), errors.dueDate)}
        />
        <FieldError id={id('dueDate')} error={errors.dueDate} />
      </Form.Group>
      <Form.Group controlId={id('note')} className="mb-3">
        <Form.Label>{rejecting ? T.noteRequired : T.note}</Form.Label>
        <Form.Control
          as="textarea"
          rows={3}
          value={values.note}
          onChange={(e) => set('note', 'note')(e.target.value)}
          maxLength={TICKET_NOTE_MAX}
          aria-required={rejecting || undefined}
          {...invalidProps(id('note'), errors.note)}
          aria-describedby={`${id('note')}-hint${errors.note ? ` ${id('note')}-error` : ''}`}
        />
        <Form.Text id={`${id('note')}-hint`}>{T.noteHint}</Form.Text>
        <FieldError id={id('note')} error={errors.note} />
      </Form.Group>
      <div className="d-flex justify-content-end">
        <Button type="submit" disabled={update.isPending}>
          <SubmitLabel busy={update.isPending}>{T.saveChanges}</SubmitLabel>
        </Button>
      </div>
    </Form>
  );
}
