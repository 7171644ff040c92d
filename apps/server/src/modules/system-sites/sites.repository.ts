import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { sites } from '../../db/schema/index.js';

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

export async function listSites(db: DbOrTx): Promise<SiteRow[]> {
  return db.select(siteColumns).from(sites).orderBy(asc(sites.name), asc(sites.id));
}

export async function siteExists(db: DbOrTx, siteId: number): Promise<boolean> {
  const [row] = await db.select({ id: sites.id }).from(sites).where(eq(sites.id, siteId)).limit(1);
  return Boolean(row);
}

export async function insertSite(db: DbOrTx, values: Omit<SiteRow, 'id'>): Promise<SiteRow> {
  const [row] = await db.insert(sites).values(values).returning(siteColumns);
  return row;
}
