import { singleLine } from './common.js';
/** Request and response schemas of the notifications area, with the rules of SPEC §4 and §5. */
import { z } from 'zod';
import { numberInput } from './number-input.js';
import { istanbulStartOfToday } from '../dates.js';
import { MAX_ID, NOTIFICATION_MESSAGE_MAX, NOTIFICATION_TITLE_MAX, PANEL_NOTIFICATION_DAYS } from '../limits.js';
import { FIELD_LABELS } from '../messages/fields.js';
import { invalidDateMessage } from '../messages/inputs.js';
import { NOTIFICATION_RULE_MESSAGES, NOTIFICATION_STATUS, type NotificationStatus } from '../messages/notifications.js';

// ---------------------------------------------------------------------------------------------
// Display status (SPEC §4)

export interface NotificationWindow {
  isActive: boolean;
  startDate: string | Date;
  endDate: string | Date;
}

/** Inactive → 'Pasif'; before the start 'Beklemede'; after the end 'Süresi Dolmuş'; else 'Aktif'. */
export function notificationStatus(n: NotificationWindow, now: Date = new Date()): NotificationStatus {
  if (!n.isActive) return NOTIFICATION_STATUS.inactive;
  const at = now.getTime();
  if (at < new Date(n.startDate).getTime()) return NOTIFICATION_STATUS.pending;
  if (at > new Date(n.endDate).getTime()) return NOTIFICATION_STATUS.expired;
  return NOTIFICATION_STATUS.active;
}

// ---------------------------------------------------------------------------------------------
// Rules shared by the form (before any call) and the server

export type NotificationMode = 'create' | 'update';

/** The date rules of SPEC §5 on two parsed instants; "today" is the Europe/Istanbul calendar day. */
export function notificationDatesError(
  start: Date | null,
  end: Date | null,
  mode: NotificationMode,
  now: Date = new Date(),
): string | null {
  if (!start || !end || Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) {
    return NOTIFICATION_RULE_MESSAGES.datesRequired;
  }
  if (mode === 'create' && start.getTime() < istanbulStartOfToday(now).getTime()) {
    return NOTIFICATION_RULE_MESSAGES.startBeforeToday;
  }
  if (end.getTime() <= start.getTime()) return NOTIFICATION_RULE_MESSAGES.endNotAfterStart;
  return null;
}

export interface NotificationDraft {
  title: string;
  message: string;
  startDate: Date | null;
  endDate: Date | null;
}

/** The first broken rule of a create/edit form, in SPEC §5's order, or null when it may be sent. */
export function notificationDraftError(
  draft: NotificationDraft,
  mode: NotificationMode,
  now: Date = new Date(),
): string | null {
  const title = draft.title.trim();
  const message = draft.message.trim();
  if (!title || !message) return NOTIFICATION_RULE_MESSAGES.required;
  if (title.length > NOTIFICATION_TITLE_MAX) return NOTIFICATION_RULE_MESSAGES.titleTooLong;
  if (message.length > NOTIFICATION_MESSAGE_MAX) return NOTIFICATION_RULE_MESSAGES.messageTooLong;
  return notificationDatesError(draft.startDate, draft.endDate, mode, now);
}

// ---------------------------------------------------------------------------------------------
// Request schemas

/** A required text: missing or blank after trimming gives the shared "required" text. */
function requiredText(max: number, tooLong: string) {
  return z
    .string({
      error: (issue) => (issue.input == null ? NOTIFICATION_RULE_MESSAGES.required : undefined),
    })
    .trim()
    .min(1, { message: NOTIFICATION_RULE_MESSAGES.required })
    .max(max, { message: tooLong });
}

const NotificationTitle = singleLine(requiredText(NOTIFICATION_TITLE_MAX, NOTIFICATION_RULE_MESSAGES.titleTooLong));
const NotificationMessage = requiredText(NOTIFICATION_MESSAGE_MAX, NOTIFICATION_RULE_MESSAGES.messageTooLong);
/** ISO 8601 text with an offset or Z; blank and null count as missing (checked with the pair). */
const DateText = z.string().trim().nullish();
const SiteId = z.number().int().positive().max(MAX_ID);

