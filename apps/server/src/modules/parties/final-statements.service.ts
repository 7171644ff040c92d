import {
  AppError,
  type FinalStatementDto,
  kurusToLira,
  type MoveOutAnswer,
  PARTIES_TEXTS,
  type SaleAnswer,
  type SaleInput,
} from '@aidat/shared';
import type { DbOrTx } from '../../db/client.js';
import { requireAccess } from '../../lib/access/access.js';
import type { SessionUser } from '../../lib/sessions.js';
import { accruedLateFees, chargeQueue, istanbulDay } from '../ledger/public.js';
import {
  currentOwners,
  endCurrentOwners,
  endTenancy,
  type FinalStatementRow,
  finalStatementOfUnit,
  finalStatementsOfReader,
  insertFinalStatement,
  insertOwners,
  insertPartyEvent,
  lockUnitParties,
  tenanciesOf,
  unitLabel,
} from './parties.repository.js';
import { ownerRowsFor } from './owner-rows.js';
import { toOwnerDto, toTenantDto } from './party-dtos.js';
import { dayBefore, trDay } from './party-days.js';
import { partyView, type TenancySpan } from './party-view.js';

/**
 * Final statements (PRODUCT.md §16): given when a tenant moves out (the tenancy's occupant
 * charges) or a flat is sold (the previous owners' charges before the sale day), each with what
 * is unpaid that day, the payments that settled them and the balance; kept as given, and read
 * afterwards by the party it was given to. The debt itself stays on the unit's ledger.
 */

type Statement = Omit<FinalStatementDto, 'id' | 'unitId' | 'siteName' | 'block' | 'doorNumber' | 'createdAt'>;

const spans = (rows: Array<{ id: number; since: string; until: string | null }>): TenancySpan[] =>
  rows.map((t) => ({ id: t.id, since: t.since, until: t.until }));

function refuseFuture(day: string, today: string): void {
  if (day > today) throw new AppError('ValidationError', PARTIES_TEXTS.dayInFuture, { details: { field: 'date' } });
}

/** Reads the unit's charges once and what accrued on them to today. */
async function ledgerOf(db: DbOrTx, unitId: number, now: Date) {
  const [queue, accrued] = await Promise.all([chargeQueue(db, unitId), accruedLateFees(db, [unitId], now)]);
  return { queue, accrued };
}

async function saveStatement(
  tx: DbOrTx,
  user: SessionUser,
  unitId: number,
  statement: Statement,
  balanceKurus: number,
  tenancyId: number | null,
  readers: number[],
): Promise<FinalStatementDto> {
  const label = await unitLabel(tx, unitId);
  const saved = await insertFinalStatement(
    tx,
    {
      unitId,
      party: statement.party,
      tenancyId,
      fromDay: statement.from,
      toDay: statement.to,
      balanceKurus,
      statement,
      createdBy: user.id,
    },
    readers,
  );
  return {
    id: saved.id,
    unitId,
    siteName: label.siteName,
    block: label.block,
    doorNumber: label.doorNumber,
    ...statement,
    createdAt: saved.createdAt.toISOString(),
  };
}

/** POST …/tenant/move-out: ends the current tenancy on `date` (its last day) and gives its final statement. */
export async function moveOut(
  tx: DbOrTx,
  user: SessionUser,
  unitId: number,
  input: { date: string },
  now = new Date(),
): Promise<MoveOutAnswer> {
  const unit = await requireAccess(tx, user, { kind: 'unit', id: unitId });
  await lockUnitParties(tx, unit.id);
  const today = istanbulDay(now);
  refuseFuture(input.date, today);
  const tenancies = await tenanciesOf(tx, unit.id);
  const current = tenancies.find((t) => t.endedAt === null);
  if (!current) throw new AppError('Conflict', PARTIES_TEXTS.noTenant);
  if (input.date < current.since)
    throw new AppError('ValidationError', PARTIES_TEXTS.moveOutBeforeStart(trDay(current.since)), {
      details: { field: 'date' },
    });
  await endTenancy(tx, current.id, input.date);
  const ended = spans(tenancies).map((t) => (t.id === current.id ? { ...t, until: input.date } : t));
  const { queue, accrued } = await ledgerOf(tx, unit.id, now);
  const view = partyView(queue, ended, accrued, today, {
    sees: (_charge, tenancyId) => tenancyId === current.id,
    flagTenantDebt: () => false,
  });
  const finalStatement = await saveStatement(
    tx,
    user,
    unit.id,
    {
      party: 'tenant',
      from: current.since,
      to: input.date,
      items: view.items,
      payments: view.payments,
      balance: kurusToLira(-view.unpaidKurus),
    },
    -view.unpaidKurus,
    current.id,
    [current.userId],
  );
  await insertPartyEvent(tx, {
    unitId: unit.id,
    kind: 'move_out',
    day: input.date,
    finalStatementId: finalStatement.id,
    details: { names: [current.fullName], balanceKurus: -view.unpaidKurus },
    createdBy: user.id,
  });
  return {
    tenancy: toTenantDto({ ...current, until: input.date, endedAt: new Date() }),
    finalStatement,
  };
}

