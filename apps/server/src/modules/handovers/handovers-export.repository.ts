import type { DataExportHandover } from '@aidat/shared';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { handoverManagers, handovers, sites } from '../../db/schema/index.js';

/**
 * The handovers a person took part in (PRODUCT.md §19), for their KVKK export (art. 11): the site,
 * when, which side and the name recorded for them. The archive and the cash count are the site's.
 */
export async function handoversForExport(db: DbOrTx, userId: number): Promise<DataExportHandover[]> {
  const rows = await db
    .select({
      id: handovers.id,
      siteName: sites.name,
      at: handovers.at,
      side: handoverManagers.side,
      fullName: handoverManagers.fullName,
    })
    .from(handoverManagers)
    .innerJoin(handovers, eq(handovers.id, handoverManagers.handoverId))
    .innerJoin(sites, eq(sites.id, handovers.siteId))
    .where(eq(handoverManagers.userId, userId))
    .orderBy(desc(handovers.at), desc(handovers.id));
  return rows.map((r) => ({
    id: r.id,
    siteName: r.siteName,
    atUtc: r.at.toISOString(),
    side: r.side === 'from' ? 'from' : 'to',
    fullName: r.fullName,
  }));
}
