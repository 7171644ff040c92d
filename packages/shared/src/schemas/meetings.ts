/** The kat malikleri kurulu's meetings (PRODUCT.md §18, answer shapes §25). */
import { z } from 'zod';
import { MAX_ID } from '../limits.js';
import { FIELD_LABELS } from '../messages/fields.js';
import { invalidDateMessage } from '../messages/inputs.js';
import { MEETING_TEXTS } from '../messages/meetings.js';
import { singleLine } from './common.js';
import { numberInput } from './number-input.js';

export const MEETING_KINDS = ['olagan', 'olaganustu'] as const;
export type MeetingKind = (typeof MEETING_KINDS)[number];
export const MEETING_STATUSES = ['draft', 'called', 'held'] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];

/** KMK 29–30: the second meeting is at least 7 and at most 15 days after the first. */
export const SECOND_MEETING_DAYS = { min: 7, max: 15 } as const;
export const MEETING_AGENDA_MAX = 50;

const id = numberInput(z.number().int().positive().max(MAX_ID));
const text = (max: number) => singleLine(z.string().trim().min(1).max(max));
/** An instant in ISO 8601 with its offset or Z ("2026-12-12T14:00:00+03:00"). */
const instant = (field: string) =>
  z
    .string()
    .trim()
    .refine((value) => z.iso.datetime({ offset: true }).safeParse(value).success, {
      message: invalidDateMessage(field),
    });

/** POST /api/siteadmin/meetings. */
export const CreateMeetingBody = z.object({
  siteId: id,
  kind: z.enum(MEETING_KINDS, { error: MEETING_TEXTS.kindInvalid }),
  title: text(200),
  firstAt: instant(FIELD_LABELS.firstAt),
  firstPlace: text(300),
  secondAt: instant(FIELD_LABELS.secondAt),
  secondPlace: text(300),
  agenda: z
    .array(z.object({ title: text(500) }))
    .min(1)
    .max(MEETING_AGENDA_MAX),
});
export type CreateMeetingBody = z.input<typeof CreateMeetingBody>;
export type CreateMeetingInput = z.output<typeof CreateMeetingBody>;

export const MeetingListQuery = z.object({ siteId: id });
export type MeetingListQuery = z.output<typeof MeetingListQuery>;

export const MeetingDto = z.object({
  id: z.number().int(),
  siteId: z.number().int(),
  kind: z.enum(MEETING_KINDS),
  title: z.string(),
  /** ISO instants. */
  firstAt: z.string(),
  firstPlace: z.string(),
  secondAt: z.string(),
  secondPlace: z.string(),
  status: z.enum(MEETING_STATUSES),
  agenda: z.array(z.object({ id: z.number().int(), order: z.number().int(), title: z.string() })),
});
export type MeetingDto = z.infer<typeof MeetingDto>;

export const MEETING_SESSIONS = ['first', 'second'] as const;
export type MeetingSession = (typeof MEETING_SESSIONS)[number];

/** PUT /api/siteadmin/meetings/{id}/attendance: who attended a session, per unit. */
export const AttendanceBody = z.object({
  session: z.enum(MEETING_SESSIONS, { error: MEETING_TEXTS.sessionInvalid }),
  entries: z
    .array(
      z.object({
        unitId: id,
        present: z.boolean(),
        proxyName: z.preprocess(
          (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
          text(200).optional(),
        ),
      }),
    )
    .max(10_000),
});
export type AttendanceBody = z.input<typeof AttendanceBody>;
export type AttendanceInput = z.output<typeof AttendanceBody>;

/** A session's hazirun (PRODUCT.md §18, §25): the counts, the quorum and every unit's entry. */
export const HazirunDto = z.object({
  session: z.enum(MEETING_SESSIONS),
  totalOwners: z.number().int(),
  presentOwners: z.number().int(),
  /** The present units' share of the whole arsa payı, 0–1 with 6 decimals (computed exactly). */
  presentLandShare: z.number(),
  quorumByCount: z.boolean(),
  quorumByLandShare: z.boolean(),
  /** Only the first session needs a quorum (KMK 30). */
  quorumRequired: z.boolean(),
  quorumMet: z.boolean(),
  entries: z.array(z.object({ unitId: z.number().int(), present: z.boolean(), proxyName: z.string().nullable() })),
});
export type HazirunDto = z.infer<typeof HazirunDto>;
