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

/** PUT /api/siteadmin/meetings/{id}: a draft's fields and agenda, replaced; its site stays. */
export const UpdateMeetingBody = CreateMeetingBody.omit({ siteId: true });
export type UpdateMeetingBody = z.input<typeof UpdateMeetingBody>;
export type UpdateMeetingInput = z.output<typeof UpdateMeetingBody>;

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
  /** Its motions, in the order they were put, each with its result once voted. */
  motions: z.array(z.lazy(() => MotionDto)),
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

export const MOTION_THRESHOLDS = ['majority', 'countAndLandShare', 'twoThirds', 'fourFifths', 'unanimous'] as const;
export type MotionThreshold = (typeof MOTION_THRESHOLDS)[number];
export const VOTES = ['yes', 'no', 'abstain'] as const;

/** POST /api/siteadmin/meetings/{id}/motions. */
export const CreateMotionBody = z.object({
  session: z.enum(MEETING_SESSIONS, { error: MEETING_TEXTS.sessionInvalid }),
  title: text(500),
  text: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string().trim().min(1).max(5000).optional(),
  ),
  agendaItemId: id.optional(),
  threshold: z.enum(MOTION_THRESHOLDS, { error: MEETING_TEXTS.thresholdInvalid }),
});
export type CreateMotionBody = z.input<typeof CreateMotionBody>;
export type CreateMotionInput = z.output<typeof CreateMotionBody>;

/** POST /api/siteadmin/motions/{id}/votes: every vote of the motion, replacing those recorded. */
export const MotionVotesBody = z.object({
  votes: z.array(z.object({ unitId: id, vote: z.enum(VOTES, { error: MEETING_TEXTS.voteInvalid }) })).max(10_000),
});
export type MotionVotesBody = z.input<typeof MotionVotesBody>;
export type MotionVotesInput = z.output<typeof MotionVotesBody>;

export const MotionDto = z.object({
  id: z.number().int(),
  meetingId: z.number().int(),
  session: z.enum(MEETING_SESSIONS),
  agendaItemId: z.number().int().nullable(),
  title: z.string(),
  text: z.string().nullable(),
  threshold: z.enum(MOTION_THRESHOLDS),
  status: z.enum(['open', 'passed', 'rejected']),
  /** Null until votes are recorded. */
  result: z
    .object({
      yes: z.number().int(),
      no: z.number().int(),
      abstain: z.number().int(),
      /** 0–1 with 6 decimals. */
      yesLandShare: z.number(),
      passed: z.boolean(),
    })
    .nullable(),
});
export type MotionDto = z.infer<typeof MotionDto>;

export const NOTICE_CHANNELS = ['sms', 'email'] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];
/** 'queued' until the sender took it; 'delivered' where the provider reports it. */
export const NOTICE_STATUSES = ['queued', 'sent', 'failed', 'delivered'] as const;
export type NoticeStatus = (typeof NOTICE_STATUSES)[number];

/** One delivery of the çağrı (PRODUCT.md §18, §25): per unit, owner and channel. */
export const MeetingNoticeDto = z.object({
  unitId: z.number().int(),
  unitLabel: z.string(),
  ownerName: z.string(),
  channel: z.enum(NOTICE_CHANNELS),
  status: z.enum(NOTICE_STATUSES),
  /** ISO instant, null until sent. */
  sentAt: z.string().nullable(),
});
export type MeetingNoticeDto = z.infer<typeof MeetingNoticeDto>;

/** POST /api/siteadmin/meetings/{id}/call. */
export const CalledMeetingDto = z.object({ meeting: MeetingDto, notices: z.array(MeetingNoticeDto) });
export type CalledMeetingDto = z.infer<typeof CalledMeetingDto>;

/**
 * GET /api/siteadmin/meetings/{id}/notice-preview: who the çağrı would reach by which channel, the
 * owners it reaches by neither (only the signed notice), the SMS text and the e-mail's subject.
 */
export const NoticePreviewDto = z.object({
  noticeDays: z.number().int(),
  /** The last instant the çağrı may go out (MeetingNoticeDays full days before the first meeting). */
  callBy: z.string(),
  owners: z.array(
    z.object({
      ownerName: z.string(),
      unitLabels: z.array(z.string()),
      sms: z.boolean(),
      email: z.boolean(),
    }),
  ),
  unitsWithoutOwner: z.array(z.string()),
  smsCount: z.number().int(),
  emailCount: z.number().int(),
  smsText: z.string(),
  emailSubject: z.string(),
});
export type NoticePreviewDto = z.infer<typeof NoticePreviewDto>;

/** GET /api/siteadmin/meetings/{id}/hazirun.pdf?session=. */
export const HazirunPdfQuery = z.object({
  session: z.enum(MEETING_SESSIONS, { error: MEETING_TEXTS.sessionInvalid }).default('first'),
});
export type HazirunPdfQuery = z.output<typeof HazirunPdfQuery>;
/** GET /api/siteadmin/meetings/{id}/attendance?session=: the session's hazirun as recorded. */
export const AttendanceQuery = HazirunPdfQuery;

/** GET /api/siteadmin/motions/{id}/votes: each unit's recorded vote (the managers' own screen only). */
export const MotionVotesDto = z.object({
  motionId: z.number().int(),
  votes: z.array(z.object({ unitId: z.number().int(), vote: z.enum(VOTES) })),
});
export type MotionVotesDto = z.infer<typeof MotionVotesDto>;

/** A passed motion named by a budget's approval or an ek bütçe (PRODUCT.md §18). */
export const DecisionIdInput = z.preprocess((v) => (v === '' || v === null ? undefined : v), id.optional());

export const OwnerMeetingsParams = z.object({ siteId: id });
