import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { createSmsProvider } from '../../lib/sms/index.js';
import { CampaignSender } from './sms-campaign-sender.js';
import { SmsPacer } from './sms-pacer.js';

// One sender per app (its database handle is the app's own), shared by the confirm route and the job.
const senders = new WeakMap<Database, CampaignSender>();

/** The app's campaign sender, made on first use with the provider SMS_PROVIDER names. */
export function campaignSenderOf(app: FastifyInstance): CampaignSender {
  let sender = senders.get(app.database);
  if (!sender) {
    sender = new CampaignSender({
      db: app.database.backgroundDb,
      provider: createSmsProvider(app.config, app.log),
      log: app.log,
      pacer: new SmsPacer(),
    });
    senders.set(app.database, sender);
  }
  return sender;
}

/** Stops the app's sender, if it has one, after the message on its way (on close). */
export async function stopCampaignSender(app: FastifyInstance): Promise<void> {
  const sender = senders.get(app.database);
  if (!sender) return;
  senders.delete(app.database);
  await sender.stop();
}
