import type { MyNotification, MyUnit, UnitDebt } from '@aidat/shared';

export interface HomeUnit {
  unitId: number;
  block: string;
  doorNumber: string;
  /** Null when the balance is not known (it is fetched separately). */
  outstanding: number | null;
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
  const balance = new Map(debts.map((d) => [d.unitId, d.outstanding]));
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
    });
  }
  return [...groups.values()];
}
