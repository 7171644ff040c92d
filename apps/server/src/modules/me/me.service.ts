import {
  ACCESS_TEXTS,
  AppError,
  formatReceiptNo,
  kurusToLira,
  LEDGER_TEXTS,
  paymentReference,
  type MyNotification,
  type MyUnit,
  type UnitDebt,
  type UnitDetail,
  UNIT_DETAIL_PAGE_SIZE,
} from '@aidat/shared';
import type { DbOrTx } from '../../db/client.js';
import type { Caller } from '../../lib/session-joined.js';
import type { SessionUser } from '../../lib/sessions.js';
import {
  accruedByUnit,
  accruedLateFeesOf,
  balancesOfResident,
  openDuesMonths,
  openingDebtKurus,
  owedToday,
  runningBalancesKurus,
} from '../ledger/public.js';
import {
  currentNotificationsOfResident,
  unitDetailOfResident,
  unitDetailPageOfResident,
  unitsOfResident,
} from './me.repository.js';

// Each read is for a caller (lib/session-joined.ts): a known user, or a session cookie whose check
// runs in the same statement as the read. The answer holds the user the statement found.
type ForCaller<T> = Promise<{ user: SessionUser; data: T }>;

// Turkish collation with numeric parts compared as numbers: 'Çamlık' after 'Cennet', door 2 before 10.
const natural = new Intl.Collator('tr', { numeric: true, sensitivity: 'base' });

/** The caller's units by site name, block and door number in natural order. */
export async function myUnits(db: DbOrTx, caller: Caller): ForCaller<MyUnit[]> {
  const { user, rows } = await unitsOfResident(db, caller);
  const sorted = rows.sort(
    (a, b) =>
      natural.compare(a.siteName, b.siteName) ||
      a.siteId - b.siteId ||
      natural.compare(a.block, b.block) ||
      natural.compare(a.doorNumber, b.doorNumber) ||
      a.unitId - b.unitId,
  );
  const data = sorted.map(({ sitePaymentCode, ...unit }) => ({
    ...unit,
    paymentReference: paymentReference(sitePaymentCode, unit.block, unit.doorNumber),
  }));
  return { user, data };
}

/** Total balance per unit of the caller: one query whatever the number of units. */
export async function myUnitDebts(db: DbOrTx, caller: Caller, now: Date = new Date()): ForCaller<UnitDebt[]> {
  const { user, rows } = await balancesOfResident(db, caller);
  const withFees = rows.filter((r) => r.feesOn).map((r) => r.unitId);
  const accrued = accruedByUnit(await accruedLateFeesOf(db, withFees, now));
  return {
    user,
    data: rows.map((r) => ({
      unitId: r.unitId,
      outstanding: kurusToLira(r.balanceKurus),
      lateFeeAccrued: kurusToLira(accrued.get(r.unitId) ?? 0),
    })),
  };
}

export async function myNotifications(db: DbOrTx, caller: Caller, now: Date = new Date()): ForCaller<MyNotification[]> {
  const { user, rows } = await currentNotificationsOfResident(db, caller, { now: now.toISOString() });
  return {
    user,
    data: rows.map((r) => ({ ...r, startDate: r.startDate.toISOString(), endDate: r.endDate.toISOString() })),
  };
}

/**
 * A unit of the caller with balances and one page of entries (PRODUCT.md §8: newest 50 first,
 * then older ones by the cursor); a unit that does not exist or is not theirs is the same 404
 * (PRODUCT.md §4). One statement, whatever the size of the ledger.
 */
export async function myUnitDetail(
  db: DbOrTx,
  caller: Caller,
  unitId: number,
  before: number | null = null,
  now: Date = new Date(),
  /** This server has a card payment provider (PRODUCT.md §20). */
  cardProvider = true,
): ForCaller<UnitDetail> {
  const { user, rows } =
    before === null
      ? await unitDetailOfResident(db, caller, { unitId })
      : await unitDetailPageOfResident(db, caller, { unitId, before });
  const unit = rows[0];
  if (!unit) throw new AppError('NotFound', ACCESS_TEXTS.unitNotFound);
  // The read gives one entry more than a page when there are more.
  const page = unit.entries.slice(0, UNIT_DETAIL_PAGE_SIZE);
  const more = unit.entries.length > UNIT_DETAIL_PAGE_SIZE;
  // The groups split the total (packages/shared transaction-types): what dues and ek bütçe do not
  // explain is the late fees, so they need no query of their own.
  const lateFeeKurus = unit.charges.reduce(
    (rest, c) => rest - Number(c.balanceKurus),
    unit.totalKurus - unit.duesKurus,
  );
  const balancesAfter = runningBalancesKurus(page, unit.totalKurus - unit.newerKurus);
  const owed = owedToday({
    totalKurus: unit.totalKurus,
    duesKurus: unit.duesKurus,
    chargeBalancesKurus: unit.charges.map((c) => Number(c.balanceKurus)),
    accruedFeeKurus: unit.feesOn ? (accruedByUnit(await accruedLateFeesOf(db, [unitId], now)).get(unitId) ?? 0) : 0,
  });
  // duesKurus is paid − charged (§5's outstanding), so what was charged is paid − duesKurus.
  const duesCharged = unit.duesPaidKurus - unit.duesKurus;
  return {
    user,
    data: {
      unit: {
        siteName: unit.siteName,
        block: unit.block,
        doorNumber: unit.doorNumber,
        paymentReference: paymentReference(unit.sitePaymentCode, unit.block, unit.doorNumber),
      },
      totalOutstanding: kurusToLira(unit.totalKurus),
      currentOutstanding: kurusToLira(unit.duesKurus),
      lateFeeOutstanding: kurusToLira(lateFeeKurus),
      additionalCharges: unit.charges.map((c) => ({
        id: c.id,
        title: c.title,
        outstanding: kurusToLira(c.balanceKurus),
      })),
      unpaidMonths: openDuesMonths(unit.duesMonths, unit.duesPaidKurus, duesCharged).map((m) => ({
        period: m.period,
        charged: kurusToLira(m.kurus),
        unpaid: kurusToLira(m.unpaidKurus),
      })),
      openingDebt: kurusToLira(openingDebtKurus(unit.duesMonths, unit.duesPaidKurus, duesCharged)),
      owedToday: {
        total: kurusToLira(owed.totalKurus),
        lateFee: kurusToLira(owed.lateFeeKurus),
        lateFeeAccrued: kurusToLira(owed.accruedKurus),
      },
      bankAccount: unit.bankAccount,
      cardPayment: cardProvider && unit.cardPayment,
      transactions: page.map((e, i) => ({
        id: Number(e.id),
        type: e.type as UnitDetail['transactions'][number]['type'],
        // A reversal says what it corrects, not the manager's reason (PRODUCT.md §15).
        description: e.correctionOf === null ? e.description : LEDGER_TEXTS.correctionOf(e.correctionOf),
        date: new Date(e.occurredAt).toISOString(),
        amount: kurusToLira(e.amountKurus),
        additionalChargeId: e.additionalChargeId,
        receiptNo: formatReceiptNo(e.receiptYear, e.receiptNo),
        runningBalance: kurusToLira(balancesAfter[i]),
      })),
      nextCursor: more ? String(page[page.length - 1].id) : null,
    },
  };
}
