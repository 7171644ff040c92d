import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { sites } from '../../db/schema/index.js';

export interface AdminSiteRow {
  id: number;
  name: string;
  address: string;
  blockCount: number;
  unitCount: number;
  monthlyDuesKurus: number;
}

const columns = {
  id: sites.id,
  name: sites.name,
  address: sites.address,
  blockCount: sites.blockCount,
  unitCount: sites.unitCount,
  monthlyDuesKurus: sites.monthlyDuesKurus,
};

/** The given sites (every site for null), by name. */
export async function sitesByIds(db: DbOrTx, ids: number[] | null): Promise<AdminSiteRow[]> {
  if (ids && ids.length === 0) return [];
  const query = db.select(columns).from(sites);
  return (ids ? query.where(inArray(sites.id, ids)) : query).orderBy(asc(sites.name), asc(sites.id));
}

export async function setMonthlyDues(db: DbOrTx, siteId: number, monthlyDuesKurus: number): Promise<void> {
  await db.update(sites).set({ monthlyDuesKurus }).where(eq(sites.id, siteId));
}
