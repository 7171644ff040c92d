import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { sites } from './sites.js';
import { smsCampaignRecipients } from './sms-campaigns.js';
import { units } from './units.js';
import { users } from './users.js';

/**
 * A kat malikleri kurulu meeting of a site (PRODUCT.md §18): olağan or olağanüstü, both sessions'
 * instants and places (the second 7–15 days after the first, KMK 29–30), its agenda; `draft` →
 * `called` (the çağrı went out) → `held`.
 */
export const meetings = pgTable(
  'meetings',
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    kind: varchar({ length: 12 }).notNull(),
    title: varchar({ length: 200 }).notNull(),
    firstAt: timestamp({ withTimezone: true }).notNull(),
    firstPlace: varchar({ length: 300 }).notNull(),
    secondAt: timestamp({ withTimezone: true }).notNull(),
    secondPlace: varchar({ length: 300 }).notNull(),
    status: varchar({ length: 8 }).notNull().default('draft'),
    calledAt: timestamp({ withTimezone: true }),
    heldAt: timestamp({ withTimezone: true }),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // For the (meeting_id, site_id) keys of what belongs to a meeting of the same site.
    unique('meetings_id_site_uq').on(t.id, t.siteId),
    index('meetings_site_idx').on(t.siteId, t.firstAt),
    check('meetings_kind_ck', sql`${t.kind} in ('olagan', 'olaganustu')`),
    check('meetings_status_ck', sql`${t.status} in ('draft', 'called', 'held')`),
  ],
);

/** A meeting's agenda items (gündem), in order. */
export const meetingAgendaItems = pgTable(
  'meeting_agenda_items',
  {
    id: serial().primaryKey(),
    meetingId: integer()
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    position: smallint().notNull(),
    title: varchar({ length: 500 }).notNull(),
  },
  (t) => [unique('meeting_agenda_position_uq').on(t.meetingId, t.position)],
);

/**
 * Who attended a session (hazirun, PRODUCT.md §18): per unit, present in person or by a proxy
 * (`proxyName`), as the chair records it; recorded again, it replaces the session's list.
 */
export const meetingAttendance = pgTable(
  'meeting_attendance',
  {
    meetingId: integer()
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    session: varchar({ length: 6 }).notNull(),
    unitId: integer()
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    present: boolean().notNull(),
    proxyName: varchar({ length: 200 }),
  },
  (t) => [
    primaryKey({ columns: [t.meetingId, t.session, t.unitId] }),
    check('meeting_attendance_session_ck', sql`${t.session} in ('first', 'second')`),
  ],
);

/**
 * A motion put to a session's vote (PRODUCT.md §18): its threshold, and once votes are recorded the
 * counts and whether it passed (a passed motion is a decision). Recorded again, the votes replace
 * the earlier ones until the meeting is held.
 */
export const meetingMotions = pgTable(
  'meeting_motions',
  {
    id: serial().primaryKey(),
    meetingId: integer()
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    session: varchar({ length: 6 }).notNull(),
    agendaItemId: integer().references(() => meetingAgendaItems.id, { onDelete: 'set null' }),
    title: varchar({ length: 500 }).notNull(),
    text: varchar({ length: 5000 }),
    threshold: varchar({ length: 20 }).notNull(),
    status: varchar({ length: 8 }).notNull().default('open'),
    yes: integer().notNull().default(0),
    no: integer().notNull().default(0),
    abstain: integer().notNull().default(0),
    /** The yes voters' share of the whole arsa payı, 0–1 with 6 decimals (decided exactly, stored to show). */
    yesLandShare: varchar({ length: 12 }).notNull().default('0'),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('meeting_motions_meeting_idx').on(t.meetingId),
    check('meeting_motions_session_ck', sql`${t.session} in ('first', 'second')`),
    check('meeting_motions_status_ck', sql`${t.status} in ('open', 'passed', 'rejected')`),
    check(
      'meeting_motions_threshold_ck',
      sql`${t.threshold} in ('majority', 'countAndLandShare', 'twoThirds', 'fourFifths', 'unanimous')`,
    ),
  ],
);

/** A unit's vote on a motion. */
export const meetingVotes = pgTable(
  'meeting_votes',
  {
    motionId: integer()
      .notNull()
      .references(() => meetingMotions.id, { onDelete: 'cascade' }),
    unitId: integer()
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    vote: varchar({ length: 8 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.motionId, t.unitId] }),
    check('meeting_votes_vote_ck', sql`${t.vote} in ('yes', 'no', 'abstain')`),
  ],
);

/**
 * The çağrı's deliveries (PRODUCT.md §18): one row per owner and channel, naming the units the
 * owner was called for. An SMS row points at its message in the site's SMS queue (one per phone,
 * sent by the throttled sender) and reads its status from there; an e-mail row is sent by the
 * meeting mail sender, which claims `queued` rows and records `sent` or `failed` with the code.
 */
export const meetingNotices = pgTable(
  'meeting_notices',
  {
    id: serial().primaryKey(),
    meetingId: integer()
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The owner's name as the manager recorded it. */
    ownerName: varchar({ length: 200 }).notNull(),
    /** 'sms' or 'email'. */
    channel: varchar({ length: 5 }).notNull(),
    /** The phone (E.164) or e-mail address it went to. */
    address: varchar({ length: 254 }).notNull(),
    unitIds: integer().array().notNull(),
    smsRecipientId: bigint({ mode: 'number' }).references(() => smsCampaignRecipients.id, { onDelete: 'set null' }),
    /** E-mail: 'queued' → 'sending' (claimed) → 'sent' or 'failed'. SMS rows keep 'queued' and read the queue's. */
    status: varchar({ length: 9 }).notNull().default('queued'),
    code: varchar({ length: 40 }),
    sentAt: timestamp({ withTimezone: true }),
    claimedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('meeting_notices_meeting_idx').on(t.meetingId),
    check('meeting_notices_channel_ck', sql`${t.channel} in ('sms', 'email')`),
    check('meeting_notices_status_ck', sql`${t.status} in ('queued', 'sending', 'sent', 'failed', 'delivered')`),
    // The mail sender's queue: only the e-mails still to send.
    index('meeting_notices_mail_queue_idx')
      .on(t.id)
      .where(sql`${t.channel} = 'email' and ${t.status} in ('queued', 'sending')`),
  ],
);
