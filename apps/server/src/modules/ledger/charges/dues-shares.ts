import { landShareOf, splitTotal } from '@aidat/shared';
import type { DbOrTx } from '../../../db/client.js';
import {
  type RuleRow,
  type SiteDuesRow,
  saveUnitShares,
  splitUnitsOfSite,
  type SplitUnitRow,
} from './dues-rule.repository.js';

/**
 * Each unit's monthly part of a split dues rule (PRODUCT.md §12), worked out with splitTotal so the
 * parts add up to the total exactly; null for a per-unit rule (the accrual takes the site's amount).
 *
 * `strict` is for a rule being set: a land-share split then needs every unit's share and refuses
 * otherwise (splitTotal's SplitError, a 400). When the units change under a rule already set (a
 * unit added without a share yet, a share cleared), the split is made over the units that have a
 * share and the others pay nothing until they get one; the whole total is still charged.
 */
export function partsOf(
  rule: RuleRow | null,
  units: readonly SplitUnitRow[],
  strict: boolean,
): Map<number, number> | null {
  if (!rule || rule.mode === 'perUnit') return null;
  const splitOver = rule.mode === 'landShare' && !strict ? units.filter((u) => landShareOf(u) !== null) : units;
  const parts = new Map(units.map((u) => [u.id, 0]));
  for (const part of splitTotal(rule.amountKurus, splitOver, rule.mode)) parts.set(part.unitId, part.amountKurus);
  return parts;
}

/**
 * Recomputes and stores every unit's part of the site's current and pending rule. `strict` names
 * the rule that is being set now (see partsOf); the other is split leniently.
 */
export async function refreshUnitShares(
  tx: DbOrTx,
  dues: Pick<SiteDuesRow, 'siteId' | 'rule' | 'pending'>,
  strict: 'rule' | 'pending' | null = null,
): Promise<void> {
  const { rule, pending } = dues;
  if (rule.mode === 'perUnit' && (!pending || pending.mode === 'perUnit')) {
    await saveUnitShares(tx, dues.siteId, []);
    return;
  }
  const units = await splitUnitsOfSite(tx, dues.siteId);
  const current = partsOf(rule, units, strict === 'rule');
  const next = partsOf(pending, units, strict === 'pending');
  await saveUnitShares(
    tx,
    dues.siteId,
    units.map((u) => ({ unitId: u.id, current: current?.get(u.id) ?? null, pending: next?.get(u.id) ?? null })),
  );
}
