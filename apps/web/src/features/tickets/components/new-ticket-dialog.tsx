import {
  type CreateTicketBody,
  istanbulDay,
  TICKET_CATEGORIES,
  TICKET_CATEGORY_LABELS,
  TICKET_DESCRIPTION_MAX,
  TICKET_TITLE_MAX,
} from '@aidat/shared';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useLocation, useNavigate } from 'react-router';
import { AppModal } from '../../../components/ui/app-modal/app-modal';
import { ErrorState, LoadingState } from '../../../components/ui/states';
import { SubmitLabel } from '../../../components/ui/submit-label';
import { useToast } from '../../../components/ui/toast/use-toast';
import { ticketPath } from '../../../config/paths';
import { useIdempotentSubmit } from '../../../lib/use-idempotent-submit';
import { useLeaveGuard } from '../../../lib/use-leave-guard';
import { useCreateTicket } from '../api/create-ticket';
import { useUnits } from '../api/get-units';
import { MESSAGES, TICKETS_SCREEN_TEXTS as T } from '../messages';
import { FieldError, type FieldErrors, fieldErrorsOf, invalidProps } from './field-error';
import { ticketUnitLabel } from './ticket-labels';
import type { TicketListState } from './ticket-list-state';

const FIELDS = ['unitId', 'category', 'title', 'description', 'reportedAt'] as const;
type Field = (typeof FIELDS)[number];

/**
 * 'Yeni Talep': a ticket opened on someone's behalf (a phone call, the kapıcı's round), for a unit
 * or the common areas, with the day it was reported (today unless told otherwise; the server
 * refuses a day to come). The server checks every rule and names the field, shown under it; the
 * new ticket then opens, since assigning it usually comes next.
 */
export function NewTicketDialog({ siteId, onClose }: { siteId: number; onClose: () => void }) {
  const units = useUnits(siteId);
  // Istanbul's day, the one the server measures 'not in the future' by.
  const [today] = useState(() => istanbulDay(new Date()));
  const [form, setForm] = useState<Record<Field, string>>({
    unitId: '',
    category: '',
    title: '',
    description: '',
    reportedAt: today,
  });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const create = useCreateTicket();
  const once = useIdempotentSubmit();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const formId = useId();
  useLeaveGuard(form.title.trim() !== '' || form.description.trim() !== '');

  const set = (field: Field) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (create.isPending) return;
    setErrors({});
    // A choice not made is left out, so the server answers that it is required.
    const payload: CreateTicketBody = {
      siteId,
      unitId: form.unitId ? Number(form.unitId) : undefined,
      category: form.category as CreateTicketBody['category'],
      title: form.title,
      description: form.description,
      reportedAt: form.reportedAt || undefined,
    };
    try {
      const answer: { id?: number } = {};
      const sent = await once(payload, async (idempotencyKey) => {
        answer.id = (await create.mutateAsync({ payload, idempotencyKey })).id;
      });
      if (!sent || answer.id === undefined) return;
      toast.success(T.created);
      onClose();
      const state: TicketListState = { listSearch: location.search, ids: [answer.id] };
      // In place of the copy of the list's entry that the leave guard laid while the form was
      // filled (a saved ticket had a title, so it was laid): Back from the ticket is the list, once.
      navigate(ticketPath(answer.id), { state, replace: true });
    } catch (err) {
      // The API client has shown the server's reason; the field it names is marked too.
      setErrors(fieldErrorsOf(err, FIELDS));
    }
  };

  const id = (field: Field) => `${formId}-${field}`;
  let body: ReactNode;
  if (units.isPending) body = <LoadingState />;
  else
    body = (
      <Form id={formId} onSubmit={submit} noValidate>
        {/* Without the units a ticket can still be opened for the common areas, or retried. */}
        {units.isError ? <ErrorState text={T.unitsLoadFailed} onRetry={() => units.refetch()} /> : null}
        <Form.Group controlId={id('unitId')} className="mb-2">
          <Form.Label>{T.unitOptional}</Form.Label>
          <Form.Select
            value={form.unitId}
            onChange={(e) => set('unitId')(e.target.value)}
            {...invalidProps(id('unitId'), errors.unitId)}
          >
            <option value="">{T.commonArea}</option>
            {(units.data ?? []).map((u) => (
              <option key={u.id} value={String(u.id)}>
                {ticketUnitLabel({ unitId: u.id, block: u.block, doorNumber: u.doorNumber })}
              </option>
            ))}
          </Form.Select>
          <FieldError id={id('unitId')} error={errors.unitId} />
        </Form.Group>
        <Form.Group controlId={id('category')} className="mb-2">
          <Form.Label>{T.category}</Form.Label>
          <Form.Select
            value={form.category}
            onChange={(e) => set('category')(e.target.value)}
            {...invalidProps(id('category'), errors.category)}
          >
            <option value="">{T.chooseCategory}</option>
            {TICKET_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {TICKET_CATEGORY_LABELS[c]}
              </option>
            ))}
          </Form.Select>
          <FieldError id={id('category')} error={errors.category} />
        </Form.Group>
        <Form.Group controlId={id('title')} className="mb-2">
          <Form.Label>{T.title}</Form.Label>
          <Form.Control
            value={form.title}
            onChange={(e) => set('title')(e.target.value)}
            maxLength={TICKET_TITLE_MAX}
            autoComplete="off"
            {...invalidProps(id('title'), errors.title)}
          />
          <FieldError id={id('title')} error={errors.title} />
        </Form.Group>
        <Form.Group controlId={id('description')} className="mb-2">
          <Form.Label>{T.description}</Form.Label>
          <Form.Control
            as="textarea"
            rows={4}
            value={form.description}
            onChange={(e) => set('description')(e.target.value)}
            maxLength={TICKET_DESCRIPTION_MAX}
            {...invalidProps(id('description'), errors.description)}
          />
          <FieldError id={id('description')} error={errors.description} />
        </Form.Group>
        <Form.Group controlId={id('reportedAt')}>
          <Form.Label>{T.reportedAt}</Form.Label>
          <Form.Control
            type="date"
            value={form.reportedAt}
            max={today}
            onChange={(e) => set('reportedAt')(e.target.value)}
            {...invalidProps(id('reportedAt'), errors.reportedAt)}
            aria-describedby={`${id('reportedAt')}-hint${errors.reportedAt ? ` ${id('reportedAt')}-error` : ''}`}
          />
          <Form.Text id={`${id('reportedAt')}-hint`}>{T.reportedAtHint}</Form.Text>
          <FieldError id={id('reportedAt')} error={errors.reportedAt} />
        </Form.Group>
      </Form>
    );

  return (
    <AppModal
      show
      onHide={onClose}
      locked={create.isPending}
      size="lg"
      title={T.newTicket}
      testId="new-ticket-dialog"
      footer={
        <>
          <Button variant="outline-secondary" onClick={onClose} disabled={create.isPending}>
            {MESSAGES.common.cancel}
          </Button>
          {units.isPending ? null : (
            <Button type="submit" form={formId} disabled={create.isPending}>
              <SubmitLabel busy={create.isPending}>{T.save}</SubmitLabel>
            </Button>
          )}
        </>
      }
    >
      {body}
    </AppModal>
  );
}
