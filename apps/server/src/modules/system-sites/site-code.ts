import { siteCodeBase, siteCodeCandidate } from '@aidat/shared';
import { and, eq, like, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { sites } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../lib/db-errors.js';

/**
 * Gives a site its payment code (PRODUCT.md §14, "GNS" of "GNS-A5") made from its name: the first
 * free one of base, base2, base3, … (packages/shared siteCodeBase). Run once, when the site is
 * created; the code never changes after, so references printed on receipts keep working. Two sites
 * created at once with the same letters: sites_payment_code_uq refuses one, which takes the next.
 */
export async function assignSiteCode(db: DbOrTx, siteId: number, siteName: string): Promise<string> {
  const base = siteCodeBase(siteName);
  for (let attempt = 0; attempt < 5; attempt++) {
    const taken = new Set(
      (
        await db
          .select({ code: sites.paymentCode })
          .from(sites)
          .where(and(like(sites.paymentCode, `${base}%`), ne(sites.id, siteId)))
      ).map((r) => r.code),
    );
    let n = 1;
    while (taken.has(siteCodeCandidate(base, n))) n++;
    const code = siteCodeCandidate(base, n);
    try {
      // A savepoint, so a clash leaves the caller's transaction usable for the next try.
      await db.transaction((sp) => sp.update(sites).set({ paymentCode: code }).where(eq(sites.id, siteId)));
      return code;
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
  }
  // Keeps the sequence's 'S' + n code it was inserted with: unique all the same.
  const [row] = await db.select({ code: sites.paymentCode }).from(sites).where(eq(sites.id, siteId));
  return row.code;
}
