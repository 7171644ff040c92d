import {
  AppError,
  ENFORCEMENT_TEXTS,
  type EndEnforcementInput,
  type EnforcementDto,
  istanbulDay,
  type StartEnforcementInput,
} from '@aidat/shared';
import type { DbOrTx } from '../../db/client.js';
import { requireAccess } from '../../lib/access/access.js';
import type { SessionUser } from '../../lib/sessions.js';
import { type EnforcementRow, endPeriod, insertPeriod, lockPeriodsOf, periodsOf } from './enforcement.repository.js';

/**
 * A unit's icra takibi (PRODUCT.md §21): started on a day not in the future with the office, file
 * number and a note; ended on a day with a reason; every period kept. No late fee accrues on the
 * days from its start through its end (posting/late-fees: feeCtes, accrued-fees.repository.ts).
 * Periods of a unit never overlap: a new one starts after the last one ended. For the site's
 * managers and SystemAdmins only (KVKK).
 */

function toDto(periods: EnforcementRow[]): EnforcementDto {
  const open = periods.find((p) => p.endedOn === null);
  return {
    active: open !== undefined,
    startedAt: open?.startedOn ?? null,
    endedAt: null,
    office: open?.office ?? null,
    fileNo: open?.fileNo ?? null,
    history: periods.map((p) => ({
      startedAt: p.startedOn,
      endedAt: p.endedOn,
      office: p.office,
      fileNo: p.fileNo,
      note: p.note,
      reason: p.endReason,
    })),
  };
}

/** GET /api/siteadmin/units/{unitId}/enforcement. */
export async function unitEnforcement(db: DbOrTx, user: SessionUser, unitId: number): Promise<EnforcementDto> {
  const unit = await requireAccess(db, user, { kind: 'unit', id: unitId });
  return toDto(await periodsOf(db, unit.id));
}

/** POST …/enforcement: 409 when one is open; 400 for a day in the future or before the last end. */
export async function startEnforcement(
  tx: DbOrTx,
  user: SessionUser,
  unitId: number,
  input: StartEnforcementInput,
  now = new Date(),
): Promise<EnforcementDto> {
  const unit = await requireAccess(tx, user, { kind: 'unit', id: unitId });
  if (input.startedAt > istanbulDay(now))
    throw new AppError('ValidationError', ENFORCEMENT_TEXTS.startedInFuture, { details: { field: 'startedAt' } });
  const periods = await lockPeriodsOf(tx, unit.id);
  if (periods.some((p) => p.endedOn === null)) throw new AppError('Conflict', ENFORCEMENT_TEXTS.alreadyActive);
  const lastEnd = periods[0]?.endedOn;
  if (lastEnd && input.startedAt <= lastEnd)
    throw new AppError('ValidationError', ENFORCEMENT_TEXTS.startBeforeLastEnd(lastEnd), {
      details: { field: 'startedAt' },
    });
  await insertPeriod(tx, {
    unitId: unit.id,
    startedOn: input.startedAt,
    office: input.office ?? null,
    fileNo: input.fileNo ?? null,
    note: input.note ?? null,
    createdBy: user.id,
  });
  return toDto(await periodsOf(tx, unit.id));
}

/** POST …/enforcement/end: 409 when none is open; 400 for a day in the future or before its start. */
export async function endEnforcement(
  tx: DbOrTx,
  user: SessionUser,
  unitId: number,
  input: EndEnforcementInput,
  now = new Date(),
): Promise<EnforcementDto> {
  const unit = await requireAccess(tx, user, { kind: 'unit', id: unitId });
  if (input.endedAt > istanbulDay(now))
    throw new AppError('ValidationError', ENFORCEMENT_TEXTS.endedInFuture, { details: { field: 'endedAt' } });
  const open = (await lockPeriodsOf(tx, unit.id)).find((p) => p.endedOn === null);
  if (!open) throw new AppError('Conflict', ENFORCEMENT_TEXTS.notActive);
  if (input.endedAt < open.startedOn)
    throw new AppError('ValidationError', ENFORCEMENT_TEXTS.endBeforeStart, { details: { field: 'endedAt' } });
  await endPeriod(tx, unit.id, open.id, { endedOn: input.endedAt, endReason: input.reason, endedBy: user.id });
  return toDto(await periodsOf(tx, unit.id));
}

/**
 * The unit edit form's `enforcement` flag (PRODUCT.md §12, §21: start or end today): true starts a
 * period today unless one is open, false ends the open one today with the form's reason; the same
 * value again changes nothing. Access was checked by the caller.
 */
export async function setEnforcementToday(
  tx: DbOrTx,
  user: SessionUser,
  unitId: number,
  on: boolean,
  now = new Date(),
): Promise<void> {
  const periods = await lockPeriodsOf(tx, unitId);
  const open = periods.find((p) => p.endedOn === null);
  const today = istanbulDay(now);
  if (on && !open) {
    const lastEnd = periods[0]?.endedOn;
    if (lastEnd && today <= lastEnd)
      throw new AppError('ValidationError', ENFORCEMENT_TEXTS.startBeforeLastEnd(lastEnd), {
        details: { field: 'enforcement' },
      });
    await insertPeriod(tx, { unitId, startedOn: today, office: null, fileNo: null, note: null, createdBy: user.id });
  } else if (!on && open) {
    // A period never starts after today (startEnforcement refuses it), so today is never before its start.
    await endPeriod(tx, unitId, open.id, {
      endedOn: today,
      endReason: ENFORCEMENT_TEXTS.endedFromUnitForm,
      endedBy: user.id,
    });
  }
}
