import { TICKET_STATUS_LABELS, type TicketStatus } from '@aidat/shared';
import type { DbOrTx } from '../../db/client.js';
import { queueSingleSms, ticketStatusSms } from '../sms-campaigns/public.js';
import { insertNotices, openersOf } from './ticket-notices.repository.js';

/** TicketSmsOnStatus and the price each message is logged with; null: no SMS. */
export interface StatusSms {
  pricePerMessageKurus: number;
}

/**
 * Tells the openers of tickets whose status just changed (PRODUCT.md §17): an in-app notice each
 * and, with `sms`, one SMS through the throttled sender. Nobody is told of their own change (a
 * manager who opened a ticket on someone's behalf and then works it). Runs in the change's
 * transaction; answers how many SMS were queued, so the caller knows whether to kick the sender.
 */
export async function tellOpeners(
  tx: DbOrTx,
  ticketIds: number[],
  by: number | null,
  sms: StatusSms | null,
): Promise<number> {
  if (ticketIds.length === 0) return 0;
  const openers = (await openersOf(tx, ticketIds)).filter((o) => o.userId !== by);
  await insertNotices(
    tx,
    openers.map((o) => ({ ticketId: o.ticketId, userId: o.userId, status: o.status as TicketStatus })),
  );
  if (!sms) return 0;
  let queued = 0;
  for (const o of openers) {
    if (!o.phone) continue;
    await queueSingleSms(tx, {
      siteId: o.siteId,
      kind: 'ticketStatus',
      phone: o.phone,
      units: o.block !== null && o.doorNumber !== null ? `${o.block}-${o.doorNumber}` : '',
      residentName: o.fullName,
      text: ticketStatusSms(o.siteName, o.title, TICKET_STATUS_LABELS[o.status as TicketStatus]),
      pricePerMessageKurus: sms.pricePerMessageKurus,
      createdBy: by,
    });
    queued += 1;
  }
  return queued;
}
