import type { TicketDto } from '@aidat/shared';
import { TICKETS_SCREEN_TEXTS as T } from '../messages';

/** Where a ticket is: 'A / 5' from its unit's block and door, or 'Ortak alan' for none. */
export function ticketUnitLabel(ticket: Pick<TicketDto, 'unitId' | 'block' | 'doorNumber'>): string {
  return ticket.unitId === null ? T.commonArea : T.unitLabel(ticket.block, ticket.doorNumber);
}
