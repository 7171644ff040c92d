import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client.js';
import { sites } from '../../../../db/schema/index.js';

export interface LateFeeSettingsRow {
  siteId: number;
  dueDay: number;
  lateFeeEnabled: boolean;
  lateFeeRateBps: number;
  lateFeeFrom: string | null;
}

const columns = {
  siteId: sites.id,
  dueDay: sites.dueDay,
  lateFeeEnabled: sites.lateFeeEnabled,
  lateFeeRateBps: sites.lateFeeRateBps,
  lateFeeFrom: sites.lateFeeFrom,
};

/** Stores a site's settings. Fees already posted keep the settings they were posted with. */
export async function saveLateFeeSettings(db: DbOrTx, row: LateFeeSettingsRow): Promise<LateFeeSettingsRow> {
  const { siteId, ...values } = row;
  const [saved] = await db.update(sites).set(values).where(eq(sites.id, siteId)).returning(columns);
  return saved;
}

export async function lateFeeSettingsOf(db: DbOrTx, siteId: number): Promise<LateFeeSettingsRow | undefined> {
  const [row] = await db.select(columns).from(sites).where(eq(sites.id, siteId));
  return row;
}

/** The settings of the given sites, for their managers' site list. */
export async function lateFeeSettingsOfSites(db: DbOrTx, siteIds: number[]): Promise<LateFeeSettingsRow[]> {
  if (siteIds.length === 0) return [];
  return db.select(columns).from(sites).where(inArray(sites.id, siteIds));
}
