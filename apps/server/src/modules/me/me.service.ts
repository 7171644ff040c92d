import { AppError, kurusToLira, type MyNotification, type MyUnit, type UnitDebt, type UnitDetail } from '@aidat/shared';
import { ME_MESSAGES } from '@aidat/shared';
import type { DbOrTx } from '../../db/client.js';
import type { SessionUser } from '../../lib/sessions.js';
import { balancesOfResident, balancesOfSession, type UnitBalanceRow } from '../ledger/public.js';
import {
  currentNotificationsOfResident,
  currentNotificationsOfSession,
  type ResidentNotificationRow,
  type ResidentUnitRow,
  type UnitDetailRow,
  unitDetailRow,
  unitDetailRowOfSession,
  unitsOfResident,
  unitsOfSession,
} from './me.repository.js';

// Each call has two entry points: for a known user, and for a session cookie whose check runs in
// the same statement as the read (lib/session-joined.ts); both give the same answer.

// Turkish collation with numeric parts compared as numbers: 'Çamlık' after 'Cennet', door 2 before 10.
const natural = new Intl.Collator('tr', { numeric: true, sensitivity: 'base' });

/** The caller's units by site name, block and door number in natural order. */
export async function myUnits(db: DbOrTx, user: SessionUser): Promise<MyUnit[]> {
  return sortUnits(await unitsOfResident(db, user.id));
}

export async function myUnitsOfSession(db: DbOrTx, token: string): Promise<{ user: SessionUser; data: MyUnit[] }> {
  const { user, rows } = await unitsOfSession(db, token);
  return { user, data: sortUnits(rows) };
}

function sortUnits(rows: ResidentUnitRow[]): MyUnit[] {
  return rows.sort(
    (a, b) =>
      natural.compare(a.siteName, b.siteName) ||
      a.siteId - b.siteId ||
      natural.compare(a.block, b.block) ||
      natural.compare(a.doorNumber, b.doorNumber) ||
      a.unitId - b.unitId,
  );
}

/** Total balance per unit of the caller: one query whatever the number of units. */
export async function myUnitDebts(db: DbOrTx, user: SessionUser): Promise<UnitDebt[]> {
  return toDebts(await balancesOfResident(db, user.id));
}

export async function myUnitDebtsOfSession(
  db: DbOrTx,
  token: string,
): Promise<{ user: SessionUser; data: UnitDebt[] }> {
  const { user, rows } = await balancesOfSession(db, token);
  return { user, data: toDebts(rows) };
}

function toDebts(rows: UnitBalanceRow[]): UnitDebt[] {
  return rows.map((r) => ({ unitId: r.unitId, outstanding: kurusToLira(r.balanceKurus) }));
}

export async function myNotifications(
  db: DbOrTx,
  user: SessionUser,
  now: Date = new Date(),
): Promise<MyNotification[]> {
  return toNotifications(await currentNotificationsOfResident(db, user.id, now));
}

export async function myNotificationsOfSession(
  db: DbOrTx,
  token: string,
  now: Date = new Date(),
): Promise<{ user: SessionUser; data: MyNotification[] }> {
  const { user, rows } = await currentNotificationsOfSession(db, token, now);
  return { user, data: toNotifications(rows) };
}

function toNotifications(rows: ResidentNotificationRow[]): MyNotification[] {
  return rows.map((r) => ({ ...r, startDate: r.startDate.toISOString(), endDate: r.endDate.toISOString() }));
}

/**
 * A unit of the caller with balances and entries. Someone else's unit answers 403 without data,
 * an unknown id 404. One statement, whatever the size of the ledger.
 */
export async function myUnitDetail(db: DbOrTx, user: SessionUser, unitId: number): Promise<UnitDetail> {
  return unitDetailOf(user, await unitDetailRow(db, user.id, unitId));
}

/** myUnitDetail for a session cookie: the session check is part of the same statement. */
export async function myUnitDetailOfSession(
  db: DbOrTx,
  token: string,
  unitId: number,
): Promise<{ user: SessionUser; data: UnitDetail }> {
  const { user, unit } = await unitDetailRowOfSession(db, token, unitId);
  return { user, data: unitDetailOf(user, unit) };
}

function unitDetailOf(user: SessionUser, unit: UnitDetailRow | undefined): UnitDetail {
  if (!unit) throw new AppError('NotFound', ME_MESSAGES.unitNotFound);
  if (unit.residentUserId !== user.id) throw new AppError('Forbidden', ME_MESSAGES.notYourUnit);
  return {
    unit: { siteName: unit.siteName, block: unit.block, doorNumber: unit.doorNumber },
    totalOutstanding: kurusToLira(unit.totalKurus ?? 0),
    currentOutstanding: kurusToLira(unit.duesKurus ?? 0),
    additionalCharges: (unit.charges ?? []).map((c) => ({
      id: c.id,
      title: c.title,
      outstanding: kurusToLira(c.balanceKurus),
    })),
    transactions: (unit.entries ?? []).map((e) => ({
      type: e.type as UnitDetail['transactions'][number]['type'],
      description: e.description,
      date: new Date(e.occurredAt).toISOString(),
      amount: kurusToLira(e.amountKurus),
      additionalChargeId: e.additionalChargeId,
    })),
  };
}
