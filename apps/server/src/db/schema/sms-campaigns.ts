import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { notifications } from './notifications.js';
import { sites } from './sites.js';
import { users } from './users.js';

/**
 * A manager's SMS sending (PRODUCT.md §15): an announcement also by SMS, or the debt reminder.
 * The recipients are fixed when the manager confirms; the background sender works through them.
 */
export const smsCampaigns = pgTable(
  'sms_campaigns',
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /**
     * 'announcement', 'debtReminder', 'ticketStatus' (one message to a ticket's opener) or
     * 'meetingNotice' (a genel kurul's çağrı to the owners).
     */
    kind: varchar({ length: 20 }).notNull(),
    notificationId: integer().references(() => notifications.id, { onDelete: 'set null' }),
    /** Debt reminders: sent to units owing more than this many months. */
    monthsOverdueMoreThan: integer(),
    /** SmsPricePerMessageKurus when confirmed, so the cost shown later is the one accepted. */
    pricePerMessageKurus: bigint({ mode: 'number' }).notNull(),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('sms_campaigns_kind_ck', sql`${t.kind} in ('announcement', 'debtReminder', 'ticketStatus', 'meetingNotice')`),
    index('sms_campaigns_site_idx').on(t.siteId, t.createdAt),
  ],
);

/**
 * One message of a campaign: one per phone (sms_recipients_phone_uq), its exact text, and what
 * became of it. 'pending' → 'sending' (claimed by one sender with SKIP LOCKED) → 'sent' or
 * 'failed' with the provider's answer.
 */
export const smsCampaignRecipients = pgTable(
  'sms_campaign_recipients',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    campaignId: integer()
      .notNull()
      .references(() => smsCampaigns.id, { onDelete: 'cascade' }),
    /** E.164. */
    phone: varchar({ length: 16 }).notNull(),
    /** The unit labels as the manager sees them ("A-5", "A-5, B-2"). */
    units: varchar({ length: 500 }).notNull(),
    /** The resident's name as the manager recorded it on the unit. */
    residentName: varchar({ length: 200 }),
    text: varchar({ length: 160 }).notNull(),
    status: varchar({ length: 10 }).notNull().default('pending'),
    /** sendSms's outcome, or 'unknown' for a send cut off by a stop. */
    outcome: varchar({ length: 10 }),
    code: varchar({ length: 40 }),
    provider: varchar({ length: 20 }),
    claimedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('sms_recipients_status_ck', sql`${t.status} in ('pending', 'sending', 'sent', 'failed')`),
    uniqueIndex('sms_recipients_phone_uq').on(t.campaignId, t.phone),
    // The sender's queue: only the rows still to send.
    index('sms_recipients_pending_idx').on(t.id).where(sql`${t.status} in ('pending', 'sending')`),
  ],
);
