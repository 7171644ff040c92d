import type { TicketDto } from '@aidat/shared';
import { MY_TICKETS_TEXTS as T } from '../messages';

/** "Blok A • Daire 5", or 'Ortak alan' for a ticket a manager opened for no unit. */
export const ticketUnitText = (t: Pick<TicketDto, 'block' | 'doorNumber'>) =>
  t.block !== null && t.doorNumber !== null ? T.unitLabel(t.block, t.doorNumber) : T.commonArea;
