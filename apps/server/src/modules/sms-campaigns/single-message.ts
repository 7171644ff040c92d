import type { DbOrTx } from '../../db/client.js';
import { insertCampaign, type NewRecipient, recipientIdsOf } from './sms-campaigns.repository.js';

/**
 * One message the app sends by itself (a ticket's status change to its opener, PRODUCT.md §17),
 * queued as a campaign of one so it goes through the same throttled sender and shows in the
 * site's SMS log with its price. Written in the caller's transaction: no change, no message.
 * The sender takes it at its next kick or job tick.
 */
export async function queueSingleSms(
  db: DbOrTx,
  message: {
    siteId: number;
    kind: 'ticketStatus';
    phone: string;
    units: string;
    residentName: string | null;
    text: string;
    pricePerMessageKurus: number;
    createdBy: number | null;
  },
): Promise<void> {
  const { phone, units, residentName, text, ...campaign } = message;
  await insertCampaign(db, { ...campaign, notificationId: null, monthsOverdueMoreThan: null }, [
    { phone, units, residentName, text },
  ]);
}

/**
 * Messages the app sends to many at once (a genel kurul's çağrı to the owners, PRODUCT.md §18),
 * queued as one campaign of the site in the caller's transaction, one message per phone. Answers
 * each phone's message id, so the caller can follow what became of it.
 */
export async function queueAppMessages(
  db: DbOrTx,
  campaign: { siteId: number; kind: 'meetingNotice'; pricePerMessageKurus: number; createdBy: number | null },
  recipients: NewRecipient[],
): Promise<Map<string, number>> {
  const campaignId = await insertCampaign(
    db,
    { ...campaign, notificationId: null, monthsOverdueMoreThan: null },
    recipients,
  );
  return recipientIdsOf(db, campaignId);
}
