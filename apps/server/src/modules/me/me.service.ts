import { AppError, kurusToLira, type MyNotification, type MyUnit, type UnitDebt, type UnitDetail } from '@aidat/shared';
import type { DbOrTx } from '../../db/client.js';
import type { SessionUser } from '../../lib/sessions.js';
import {
  additionalChargeBalances,
  balancesOfResident,
  unitBalanceSummary,
  unitLedger,
} from '../ledger/ledger-read.repository.js';
import { currentNotificationsOfResident, unitHeader, unitsOfResident } from './me.repository.js';

// Turkish collation with numeric parts compared as numbers: 'Çamlık' after 'Cennet', door 2 before 10.
const natural = new Intl.Collator('tr', { numeric: true, sensitivity: 'base' });

/** The caller's units by site name, block and door number in natural order. */
export async function myUnits(db: DbOrTx, user: SessionUser): Promise<MyUnit[]> {
  const rows = await unitsOfResident(db, user.id);
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
  const rows = await balancesOfResident(db, user.id);
  return rows.map((r) => ({ unitId: r.unitId, outstanding: kurusToLira(r.balanceKurus) }));
}

export async function myNotifications(
  db: DbOrTx,
  user: SessionUser,
  now: Date = new Date(),
): Promise<MyNotification[]> {
  const rows = await currentNotificationsOfResident(db, user.id, now);
  return rows.map((r) => ({ ...r, startDate: r.startDate.toISOString(), endDate: r.endDate.toISOString() }));
}

/**
 * A unit of the caller with balances and entries. Someone else's unit answers 403 without data,
 * an unknown id 404. Four queries, whatever the size of the ledger.
 */
export async function myUnitDetail(db: DbOrTx, user: SessionUser, unitId: number): Promise<UnitDetail> {
  const unit = await unitHeader(db, unitId);
  if (!unit) throw new AppError('NotFound', 'Daire bulunamadı.');
  if (unit.residentUserId !== user.id) throw new AppError('Forbidden', 'Bu dairenin bilgilerini görme yetkiniz yok.');

  const [summary, charges, entries] = await Promise.all([
    unitBalanceSummary(db, unit.unitId),
    additionalChargeBalances(db, unit.siteId, unit.unitId),
    unitLedger(db, unit.unitId),
  ]);
  return {
    unit: { siteName: unit.siteName, block: unit.block, doorNumber: unit.doorNumber },
    totalOutstanding: kurusToLira(summary.totalKurus),
    currentOutstanding: kurusToLira(summary.duesKurus),
    additionalCharges: charges.map((c) => ({ title: c.title, outstanding: kurusToLira(c.balanceKurus) })),
    transactions: entries.map((e) => ({
      type: e.type as UnitDetail['transactions'][number]['type'],
      description: e.description,
      date: e.occurredAt.toISOString(),
      amount: kurusToLira(e.amountKurus),
    })),
  };
}
