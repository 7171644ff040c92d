/** What other areas use of the kurul's meetings: its decisions, and the karar text of a meeting. */
export { decisionsByIds, type KurulDecision, passedDecisionOf } from './decisions.js';
export { minutesPdfOf as minutesPdf } from './meeting-documents.service.js';
export { meetingMailSenderOf, stopMeetingMailSender } from './meeting-mail-sender.js';
