import { sql } from 'drizzle-orm';
import {
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
