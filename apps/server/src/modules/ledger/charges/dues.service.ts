import { type DuesAmountBody, type DuesAmountResult, kurusToLira, liraToKurus } from '@aidat/shared';
import type { Db } from '../../../db/client.js';
import { requireAccess } from '../../../lib/access/access.js';
import type { SessionUser } from '../../../lib/sessions.js';
import { changeDuesRule } from './dues-rule.service.js';

/**
 * SPEC's monthly amount (POST /api/siteadmin/sites/dues-amount): the same amount for every unit,
 * as a dues rule with the effective-month rule of PRODUCT.md §12. While no unit of the site is
 * charged for this Istanbul month, it applies now and charges this month to every unit in the same
 * transaction; once the month is charged, it applies from the next month (the site's pending
 * change) and this month keeps its amount: a unit added since is charged this month at that
 * amount, and setting the amount twice charges once.
 */
export async function setDuesAmount(
  db: Db,
  user: SessionUser,
  input: DuesAmountBody,
  now: Date = new Date(),
): Promise<DuesAmountResult> {
  await requireAccess(db, user, { kind: 'site', id: input.siteId });
  const amountKurus = liraToKurus(input.monthlyAmount);
  const result = await db.transaction((tx) =>
    changeDuesRule(tx, input.siteId, user.id, { mode: 'perUnit', amountKurus }, undefined, now),
  );
  return {
    siteId: input.siteId,
    monthlyDuesAmount: kurusToLira(amountKurus),
    period: result.period,
    chargedUnits: result.chargedUnits,
    effectiveFrom: result.effectiveFrom,
    rule: result.rule,
    pending: result.pending,
  };
}
