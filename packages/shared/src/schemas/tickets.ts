/** Arıza and talep tickets (PRODUCT.md §17, answer shapes §25). */
import { z } from 'zod';
import {
  MAX_ID,
  PERSON_NAME_MAX,
  TICKET_DESCRIPTION_MAX,
  TICKET_NOTE_MAX,
  TICKET_RATING_COMMENT_MAX,
  TICKET_TITLE_MAX,
} from '../limits.js';
import { FIELD_LABELS } from '../messages/fields.js';
import { invalidDateMessage } from '../messages/inputs.js';
import { blankToUndefined, isCalendarDay, PageQuery, PhoneInput, paged, singleLine } from './common.js';
import { numberInput } from './number-input.js';

export const TICKET_CATEGORIES = [
  'asansor',
  'elektrik',
  'su_tesisat',
  'isitma',
  'temizlik',
  'bahce',
  'guvenlik',
  'otopark',
  'gurultu',
  'diger',
] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];

export const TICKET_STATUSES = ['open', 'assigned', 'in_progress', 'resolved', 'closed', 'rejected'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** Where each status may go (PRODUCT.md §17): forward only; closed and rejected are final. */
export const TICKET_TRANSITIONS: Record<TicketStatus, readonly TicketStatus[]> = {
  open: ['assigned', 'in_progress', 'resolved', 'rejected'],
  assigned: ['in_progress', 'resolved', 'rejected'],
  in_progress: ['resolved', 'rejected'],
  resolved: ['closed'],
  closed: [],
  rejected: [],
};

const id = numberInput(z.number().int().positive().max(MAX_ID));
const day = (field: string) =>
  z
    .string()
    .trim()
    .refine(isCalendarDay, { message: invalidDateMessage(field) });
const text = (max: number) => z.string().trim().min(1).max(max);

const ticketBody = {
  category: z.enum(TICKET_CATEGORIES),
  title: singleLine(text(TICKET_TITLE_MAX)),
  description: text(TICKET_DESCRIPTION_MAX),
};

/** POST /api/me/tickets: a resident, owner or tenant opens a ticket for their unit. */
export const CreateMyTicketBody = z.object({ unitId: id, ...ticketBody });
export type CreateMyTicketBody = z.input<typeof CreateMyTicketBody>;

/** POST /api/siteadmin/tickets: a manager opens one on someone's behalf, maybe for a common area. */
export const CreateTicketBody = z.object({
  siteId: id,
  unitId: z.preprocess(blankToUndefined, id.optional()),
  ...ticketBody,
  reportedAt: z.preprocess(blankToUndefined, day(FIELD_LABELS.reportedAt).optional()),
});
export type CreateTicketBody = z.input<typeof CreateTicketBody>;
export type CreateTicketInput = z.output<typeof CreateTicketBody>;

export const TicketAssignee = z.object({
  kind: z.enum(['staff', 'vendor']),
  name: singleLine(text(PERSON_NAME_MAX)),
  phone: z.preprocess(blankToUndefined, PhoneInput.optional()),
});
export type TicketAssignee = z.infer<typeof TicketAssignee>;

/** PATCH /api/siteadmin/tickets/{id}: any of status, assignee, due day and a note. */
export const UpdateTicketBody = z.object({
  status: z.enum(TICKET_STATUSES).optional(),
  assignee: TicketAssignee.optional(),
  dueDate: z.preprocess(blankToUndefined, day(FIELD_LABELS.dueDate).optional()),
  note: z.preprocess(blankToUndefined, text(TICKET_NOTE_MAX).optional()),
});
export type UpdateTicketBody = z.input<typeof UpdateTicketBody>;
export type UpdateTicketInput = z.output<typeof UpdateTicketBody>;

export const TicketListQuery = PageQuery.extend({
  siteId: id,
  status: z.enum(TICKET_STATUSES).optional(),
  category: z.enum(TICKET_CATEGORIES).optional(),
  overdue: z.enum(['true', 'false']).optional(),
  unitId: id.optional(),
});
export type TicketListQuery = z.output<typeof TicketListQuery>;

export const TicketEventDto = z.object({
  at: z.string(),
  type: z.enum(['opened', 'status', 'assigned', 'due_date', 'note']),
  status: z.enum(TICKET_STATUSES),
  note: z.string().nullable(),
  /** Who: a manager's or the opener's name. */
  by: z.string().nullable(),
});

export const TicketAttachmentDto = z.object({
  id: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type TicketAttachmentDto = z.infer<typeof TicketAttachmentDto>;

/** An attachment in a URL: GET …/tickets/{id}/attachments/{attachmentId}. */
export const TicketAttachmentParams = z.object({ id, attachmentId: id });
export type TicketAttachmentParams = z.output<typeof TicketAttachmentParams>;

/** An expense line as the ticket lists it: what a resident sees of any expense (§10). */
export const TicketExpenseDto = z.object({
  id: z.number().int(),
  /** ISO instant. */
  date: z.string(),
  description: z.string(),
  vendor: z.string().nullable(),
  categoryName: z.string(),
  /** Lira; negative on a reversal. */
  amount: z.number(),
  reversesId: z.number().int().nullable(),
});
export type TicketExpenseDto = z.infer<typeof TicketExpenseDto>;

export const TicketDto = z.object({
  id: z.number().int(),
  siteId: z.number().int(),
  unitId: z.number().int().nullable(),
  /** "A / 5"-style unit label parts and the opener, for the managers' list. */
  block: z.string().nullable(),
  doorNumber: z.string().nullable(),
  openedBy: z.string().nullable(),
  category: z.enum(TICKET_CATEGORIES),
  title: z.string(),
  description: z.string(),
  status: z.enum(TICKET_STATUSES),
  reportedAt: z.string(),
  dueDate: z.string().nullable(),
  assignee: TicketAssignee.nullable(),
  isOverdue: z.boolean(),
  rating: z.number().int().nullable(),
  /** The opener's comment with the rating: shown to the managers and the opener. */
  ratingComment: z.string().nullable(),
  /** Photos and PDFs; empty in lists (a ticket's own page has them). */
  attachments: z.array(TicketAttachmentDto),
  events: z.array(TicketEventDto),
  /** Expenses (§10) that name this ticket, reversals included; empty in lists. */
  expenses: z.array(TicketExpenseDto),
});
export type TicketDto = z.infer<typeof TicketDto>;

export const TicketPage = paged(TicketDto);

/** POST /api/me/tickets/{id}/rating: once, after resolution. */
export const TicketRatingBody = z.object({
  rating: numberInput(z.number().int().min(1).max(5)),
  comment: z.preprocess(blankToUndefined, text(TICKET_RATING_COMMENT_MAX).optional()),
});
export type TicketRatingBody = z.input<typeof TicketRatingBody>;
export type TicketRatingInput = z.output<typeof TicketRatingBody>;

/** A site's ticket statistics (PRODUCT.md §17): counts only, nothing that names anyone. */
export const TicketStatsDto = z.object({
  open: z.number().int(),
  closed: z.number().int(),
  rejected: z.number().int(),
  overdue: z.number().int(),
  byCategory: z.array(
    z.object({ category: z.enum(TICKET_CATEGORIES), open: z.number().int(), closed: z.number().int() }),
  ),
  /** Days from report to resolution, over the tickets resolved in the last 12 months; null when none. */
  averageResolutionDays: z.number().nullable(),
});
export type TicketStatsDto = z.infer<typeof TicketStatsDto>;

/**
 * An in-app notice to a ticket's opener: its status changed (PRODUCT.md §17). Listed until read
 * (the opener closes it or opens the ticket).
 */
export const TicketNoticeDto = z.object({
  id: z.number().int(),
  ticketId: z.number().int(),
  title: z.string(),
  status: z.enum(TICKET_STATUSES),
  /** ISO instant of the change. */
  at: z.string(),
});
export type TicketNoticeDto = z.infer<typeof TicketNoticeDto>;
