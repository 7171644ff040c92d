import type { MyNotification, MyUnit, UnitDebt } from '@aidat/shared';

export interface HomeUnit {
  unitId: number;
  block: string;
  doorNumber: string;
  /**
   * The balance as of today, the late fees accrued to today included (PRODUCT.md §12); null when
   * it is not known (it is fetched separately).
   */
  outstanding: number | null;
  /** Whether fees accrued to today are in it (said beside it). */
  accrued: boolean;
}

export interface SiteGroup {
  siteId: number;
  siteName: string;
  notifications: MyNotification[];
  units: HomeUnit[];
}

/** Units grouped by site in the server's order (site name, block, door), each with its balance and the site's notifications. */
export function groupUnitsBySite(
  units: MyUnit[],
  debts: UnitDebt[] = [],
  notifications: MyNotification[] = [],
): SiteGroup[] {
  // In kuruş, so the difference is exact.
  const balance = new Map(
    debts.map((d) => [d.unitId, (Math.round(d.outstanding * 100) - Math.round(d.lateFeeAccrued * 100)) / 100]),
  );
  const accrued = new Set(debts.filter((d) => d.lateFeeAccrued > 0).map((d) => d.unitId));
  const groups = new Map<number, SiteGroup>();
  for (const unit of units) {
    let group = groups.get(unit.siteId);
    if (!group) {
      group = {
        siteId: unit.siteId,
        siteName: unit.siteName,
        notifications: notifications.filter((n) => n.siteId === unit.siteId),
        units: [],
      };
      groups.set(unit.siteId, group);
    }
    group.units.push({
      unitId: unit.unitId,
      block: unit.block,
      doorNumber: unit.doorNumber,
      outstanding: balance.get(unit.unitId) ?? null,
      accrued: accrued.has(unit.unitId),
    });
  }
  return [...groups.values()];
}
