import { TICKET_TRANSITIONS } from '@aidat/shared';
import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useLocation, useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { useTicket } from '../api/get-ticket';
import { MESSAGES, TICKETS_SCREEN_TEXTS as T } from '../messages';
import { TicketActionForm } from './ticket-action-form';
import { TicketAttachments } from './ticket-attachments';
import { TicketEvents } from './ticket-events';
import { TicketExpenses } from './ticket-expenses';
import { TicketFacts } from './ticket-facts';
import { neighbours, readListState } from './ticket-list-state';
import { TicketNav } from './ticket-nav';

/**
 * One ticket, on a page of its own so it has an address (the expenses link to it, a manager can
 * keep it open in a tab): its facts, files, history and expenses on the left, the action form on the
 * right. Opened from the list, it steps to the previous and next ticket of that page and goes back
 * to the list as it was filtered.
 */
export function TicketPage() {
  const { ticketId } = useParams();
  const id = Number(ticketId);
  if (!Number.isInteger(id) || id <= 0) {
    return (
      <section>
        <PageHeader title={MESSAGES.pages.tickets} />
        <EmptyState text={T.invalidTicket} />
      </section>
    );
  }
  return <TicketScreen id={id} />;
}

function TicketScreen({ id }: { id: number }) {
  const ticket = useTicket(id);
  const location = useLocation();
  const list = readListState(location.state);
  const nav = <TicketNav list={list} {...neighbours(list, id)} />;

  let body: ReactNode;
  if (ticket.isPending) body = <LoadingState />;
  else if (ticket.isError) body = <ErrorState text={T.ticketLoadFailed} onRetry={() => ticket.refetch()} />;
  else {
    const t = ticket.data;
    const final = TICKET_TRANSITIONS[t.status].length === 0;
    body = (
      <Row className="g-3">
        <Col lg={7}>
          <Card>
            <Card.Body>
              <TicketFacts ticket={t} />
              <TicketAttachments ticket={t} final={final} />
              <TicketEvents events={t.events} />
              <TicketExpenses expenses={t.expenses} />
            </Card.Body>
          </Card>
        </Col>
        <Col lg={5}>
          <Card>
            <Card.Body>
              {/* Remounted after each saved change: the form starts from the ticket as it now stands. */}
              <TicketActionForm key={`${t.status}-${t.events.length}`} ticket={t} />
            </Card.Body>
          </Card>
        </Col>
      </Row>
    );
  }

  return (
    <section>
      <p className="small text-body-secondary mb-1">{T.ticketTitle(id)}</p>
      <PageHeader title={ticket.data?.title ?? T.ticketTitle(id)} actions={nav} />
      {body}
    </section>
  );
}
