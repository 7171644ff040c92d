import type { MyNotification, MyUnit, UnitDebt, UnitRelation } from '@aidat/shared';

/**
 * Whether the user is a unit's resident (PRODUCT.md §16): its balance then comes from unit-debts
 * and its page is the resident's unit detail. An answer without `relations` (kept offline from
 * before owners and tenants) is the resident's.
 */
export const isResidentUnit = (unit: Pick<MyUnit, 'relations'>): boolean =>
  !unit.relations || unit.relations.includes('resident');

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
  /** 'Sakin', 'Malik', 'Kiracı' (PRODUCT.md §16). */
  relations: UnitRelation[];
  /**
   * A unit the user owns or rents without living in it: unit-debts leaves it out, its balance is
   * its account's (site-units-card.tsx reads it).
   */
  fromAccount: boolean;
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
      relations: unit.relations ?? [],
      fromAccount: !isResidentUnit(unit),
    });
  }
  return [...groups.values()];
}
