import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { units, users } from '../../../db/schema/index.js';
import type { SiteImportRow } from './site-import-rows.js';

/** The users who own any of the e-mails, with their phone: an e-mail may only come with its owner's phone. */
export async function ownersOfEmails(db: DbOrTx, emails: string[]): Promise<Map<string, string | null>> {
  if (emails.length === 0) return new Map();
  const rows = await db
    .select({ email: sql<string>`lower(${users.email})`, phone: users.phone })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails));
  return new Map(rows.map((r) => [r.email, r.phone]));
}

/** The file's units, inserted in order; their ids in the same order. */
export async function insertImportedUnits(
  tx: DbOrTx,
  siteId: number,
  rows: readonly SiteImportRow[],
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 1000) {
    const inserted = await tx
      .insert(units)
      .values(
        rows.slice(i, i + 1000).map((r) => ({
          siteId,
          block: r.block,
          doorNumber: r.doorNumber,
          squareMeters: r.squareMeters,
          roomCount: r.roomCount,
          landShareNumerator: r.landShareNumerator,
          landShareDenominator: r.landShareDenominator,
        })),
      )
      .returning({ id: units.id });
    // Ids come from one sequence in the order of the VALUES list.
    ids.push(...inserted.map((r) => r.id).sort((a, b) => a - b));
  }
  return ids;
}
