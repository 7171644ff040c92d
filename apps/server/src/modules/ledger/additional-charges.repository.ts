import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { additionalCharges } from '../../db/schema/index.js';

export interface AdditionalChargeRow {
  id: number;
  siteId: number;
  title: string;
  amountPerUnitKurus: number;
  chargedAt: Date;
  createdAt: Date;
}

const columns = {
  id: additionalCharges.id,
  siteId: additionalCharges.siteId,
  title: additionalCharges.title,
  amountPerUnitKurus: additionalCharges.amountPerUnitKurus,
  chargedAt: additionalCharges.chargedAt,
  createdAt: additionalCharges.createdAt,
};

/** A site's additional charges, newest first. */
export async function chargesOfSite(db: DbOrTx, siteId: number): Promise<AdditionalChargeRow[]> {
  return db
    .select(columns)
    .from(additionalCharges)
    .where(eq(additionalCharges.siteId, siteId))
    .orderBy(desc(additionalCharges.chargedAt), desc(additionalCharges.id));
}

export async function chargeById(db: DbOrTx, id: number): Promise<AdditionalChargeRow | undefined> {
  const [row] = await db.select(columns).from(additionalCharges).where(eq(additionalCharges.id, id)).limit(1);
  return row;
}

/** Titles of a site's charges (a handful per site). */
export async function chargeTitlesOfSite(db: DbOrTx, siteId: number): Promise<string[]> {
  const rows = await db
    .select({ title: additionalCharges.title })
    .from(additionalCharges)
    .where(eq(additionalCharges.siteId, siteId));
  return rows.map((r) => r.title);
}

export async function insertCharge(
  db: DbOrTx,
  values: { siteId: number; title: string; amountPerUnitKurus: number; chargedAt: Date; createdById: number },
): Promise<AdditionalChargeRow> {
  const { createdById, ...rest } = values;
  const [row] = await db
    .insert(additionalCharges)
    .values({ ...rest, createdBy: createdById })
    .returning(columns);
  return row;
}

/** Serialises charge creation per site so the title check above cannot race. */
export async function lockSiteCharges(db: DbOrTx, siteId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(715011, ${siteId}::int)`);
}
