import { kurusToLira } from '@aidat/shared';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { sites, unitOwners, units, unitTenancies } from '../../db/schema/index.js';

/** A person's ownerships and tenancies with the units' names, oldest first, for their data export. */
export async function relationsForExport(db: DbOrTx, userId: number) {
  const unitNamed = { unitId: units.id, siteName: sites.name, block: units.block, doorNumber: units.doorNumber };
  const ownerships = await db
    .select({
      ...unitNamed,
      shareNumerator: unitOwners.shareNumerator,
      shareDenominator: unitOwners.shareDenominator,
      since: unitOwners.since,
      until: unitOwners.until,
    })
    .from(unitOwners)
    .innerJoin(units, eq(units.id, unitOwners.unitId))
    .innerJoin(sites, eq(sites.id, units.siteId))
    .where(eq(unitOwners.userId, userId))
    .orderBy(asc(unitOwners.since), asc(unitOwners.id));
  const tenancies = await db
    .select({
      ...unitNamed,
      since: unitTenancies.since,
      until: unitTenancies.until,
      monthlyRentKurus: unitTenancies.monthlyRentKurus,
    })
    .from(unitTenancies)
    .innerJoin(units, eq(units.id, unitTenancies.unitId))
    .innerJoin(sites, eq(sites.id, units.siteId))
    .where(eq(unitTenancies.userId, userId))
    .orderBy(asc(unitTenancies.since), asc(unitTenancies.id));
  return {
    ownerships,
    tenancies: tenancies.map(({ monthlyRentKurus, ...t }) => ({
      ...t,
      monthlyRent: monthlyRentKurus === null ? null : kurusToLira(monthlyRentKurus),
    })),
  };
}
