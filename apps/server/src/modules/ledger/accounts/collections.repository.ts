import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { units, users } from '../../../db/schema/index.js';
import { type ChargeBalance, unitLedgerColumns } from '../ledger-read.repository.js';

export interface UnitCollectionRow {
  id: number;
  block: string;
  doorNumber: string;
  residentName: string | null;
  /** payments − charges on dues (negative: the unit owes). */
  duesKurus: number;
  /** Every ek bütçe of the site with the unit's balance on it, oldest first. */
  charges: ChargeBalance[];
}

/**
 * Every unit of a site with its resident's name and its balances on dues and on each ek bütçe,
 * through the ledger's own balance expressions (unordered: the service sorts by block and door).
 */
export async function unitCollectionRows(db: DbOrTx, siteId: number): Promise<UnitCollectionRow[]> {
  const ledger = unitLedgerColumns(units.id, units.siteId);
  return db
    .select({
      id: units.id,
      block: units.block,
      doorNumber: units.doorNumber,
      residentName: users.fullName,
      duesKurus: ledger.duesKurus,
      charges: ledger.charges,
    })
    .from(units)
    .leftJoin(users, eq(users.id, units.residentUserId))
    .where(eq(units.siteId, siteId));
}
