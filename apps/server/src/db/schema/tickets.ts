import { sql } from 'drizzle-orm';
import {
  char,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { bytea } from './bytea.js';
import { sites } from './sites.js';
import { units } from './units.js';
import { users } from './users.js';

/**
 * Arıza and talep tickets (PRODUCT.md §17): opened for a unit by a person who lives in it, owns
 * it or rents it, or by a manager on someone's behalf (then `unitId` may be null: a common area).
 * The status moves forward only (tickets.service.ts); every change is a `ticket_events` row.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    unitId: integer().references(() => units.id, { onDelete: 'set null' }),
    category: varchar({ length: 20 }).notNull(),
    title: varchar({ length: 200 }).notNull(),
    description: varchar({ length: 2000 }).notNull(),
    status: varchar({ length: 12 }).notNull().default('open'),
    /** When it was reported: now, or the day a manager typed for a report by phone. */
    reportedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    dueDate: date({ mode: 'string' }),
    /** `{kind: 'staff'|'vendor', name, phone?}`; null until assigned. */
    assignee: jsonb(),
    resolvedAt: timestamp({ withTimezone: true }),
    /** The opener's rating of a resolved or closed ticket, 1–5, given once. */
    rating: smallint(),
    ratingComment: varchar({ length: 1000 }),
    openedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // For expenses' (ticket_id, site_id) key: an expense names a ticket of its own site.
    unique('tickets_id_site_uq').on(t.id, t.siteId),
    index('tickets_site_status_idx').on(t.siteId, t.status, t.reportedAt),
    index('tickets_opened_by_idx').on(t.openedBy),
    check('tickets_rating_ck', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
    check(
      'tickets_status_ck',
      sql`${t.status} in ('open', 'assigned', 'in_progress', 'resolved', 'closed', 'rejected')`,
    ),
    check(
      'tickets_category_ck',
      sql`${t.category} in ('asansor', 'elektrik', 'su_tesisat', 'isitma', 'temizlik', 'bahce', 'guvenlik', 'otopark', 'gurultu', 'diger')`,
    ),
  ],
);

/** Every change of a ticket, in order: what happened, the status after it, the note, who. */
export const ticketEvents = pgTable(
  'ticket_events',
  {
    id: serial().primaryKey(),
    ticketId: integer()
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    type: varchar({ length: 20 }).notNull(),
    status: varchar({ length: 12 }).notNull(),
    note: varchar({ length: 2000 }),
    byUserId: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('ticket_events_ticket_idx').on(t.ticketId, t.at),
    check('ticket_events_type_ck', sql`${t.type} in ('opened', 'status', 'assigned', 'due_date', 'note')`),
  ],
);

/** A ticket's photos and PDFs (at most 5), kept like an expense's invoices (PRODUCT.md §10, §17). */
export const ticketAttachments = pgTable(
  'ticket_attachments',
  {
    id: serial().primaryKey(),
    ticketId: integer()
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    fileName: varchar({ length: 255 }).notNull(),
    contentType: varchar({ length: 50 }).notNull(),
    size: integer().notNull(),
    /** The bytes' SHA-256 in hex: the same file sent twice, and the file's name on disk. */
    sha256: char({ length: 64 }).notNull(),
    /** The bytes, when the database keeps them (PostgreSQL); null when they are on disk. */
    data: bytea(),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ticket_attachments_ticket_idx').on(t.ticketId)],
);

/** An in-app notice to a ticket's opener that its status changed; listed until read. */
export const ticketNotices = pgTable(
  'ticket_notices',
  {
    id: serial().primaryKey(),
    ticketId: integer()
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: varchar({ length: 12 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('ticket_notices_unread_idx').on(t.userId, t.id).where(sql`${t.readAt} is null`)],
);
