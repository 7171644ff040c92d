import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client.js';
import { sites, units } from '../../../../db/schema/index.js';
import { type ChargeBalance, unitLedgerColumns } from '../../posting/public.js';

export interface UnitCollectionRow {
  id: number;
  block: string;
  doorNumber: string;
  residentName: string | null;
  /** The current tenant's name, and the current owners' (PRODUCT.md §16). */
  tenantName: string | null;
  ownerNames: string[];
  /** payments − charges on dues (negative: the unit owes). */
  duesKurus: number;
  /** payments − charges over every type. */
  totalKurus: number;
  /** Every ek bütçe of the site with the unit's balance on it, oldest first. */
  charges: ChargeBalance[];
}

/**
 * Every unit of a site with its resident's name as the manager recorded it on the unit (never the
 * linked user's own details, PRODUCT.md §4) and its balances on dues and on each ek bütçe,
 * through the ledger's own balance expressions (unordered: the service sorts by block and door).
 */
export async function unitCollectionRows(db: DbOrTx, siteId: number): Promise<UnitCollectionRow[]> {
  const ledger = unitLedgerColumns(units.id, units.siteId);
  return (
    db
      .select({
        id: units.id,
        block: units.block,
        doorNumber: units.doorNumber,
        // Only a unit with a resident shows a name.
        residentName: sql<
          string | null
        >`case when ${units.residentUserId} is not null then ${units.residentFullName} end`,
        tenantName: sql<string | null>`(select t.full_name from unit_tenancies t
          where t.unit_id = ${units.id} and t.ended_at is null)`,
        ownerNames: sql<
          string[]
        >`(select coalesce(array_agg(o.full_name order by o.share_numerator::numeric / o.share_denominator desc, o.id), '{}')
          from unit_owners o where o.unit_id = ${units.id} and o.until is null)`,
        duesKurus: ledger.duesKurus,
        totalKurus: ledger.totalKurus,
        charges: ledger.charges,
      })
      .from(units)
      // The ledger expressions' subqueries name units' columns, which drizzle qualifies with the
      // table only in a query with a join; the unit's own site is that join (always one row).
      .innerJoin(sites, eq(sites.id, units.siteId))
      .where(eq(units.siteId, siteId))
  );
}
