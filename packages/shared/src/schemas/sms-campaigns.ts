/** The managers' SMS sending (PRODUCT.md §15): preview, confirm, progress and the log. */
import { z } from 'zod';
import { MAX_ID } from '../limits.js';
import { SMS_CAMPAIGN_TEXTS as T } from '../messages/sms-campaigns.js';
import { numberInput } from './number-input.js';

/**
 * 'ticketStatus': one message to a ticket's opener when its status changes (PRODUCT.md §17);
 * 'meetingNotice': a genel kurul's çağrı to the owners (§18).
 */
export const SMS_CAMPAIGN_KINDS = ['announcement', 'debtReminder', 'ticketStatus', 'meetingNotice'] as const;
export type SmsCampaignKind = (typeof SMS_CAMPAIGN_KINDS)[number];

/** What to send: a notification of the site by SMS, or the debt reminder to units owing more than N months. */
export const SmsCampaignRequest = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('announcement'),
      notificationId: z
        .number({ error: T.notificationIdInvalid })
        .int({ error: T.notificationIdInvalid })
        .positive({ error: T.notificationIdInvalid })
        .max(MAX_ID, { error: T.notificationIdInvalid }),
    }),
    z.object({
      kind: z.literal('debtReminder'),
      /** PRODUCT.md §15: units owing more than this many months (0: every unit with a month overdue). */
      monthsOverdueMoreThan: z
        .number({ error: T.monthsMoreThanInvalid })
        .int({ error: T.monthsMoreThanInvalid })
        .min(0, { error: T.monthsMoreThanInvalid })
        .max(119, { error: T.monthsMoreThanInvalid }),
    }),
  ],
  { error: T.kindInvalid },
);
export type SmsCampaignRequest = z.infer<typeof SmsCampaignRequest>;

export const SmsCampaignParams = z.object({
  siteId: numberInput(z.number().int().positive().max(MAX_ID)),
  id: numberInput(z.number().int().positive().max(MAX_ID)),
});

/** One message of a preview: to whom (as the manager recorded the unit and name), the masked phone, the text. */
export const SmsPreviewRecipient = z.object({
  /** The unit or units ("A-5", "A-5, B-2") this phone is the resident of. */
  units: z.string(),
  residentName: z.string().nullable(),
  /** Masked: "+90 555 *** ** 03". */
  phone: z.string(),
  /** Exactly what is sent: ASCII, at most 155 characters (one SMS). */
  text: z.string(),
});

export const SmsCampaignPreview = z.object({
  kind: z.enum(SMS_CAMPAIGN_KINDS),
  messageCount: z.number().int(),
  /** Lira, from the SmsPricePerMessageKurus configuration. */
  pricePerMessage: z.number(),
  /** Lira: messageCount × pricePerMessage. */
  totalCost: z.number(),
  recipients: z.array(SmsPreviewRecipient),
  /** Units left out because nobody with a phone lives in them. */
  skipped: z.array(z.object({ units: z.string(), residentName: z.string().nullable() })),
});
export type SmsCampaignPreview = z.infer<typeof SmsCampaignPreview>;

export const SMS_RECIPIENT_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;

/** A campaign with its progress. */
export const SmsCampaignDto = z.object({
  id: z.number().int(),
  siteId: z.number().int(),
  kind: z.enum(SMS_CAMPAIGN_KINDS),
  notificationId: z.number().int().nullable(),
  monthsOverdueMoreThan: z.number().int().nullable(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  pricePerMessage: z.number(),
  totalCost: z.number(),
  total: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  /** Not yet answered by the provider (waiting or on its way). */
  pending: z.number().int(),
  done: z.boolean(),
});
export type SmsCampaignDto = z.infer<typeof SmsCampaignDto>;

/** One line of a campaign's log: what went to whom, and the provider's answer. */
export const SmsCampaignRecipientDto = z.object({
  id: z.number().int(),
  units: z.string(),
  residentName: z.string().nullable(),
  phone: z.string(),
  text: z.string(),
  status: z.enum(SMS_RECIPIENT_STATUSES),
  /** sendSms's outcome: 'sent', 'retryable' or 'permanent'; 'unknown' when a send was cut off. */
  outcome: z.string().nullable(),
  /** The provider's code ('00', '200', '30', 'timeout', …). */
  code: z.string().nullable(),
  provider: z.string().nullable(),
  finishedAt: z.string().nullable(),
});

export const SmsCampaignDetail = SmsCampaignDto.extend({ recipients: z.array(SmsCampaignRecipientDto) });
export type SmsCampaignDetail = z.infer<typeof SmsCampaignDetail>;
