import {
  kurusToLira,
  type LateFeeInput,
  type LateFeeSettings,
  type LateFeeSettingsDto,
  liraToKurus,
} from '@aidat/shared';
import type { DbOrTx } from '../../../db/client.js';
import { requireAccess } from '../../../lib/access/access.js';
import type { SessionUser } from '../../../lib/sessions.js';
import { istanbulDay } from '../accounts/site-books.repository.js';
import {
  type LateFeeSettingsRow,
  lateFeeSettingsOfSites,
  saveLateFeeSettings,
} from './late-fee-settings.repository.js';
import { lockBucketsOf } from './late-fee-locks.js';
import { postFeesFromHistory, unitsWithLateFees } from './late-fees.repository.js';

export function toLateFeeSettingsDto(row: LateFeeSettingsRow): LateFeeSettingsDto {
  return {
    siteId: row.siteId,
    dueDay: row.dueDay,
    lateFeeEnabled: row.lateFeeEnabled,
    // Basis points are the percent in hundredths: the same exact step as kuruş to lira.
    lateFeeRatePercent: kurusToLira(row.lateFeeRateBps),
    lateFeeFrom: row.lateFeeFrom,
  };
}

/** Each given site's settings by its id (the manager's site list carries them). */
export async function lateFeeSettingsBySite(db: DbOrTx, siteIds: number[]): Promise<Map<number, LateFeeSettings>> {
  const rows = await lateFeeSettingsOfSites(db, siteIds);
  return new Map(
    rows.map((row) => {
      const { siteId, ...settings } = toLateFeeSettingsDto(row);
      return [siteId, settings];
    }),
  );
}

/** PUT /api/siteadmin/sites/{siteId}/late-fee: the site's settings as given, for fees posted from now on. */
export async function setLateFeeSettings(
  db: DbOrTx,
  user: SessionUser,
  siteId: number,
  input: LateFeeInput,
): Promise<LateFeeSettingsDto> {
  await requireAccess(db, user, { kind: 'site', id: siteId });
  const row = await saveLateFeeSettings(db, {
    siteId,
    dueDay: input.dueDay,
    lateFeeEnabled: input.lateFeeEnabled,
    lateFeeRateBps: liraToKurus(input.lateFeeRatePercent),
    lateFeeFrom: input.lateFeeFrom,
  });
  return toLateFeeSettingsDto(row);
}

export interface PostedPayment {
  unitId: number;
  amountKurus: number;
  occurredAt: Date;
}

/**
 * In a payment's own transaction, after it is posted: the fees of the charges it settles, up to
 * the payment's day (PRODUCT.md §12), for every unit of the batch in one statement. Several
 * payments of one unit would count as one, from the first one's day: the posting path
 * (posting/post.ts) hands it one payment per unit at a time.
 */
export async function postFeesForPayments(tx: DbOrTx, payments: PostedPayment[]): Promise<number> {
  const byUnit = new Map<number, PostedPayment>();
  for (const p of payments) {
    const seen = byUnit.get(p.unitId);
    byUnit.set(p.unitId, seen ? { ...seen, amountKurus: seen.amountKurus + p.amountKurus } : p);
  }
  // Most sites charge no fees: one cheap look spares them the fee statement on every payment.
  const charging = await unitsWithLateFees(tx, [...byUnit.keys()]);
  const runs = [...byUnit.values()]
    .filter((p) => charging.has(p.unitId))
    .map((p) => ({
      unitId: p.unitId,
      through: istanbulDay(p.occurredAt),
      windowFrom: null,
      postedAt: p.occurredAt,
      settledBy: p.amountKurus,
    }));
  // A bucket of the monthly posting being written waits for this, or this for it (late-fee-locks.ts).
  await lockBucketsOf(
    tx,
    runs.map((r) => r.unitId),
  );
  return postFeesFromHistory(tx, runs, null);
}
