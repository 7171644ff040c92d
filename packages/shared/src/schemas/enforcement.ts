/** A unit's icra takibi (PRODUCT.md §21, answer shape §25). */
import { z } from 'zod';
import { FIELD_LABELS } from '../messages/fields.js';
import { invalidDateMessage } from '../messages/inputs.js';
import { blankToUndefined, isCalendarDay, singleLine } from './common.js';

const day = (field: string) =>
  z
    .string()
    .trim()
    .refine(isCalendarDay, { message: invalidDateMessage(field) });
const optionalText = (max: number) =>
  z.preprocess(blankToUndefined, singleLine(z.string().trim().min(1).max(max)).optional());

/** POST /api/siteadmin/units/{unitId}/enforcement: the day it started (not in the future) and its details. */
export const StartEnforcementBody = z.object({
  startedAt: day(FIELD_LABELS.startedAt),
  office: optionalText(200),
  fileNo: optionalText(100),
  note: z.preprocess(blankToUndefined, z.string().trim().min(1).max(1000).optional()),
});
export type StartEnforcementBody = z.input<typeof StartEnforcementBody>;
export type StartEnforcementInput = z.output<typeof StartEnforcementBody>;

/** POST /api/siteadmin/units/{unitId}/enforcement/end: the day it ended and why. */
export const EndEnforcementBody = z.object({
  endedAt: day(FIELD_LABELS.endedAt),
  reason: singleLine(z.string().trim().min(1).max(500)),
});
export type EndEnforcementBody = z.input<typeof EndEnforcementBody>;
export type EndEnforcementInput = z.output<typeof EndEnforcementBody>;

export const EnforcementPeriodDto = z.object({
  startedAt: z.string(),
  /** Null while it is open. */
  endedAt: z.string().nullable(),
  office: z.string().nullable(),
  fileNo: z.string().nullable(),
  note: z.string().nullable(),
  reason: z.string().nullable(),
});
export type EnforcementPeriodDto = z.infer<typeof EnforcementPeriodDto>;

/** The unit's icra: the open period's details (nulls when none) and every period, the latest first. */
export const EnforcementDto = z.object({
  active: z.boolean(),
  startedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  office: z.string().nullable(),
  fileNo: z.string().nullable(),
  history: z.array(EnforcementPeriodDto),
});
export type EnforcementDto = z.infer<typeof EnforcementDto>;

/** GET /api/siteadmin/units/{unitId}/enforcement-file.pdf: the day the file is as of (default today). */
export const EnforcementFileQuery = z.object({
  asOf: z.preprocess(blankToUndefined, day(FIELD_LABELS.asOf).optional()),
});
export type EnforcementFileQuery = z.output<typeof EnforcementFileQuery>;