const isoInstant = z.iso.datetime({ offset: true });

type DateField = 'startDate' | 'endDate';

/** Parses both date texts, reporting a malformed one against its field; null when missing. */
function parseDatePair(
  raw: { startDate?: string | null; endDate?: string | null },
  ctx: z.RefinementCtx,
): { start: Date | null; end: Date | null; malformed: boolean } {
  let malformed = false;
  const parse = (field: DateField, label: string): Date | null => {
    const text = raw[field];
    if (!text) return null;
    const date = isoInstant.safeParse(text).success ? new Date(text) : null;
    if (!date || Number.isNaN(date.getTime())) {
      malformed = true;
      ctx.addIssue({
        code: 'custom',
        path: [field],
        message: invalidDateMessage(label),
      });
      return null;
    }
    return date;
  };
  const start = parse('startDate', FIELD_LABELS.startDate);
  const end = parse('endDate', FIELD_LABELS.endDate);
  return { start, end, malformed };
}

function addRuleIssue(ctx: z.RefinementCtx, message: string): void {
  const path = message === NOTIFICATION_RULE_MESSAGES.endNotAfterStart ? ['endDate'] : ['startDate'];
  ctx.addIssue({ code: 'custom', path, message });
}

/**
 * POST /api/siteadmin/notifications. The admin panel sends {siteId, title, message}: it starts now
 * and ends 30 days later. The management screen also sends startDate, endDate and isActive.
 */
export const CreateNotificationReq = z
  .object({
    title: NotificationTitle,
    message: NotificationMessage,
    startDate: DateText,
    endDate: DateText,
    siteId: SiteId,
    isActive: z.boolean().optional(),
  })
  .transform((body, ctx) => {
    const now = new Date();
    const fromPanel = body.startDate === undefined && body.endDate === undefined;
    let start = now;
    let end = new Date(now.getTime() + PANEL_NOTIFICATION_DAYS * 86_400_000);
    if (!fromPanel) {
      const pair = parseDatePair(body, ctx);
      if (pair.malformed) return z.NEVER;
      const error = notificationDatesError(pair.start, pair.end, 'create', now);
      if (error) {
        addRuleIssue(ctx, error);
        return z.NEVER;
      }
      start = pair.start as Date;
      end = pair.end as Date;
    }
    return {
      siteId: body.siteId,
      title: body.title,
      message: body.message,
      startDate: start,
      endDate: end,
      isActive: body.isActive ?? true,
    };
  });
export type CreateNotificationReq = z.input<typeof CreateNotificationReq>;
export type CreateNotificationInput = z.output<typeof CreateNotificationReq>;

/** PUT /api/siteadmin/notifications/{id}: every field of the notification plus its id. */
export const UpdateNotificationReq = z
  .object({
    id: z.number().int().positive().max(MAX_ID).optional(),
    title: NotificationTitle,
    message: NotificationMessage,
    startDate: DateText,
    endDate: DateText,
    siteId: SiteId.optional(),
    isActive: z.boolean().optional(),
  })
  .transform((body, ctx) => {
    const pair = parseDatePair(body, ctx);
    if (pair.malformed) return z.NEVER;
    const error = notificationDatesError(pair.start, pair.end, 'update');
    if (error) {
      addRuleIssue(ctx, error);
      return z.NEVER;
    }
    return {
      id: body.id,
      siteId: body.siteId,
      title: body.title,
      message: body.message,
      startDate: pair.start as Date,
      endDate: pair.end as Date,
      isActive: body.isActive,
    };
  });
export type UpdateNotificationReq = z.input<typeof UpdateNotificationReq>;
export type UpdateNotificationInput = z.output<typeof UpdateNotificationReq>;

/** PATCH /api/notifications/{id}/toggle. */
export const ToggleNotificationReq = z.object({ isActive: z.boolean() });
export type ToggleNotificationReq = z.infer<typeof ToggleNotificationReq>;

/** GET /api/siteadmin/notifications: one site, or every site the caller administers. */
export const NotificationListQuery = z.object({
  siteId: numberInput(z.number().int().positive().max(MAX_ID).optional()),
});
export type NotificationListQuery = z.infer<typeof NotificationListQuery>;
