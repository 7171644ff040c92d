import type { TicketDto, TicketStatus, UpdateTicketBody } from '@aidat/shared';

/** What the action form holds: the status to move to ('' keeps it) and the values as typed. */
export interface ActionValues {
  status: TicketStatus | '';
  assigneeKind: 'staff' | 'vendor';
  assigneeName: string;
  /** The phone field's masked text; at first the number on record, as the field shows it once mounted. */
  assigneePhone: string;
  dueDate: string;
  note: string;
}

export function initialValues(ticket: TicketDto): ActionValues {
  return {
    status: '',
    assigneeKind: ticket.assignee?.kind ?? 'vendor',
    assigneeName: ticket.assignee?.name ?? '',
    // The number on record, not blank: the masked field reports it only after its first render, and
    // a blank until then would read as a change (and arm the leave guard) for that moment.
    assigneePhone: ticket.assignee?.phone ?? '',
    dueDate: ticket.dueDate ?? '',
    note: '',
  };
}

/** A phone's last ten digits: the same number however it is spelled (+90 …, 0 (5…) …). */
const phoneDigits = (phone: string | null | undefined) => (phone ?? '').replace(/\D/g, '').slice(-10);

/**
 * The PATCH body: only what differs from the ticket as it stands, since each field sent becomes an
 * event the opener sees (the same assignee sent again would say 'Atandı' twice). A blank assignee
 * name or due day is no change: neither can be taken back once set.
 */
export function changesOf(ticket: TicketDto, values: ActionValues): UpdateTicketBody {
  const body: UpdateTicketBody = {};
  if (values.status) body.status = values.status;
  const name = values.assigneeName.trim();
  const current = ticket.assignee;
  if (
    name !== '' &&
    (current === null ||
      current.kind !== values.assigneeKind ||
      current.name !== name ||
      phoneDigits(current.phone) !== phoneDigits(values.assigneePhone))
  ) {
    body.assignee = { kind: values.assigneeKind, name, phone: values.assigneePhone || undefined };
  }
  if (values.dueDate && values.dueDate !== ticket.dueDate) body.dueDate = values.dueDate;
  if (values.note.trim()) body.note = values.note;
  return body;
}
