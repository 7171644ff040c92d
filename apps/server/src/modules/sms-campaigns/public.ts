/** What the jobs may use of SMS campaigns: the instance's sender, to resume what is left to send. */
export { campaignSenderOf, stopCampaignSender } from './sender-registry.js';
