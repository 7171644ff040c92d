import {
  type DuesAmountBody,
  type DuesAmountResult,
  duesDescription,
  kurusToLira,
  liraToKurus,
  periodOf,
  periodStart,
} from '@aidat/shared';
import type { Db } from '../../db/client.js';
import { requireAccess } from '../../lib/access/access.js';
import type { SessionUser } from '../../lib/sessions.js';
import { setMonthlyDues } from '../system-sites/public.js';
import { chargeMonthForSite } from './ledger-write.repository.js';

/**
 * Stores the site's monthly amount and, in the same transaction, charges this Istanbul month's
 * dues to every unit of the site that has none yet. A unit already charged this month keeps its
 * charge (the new amount applies from the next accrual), so setting the amount twice charges once.
 */
export async function setDuesAmount(
  db: Db,
  user: SessionUser,
  input: DuesAmountBody,
  now: Date = new Date(),
): Promise<DuesAmountResult> {
  await requireAccess(db, user, { kind: 'site', id: input.siteId });
  const amountKurus = liraToKurus(input.monthlyAmount);
  const period = periodOf(now);
  const chargedUnits = await db.transaction(async (tx) => {
    await setMonthlyDues(tx, input.siteId, amountKurus);
    return chargeMonthForSite(tx, {
      siteId: input.siteId,
      amountKurus,
      createdById: user.id,
      period,
      description: duesDescription(period),
      occurredAt: periodStart(period),
    });
  });
  return { siteId: input.siteId, monthlyDuesAmount: kurusToLira(amountKurus), period, chargedUnits };
}