/**
 * POST …/sale: from `date` the unit has new owners, in one transaction. The previous owners'
 * final statement holds every charge before the sale day from their first day (and any older one
 * still unpaid), the tenant's included: the owners owe all of the unit's charges (KMK 20).
 */
export async function sale(
  tx: DbOrTx,
  user: SessionUser,
  unitId: number,
  input: SaleInput,
  now = new Date(),
): Promise<SaleAnswer> {
  const unit = await requireAccess(tx, user, { kind: 'unit', id: unitId });
  await lockUnitParties(tx, unit.id);
  const today = istanbulDay(now);
  refuseFuture(input.date, today);
  const previous = await currentOwners(tx, unit.id);
  const from = previous.map((o) => o.since).sort()[0];
  if (from !== undefined && input.date <= from)
    throw new AppError('ValidationError', PARTIES_TEXTS.saleNotAfterOwners(trDay(from)), {
      details: { field: 'date' },
    });
  const to = dayBefore(input.date);
  await endCurrentOwners(tx, unit.id, to);
  const rows = await ownerRowsFor(tx, unit.id, input.owners, input.date, user.id);
  await insertOwners(tx, rows);

  let finalStatement: FinalStatementDto | null = null;
  let balanceKurus = 0;
  if (from !== undefined) {
    const tenancies = spans(await tenanciesOf(tx, unit.id));
    const { queue, accrued } = await ledgerOf(tx, unit.id, now);
    const view = partyView(queue, tenancies, accrued, today, {
      sees: (charge) => charge.partyDay <= to && (charge.partyDay >= from || charge.unpaidKurus > 0),
      flagTenantDebt: (tenancyId) => tenancyId !== null,
    });
    finalStatement = await saveStatement(
      tx,
      user,
      unit.id,
      {
        party: 'owners',
        from,
        to,
        items: view.items,
        payments: view.payments,
        balance: kurusToLira(-view.unpaidKurus),
      },
      -view.unpaidKurus,
      null,
      previous.map((o) => o.userId),
    );
    balanceKurus = -view.unpaidKurus;
  }
  await insertPartyEvent(tx, {
    unitId: unit.id,
    kind: 'sale',
    day: input.date,
    finalStatementId: finalStatement?.id ?? null,
    details: {
      names: [...previous.map((o) => o.fullName), ...rows.map((r) => r.fullName)],
      ...(finalStatement ? { balanceKurus } : {}),
    },
    createdBy: user.id,
  });
  return {
    previousOwners: previous.map((o) => toOwnerDto({ ...o, until: to })),
    owners: (await currentOwners(tx, unit.id)).map(toOwnerDto),
    finalStatement,
  };
}

const toFinalStatementDto = (row: FinalStatementRow): FinalStatementDto => ({
  ...(row.statement as Statement),
  id: row.id,
  unitId: row.unitId,
  siteName: row.siteName,
  block: row.block,
  doorNumber: row.doorNumber,
  createdAt: row.createdAt.toISOString(),
});

/** GET /api/me/final-statements: the caller's final statements, as given, the latest first. */
export async function myFinalStatements(db: DbOrTx, user: SessionUser): Promise<FinalStatementDto[]> {
  return (await finalStatementsOfReader(db, user.id)).map(toFinalStatementDto);
}

/** GET …/units/{unitId}/final-statements/{id}: one final statement of the unit, for its managers. */
export async function unitFinalStatement(
  db: DbOrTx,
  user: SessionUser,
  unitId: number,
  id: number,
): Promise<FinalStatementDto> {
  const unit = await requireAccess(db, user, { kind: 'unit', id: unitId });
  const row = await finalStatementOfUnit(db, unit.id, id);
  if (!row) throw new AppError('NotFound', PARTIES_TEXTS.finalStatementNotFound);
  return toFinalStatementDto(row);
}

/**
 * What the current tenant owes today (their occupant charges' unpaid parts and accrued fees),
 * kuruş, given the unit's tenancies as the caller already read them.
 */
export async function tenantOwedKurus(
  db: DbOrTx,
  unitId: number,
  tenancy: TenancySpan,
  tenancies: readonly TenancySpan[],
  now = new Date(),
) {
  const { queue, accrued } = await ledgerOf(db, unitId, now);
  return partyView(queue, tenancies, accrued, istanbulDay(now), {
    sees: (_charge, tenancyId) => tenancyId === tenancy.id,
    flagTenantDebt: () => false,
  }).unpaidKurus;
}
