import {
  ACCOUNTS_TEXTS,
  AppError,
  type BatchPaymentInput,
  byBlockAndDoor,
  detailsOfPath,
  kurusToLira,
  type LedgerEntryDto,
  liraToKurus,
  type UnitCollectionDto,
} from '@aidat/shared';
import type { Db, DbOrTx } from '../../../../db/client.js';
import { requireAccess } from '../../../../lib/access/access.js';
import type { SessionUser } from '../../../../lib/sessions.js';
import { chargesOfSite } from '../../charges/public.js';
import {
  accruedByUnit,
  accruedLateFees,
  owedToday,
  type PaymentEntry,
  post,
  resolveEntryDate,
} from '../../posting/public.js';
import { toLedgerEntryDto } from '../payments/ledger-dto.js';
import { unitIdsOfSite } from './accounts.repository.js';
import { unitCollectionRows } from './collections.repository.js';
import { paymentAccount } from './payment-account.js';

/**
 * What the Tahsilat screen starts from: every unit of the site in the unit list's order, with its
 * resident and what it owes today on dues, on each ek bütçe it has not paid off, and in late fees
 * (posted and accrued to today, PRODUCT.md §12): the amounts to pre-fill, which together leave
 * nothing owed once paid.
 */
export async function siteCollections(
  db: DbOrTx,
  user: SessionUser,
  siteId: number,
  now: Date = new Date(),
): Promise<UnitCollectionDto[]> {
  await requireAccess(db, user, { kind: 'site', id: siteId });
  const rows = await unitCollectionRows(db, siteId);
  const accrued = accruedByUnit(
    await accruedLateFees(
      db,
      rows.map((r) => r.id),
      now,
    ),
  );
  return rows.sort(byBlockAndDoor).map((row) => {
    const owedCharges = row.charges.filter((c) => Number(c.balanceKurus) < 0);
    const owed = owedToday({
      totalKurus: row.totalKurus,
      duesKurus: row.duesKurus,
      chargeBalancesKurus: owedCharges.map((c) => Number(c.balanceKurus)),
      accruedFeeKurus: accrued.get(row.id) ?? 0,
    });
    return {
      unitId: row.id,
      block: row.block,
      doorNumber: row.doorNumber,
      residentName: row.residentName,
      tenantName: row.tenantName,
      ownerNames: row.ownerNames,
      // Balances as §5's outstanding (debts negative); a credit on dues is shown as nothing owed.
      duesDebt: row.duesKurus < 0 ? kurusToLira(row.duesKurus) : 0,
      charges: owedCharges.map((c) => ({
        additionalChargeId: c.id,
        title: c.title,
        debt: kurusToLira(Number(c.balanceKurus)),
        chargedTo: c.chargedTo,
      })),
      lateFeeDebt: owed.lateFeeKurus > 0 ? -kurusToLira(owed.lateFeeKurus) : 0,
      lateFeeAccrued: kurusToLira(owed.accruedKurus),
    };
  });
}

/**
 * Records a Tahsilat batch: every item a payment of a unit of the site, all into one account with one
 * method and date, in one transaction. Any item that names a unit or ek bütçe outside the site
 * refuses the whole batch (404 naming its row), so nothing is written unless everything is.
 */
export async function recordBatch(
  db: Db,
  user: SessionUser,
  input: BatchPaymentInput,
  now: Date = new Date(),
): Promise<LedgerEntryDto[]> {
  await requireAccess(db, user, { kind: 'site', id: input.siteId });
  const occurredAt = resolveEntryDate(input.date, now);
  const account = await paymentAccount(db, input.siteId, { accountId: input.accountId, method: input.method }, now);
  const unitsOfSite = await unitIdsOfSite(db, input.siteId, [...new Set(input.items.map((i) => i.unitId))]);
  const charges = new Set((await chargesOfSite(db, input.siteId)).map((c) => c.id));
  const entries: PaymentEntry[] = input.items.map((item, i) => {
    if (!unitsOfSite.has(item.unitId))
      throw new AppError('NotFound', ACCOUNTS_TEXTS.itemUnitNotFound(i + 1), {
        details: detailsOfPath(['items', i, 'unitId']),
      });
    if (item.kind === 'ekbutce' && !charges.has(item.additionalChargeId!))
      throw new AppError('NotFound', ACCOUNTS_TEXTS.itemChargeNotFound(i + 1), {
        details: detailsOfPath(['items', i, 'additionalChargeId']),
      });
    return {
      kind: 'payment',
      unitId: item.unitId,
      siteId: input.siteId,
      pays: item.kind === 'aidat' ? 'aidat' : { additionalChargeId: item.additionalChargeId! },
      amountKurus: liraToKurus(item.amount),
      occurredAt,
      account,
      note: item.description,
    };
  });
  // The payments, their receipt numbers and the late fees of the charges they settle: one posting.
  const rows = await post(db, entries, { by: user.id });
  return rows.map((row) =>
    toLedgerEntryDto({ ...row, reversed: false, createdByName: user.fullName, accountName: account.name }),
  );
}
