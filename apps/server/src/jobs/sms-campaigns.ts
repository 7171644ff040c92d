import type { FastifyInstance } from 'fastify';
import { campaignSenderOf, stopCampaignSender } from '../modules/sms-campaigns/public.js';

export const SMS_QUEUE_TICK_MS = 60_000;

/**
 * Resumes campaign SMS left to send (after a restart, or by an instance that stopped) at start
 * and then every minute; a confirm kicks its instance's sender at once. Returns the stop function.
 */
export function startSmsCampaignSending(app: FastifyInstance, intervalMs: number = SMS_QUEUE_TICK_MS): () => void {
  const sender = campaignSenderOf(app);
  sender.kick();
  const timer = setInterval(() => sender.kick(), intervalMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    void stopCampaignSender(app);
  };
}
