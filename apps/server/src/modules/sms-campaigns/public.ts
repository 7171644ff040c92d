/**
 * What other modules and the jobs may use of SMS sending: the instance's sender (to resume what
 * is left, or kick it after queueing), one message queued by the app itself, and its text.
 */
export { campaignSenderOf, stopCampaignSender } from './sender-registry.js';
export { queueAppMessages, queueSingleSms } from './single-message.js';
export { meetingNoticeSms, ticketStatusSms } from './sms-texts.js';
