import { eq } from 'drizzle-orm';
import { DEMO_SITES } from '../../src/db/seed/demo-data.js';
import { sites } from '../../src/db/schema/index.js';
import type { TestContext } from '../helper.js';

export interface SiteValues {
  name: string;
  address?: string;
  blockCount?: number;
  unitCount?: number;
  monthlyDuesKurus?: number;
}

/** A fresh site of the test's own, so a test does not depend on the demo data; returns its id. */
export async function createSite(t: TestContext, values: SiteValues): Promise<number> {
  const [row] = await t.db
    .insert(sites)
    .values({ address: 'Test Cad. No:1', blockCount: 2, unitCount: 6, monthlyDuesKurus: 125_000, ...values })
    .returning({ id: sites.id });
  return row.id;
}

export async function siteIdByName(t: TestContext, name: string): Promise<number> {
  const [row] = await t.db.select({ id: sites.id }).from(sites).where(eq(sites.name, name));
  return row.id;
}

/** Ids of the demo sites. */
export async function demoSiteIds(t: TestContext): Promise<{ gunes: number; deniz: number }> {
  return { gunes: await siteIdByName(t, DEMO_SITES.gunes.name), deniz: await siteIdByName(t, DEMO_SITES.deniz.name) };
}
