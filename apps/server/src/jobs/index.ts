import type { FastifyInstance } from 'fastify';
import { timeJob } from '../lib/metrics.js';
import { startInstallmentPosting } from './ekbutce-installments.js';
import { everyMonthStart } from './month-timer.js';
import { startIdempotencyPruning } from './prune-idempotency-keys.js';
import { runAccrual } from './monthly-accrual.js';
import { LATE_FEE_WORKERS, lateFeeCatchUp, runLateFees } from './monthly-late-fees.js';
import { startLoginHistoryPruning } from './prune-login-history.js';
import { startOtpPruning } from './prune-otp-codes.js';
import { startSmsCampaignSending } from './sms-campaigns.js';
import { startMeetingMailSending } from './meeting-mail.js';
import { startTicketAutoClose } from './close-resolved-tickets.js';
import { startCardCheckoutExpiry } from './expire-card-checkouts.js';
import { startArchiveSealing } from './seal-handover-archives.js';
import { startFeeMarking } from './mark-fee-history.js';

/**
 * Starts background jobs: the monthly dues accrual runs once now (catching up months missed while
 * no instance was running) and then at the start of every Istanbul month, each time followed by
 * the late fees of the month before (jobs/monthly-late-fees.ts) and the ek bütçe instalments that
 * fall due; expired one-time codes are pruned hourly, and so are login history past
 * LoginHistoryRetentionDays and Idempotency-Keys older than a day; managers' campaign SMS left to
 * send are resumed (jobs/sms-campaigns.ts), and so are a genel kurul çağrı's e-mails
 * (jobs/meeting-mail.ts); tickets resolved more than TicketAutoCloseDays ago are
 * closed hourly; handovers' archives left unsealed are sealed (jobs/seal-handover-archives.ts);
 * sites that charge late fees and have no marks of their settled fee history get them, once, in the
 * background (jobs/mark-fee-history.ts). Returns a stop function.
 */
export async function startJobs(app: FastifyInstance): Promise<() => void> {
  // A job's rows reach this instance's kept answers by NOTIFY too; forgetting them at once keeps
  // this instance from answering anything older than its own writes (docs/resident-cache.md).
  const forgetAnswers = () => app.answerCache.invalidate('*');
  const accrue = async () => {
    // Before the accrual moves each site's charged-through month: which sites missed a month.
    const missedFrom = await lateFeeCatchUp(app.database.backgroundDb).catch(() => new Map<number, string>());
    try {
      const { charged, currentPeriod } = await timeJob('monthly-accrual', () =>
        runAccrual(app.database.backgroundDb).finally(forgetAnswers),
      );
      app.log.info({ charged, period: currentPeriod }, 'monthly dues accrual done');
    } catch (err) {
      // Retried shortly by the scheduler; the unique key makes any retry safe.
      app.log.error({ err }, 'monthly dues accrual failed');
      throw err;
    }
    try {
      const { posted, period } = await timeJob('monthly-late-fees', () =>
        runLateFees(
          app.database.backgroundDb,
          new Date(),
          missedFrom,
          app.database.backgroundPool ? LATE_FEE_WORKERS : 1,
        ).finally(forgetAnswers),
      );
      app.log.info({ posted, period }, 'monthly late fees done');
    } catch (err) {
      // Retried with the accrual (which then charges nothing); ledger_fee_uq makes a retry safe.
      app.log.error({ err }, 'monthly late fees failed');
      throw err;
    }
  };
  // The start-up catch-up must not stop the server from serving when it fails.
  await accrue().catch(() => {});
  // After the start-up late fees: the marks then hold their rows.
  const stopFeeMarking = startFeeMarking(app);
  const stopAccrual = everyMonthStart(accrue);
  const stopInstallments = await startInstallmentPosting(app);
  const stopPruning = startOtpPruning(app);
  const stopLoginHistoryPruning = startLoginHistoryPruning(app);
  const stopIdempotencyPruning = startIdempotencyPruning(app);
  const stopSmsCampaigns = startSmsCampaignSending(app);
  const stopMeetingMail = startMeetingMailSending(app);
  const stopTicketAutoClose = startTicketAutoClose(app);
  // Card checkouts past CardCheckoutExpiryMinutes: asked of the provider once, then expired (every minute).
  const stopCardCheckoutExpiry = startCardCheckoutExpiry(app);
  const stopArchiveSealing = startArchiveSealing(app);
  return () => {
    stopFeeMarking();
    stopArchiveSealing();
    stopCardCheckoutExpiry();
    stopTicketAutoClose();
    stopSmsCampaigns();
    stopMeetingMail();
    stopIdempotencyPruning();
    stopAccrual();
    stopInstallments();
    stopPruning();
    stopLoginHistoryPruning();
  };
}
