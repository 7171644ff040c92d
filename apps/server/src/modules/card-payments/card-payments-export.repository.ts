import { type DataExportCardPayment, kurusToLira } from '@aidat/shared';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { cardCheckouts, sites, units } from '../../db/schema/index.js';

/** The card checkouts a person started, for their KVKK export (PRODUCT.md §20), newest first. */
export async function cardPaymentsForExport(db: DbOrTx, userId: number): Promise<DataExportCardPayment[]> {
  const rows = await db
    .select({
      checkout: cardCheckouts,
      siteName: sites.name,
      block: units.block,
      doorNumber: units.doorNumber,
    })
    .from(cardCheckouts)
    .innerJoin(units, eq(units.id, cardCheckouts.unitId))
    .innerJoin(sites, eq(sites.id, cardCheckouts.siteId))
    .where(eq(cardCheckouts.userId, userId))
    .orderBy(desc(cardCheckouts.createdAt), desc(cardCheckouts.id));
  return rows.map(({ checkout: c, siteName, block, doorNumber }) => ({
    orderId: c.orderId,
    siteName,
    block,
    doorNumber,
    provider: c.provider,
    status: c.status,
    amount: kurusToLira(c.amountKurus),
    paidAmount: c.paidAmountKurus === null ? null : kurusToLira(c.paidAmountKurus),
    cardMasked: c.cardMasked,
    receiptNos: c.receiptNos,
    createdAtUtc: c.createdAt.toISOString(),
    settledAtUtc: c.settledAt?.toISOString() ?? null,
  }));
}
