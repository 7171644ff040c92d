import { TICKET_STATUS_LABELS } from '@aidat/shared';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { MESSAGES } from '../../../lib/messages-common';
import { type TicketOption, useTicketOptions } from '../api/get-ticket-options';
import { EXPENSES_SCREEN_TEXTS as T } from '../messages';

const unitOf = (t: TicketOption) => (t.unitId === null ? T.commonArea : `${t.block ?? ''} / ${t.doorNumber ?? ''}`);

/**
 * 'Talep': the ticket this expense paid for, if any (PRODUCT.md §17). Optional, so a list that is
 * loading or failed never holds the expense up: the select waits or says so, and 'Talep yok' stays.
 */
export function TicketSelect({
  id,
  siteId,
  value,
  onChange,
}: {
  id: string;
  siteId: number;
  value: string;
  onChange: (ticketId: string) => void;
}) {
  const tickets = useTicketOptions(siteId);
  const list = tickets.data ?? [];
  return (
    <Form.Group controlId={id} className="mb-2">
      <Form.Label>{T.ticket}</Form.Label>
      <Form.Select
        value={value}
        onChange={(e) => onChange(e.target.value)}
        disabled={tickets.isPending}
        aria-describedby={tickets.isError || (tickets.isSuccess && list.length === 0) ? `${id}-hint` : undefined}
      >
        <option value="">{tickets.isPending ? MESSAGES.common.loading : T.noTicket}</option>
        {list.map((t) => (
          <option key={t.id} value={String(t.id)}>
            {T.ticketOption(t.id, t.title, unitOf(t), TICKET_STATUS_LABELS[t.status])}
          </option>
        ))}
      </Form.Select>
      {tickets.isError ? (
        <Form.Text id={`${id}-hint`} className="d-block">
          {T.ticketsLoadFailed}{' '}
          <Button variant="link" size="sm" className="p-0 align-baseline" onClick={() => tickets.refetch()}>
            {MESSAGES.common.retry}
          </Button>
        </Form.Text>
      ) : null}
      {tickets.isSuccess && list.length === 0 ? <Form.Text id={`${id}-hint`}>{T.noOpenTickets}</Form.Text> : null}
    </Form.Group>
  );
}
