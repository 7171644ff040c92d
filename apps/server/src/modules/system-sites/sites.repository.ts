import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { sites } from '../../db/schema/index.js';

/**
 * The one repository of the sites table: the system administrators' list and creation, a site
 * administrator's own sites. The dues rule columns are the ledger's (dues-rule.repository.ts).
 */
const siteColumns = {
  id: sites.id,
  name: sites.name,
  address: sites.address,
  blockCount: sites.blockCount,
  unitCount: sites.unitCount,
  monthlyDuesKurus: sites.monthlyDuesKurus,
};

export type SiteRow = {
  id: number;
  name: string;
  address: string;
  blockCount: number;
  unitCount: number;
  monthlyDuesKurus: number;
};

/** The given sites (every site for null), by name. */
export async function sitesByIds(db: DbOrTx, ids: number[] | null): Promise<SiteRow[]> {
  if (ids && ids.length === 0) return [];
  const query = db.select(siteColumns).from(sites);
  return (ids ? query.where(inArray(sites.id, ids)) : query).orderBy(asc(sites.name), asc(sites.id));
}

export async function siteExists(db: DbOrTx, siteId: number): Promise<boolean> {
  const [row] = await db.select({ id: sites.id }).from(sites).where(eq(sites.id, siteId)).limit(1);
  return Boolean(row);
}

export async function insertSite(db: DbOrTx, values: Omit<SiteRow, 'id'>): Promise<SiteRow> {
  const [row] = await db.insert(sites).values(values).returning(siteColumns);
  return row;
}
