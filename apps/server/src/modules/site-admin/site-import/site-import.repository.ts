import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { unitOwners, unitPartyEvents, units, unitTenancies, users } from '../../../db/schema/index.js';
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

/**
 * A unit's owners and tenant from the set-up file (PRODUCT.md §16), each already a user, with what
 * was recorded on the unit: the owners from the import's day, the tenant from their first day.
 */
export async function insertImportedParties(
  db: DbOrTx,
  unitId: number,
  parties: {
    owners: Array<{ userId: number; fullName: string; shareNumerator: number; shareDenominator: number }>;
    tenant: { userId: number; fullName: string; since: string } | null;
    day: string;
    by: number;
  },
): Promise<void> {
  if (parties.owners.length > 0) {
    await db
      .insert(unitOwners)
      .values(parties.owners.map((o) => ({ ...o, unitId, since: parties.day, createdBy: parties.by })));
    await db.insert(unitPartyEvents).values({
      unitId,
      kind: 'owners_corrected',
      day: parties.day,
      details: { names: parties.owners.map((o) => o.fullName) },
      createdBy: parties.by,
    });
  }
  if (parties.tenant) {
    const { since, ...tenant } = parties.tenant;
    await db.insert(unitTenancies).values({ ...tenant, unitId, since, createdBy: parties.by });
    await db.insert(unitPartyEvents).values({
      unitId,
      kind: 'move_in',
      day: since,
      details: { names: [tenant.fullName] },
      createdBy: parties.by,
    });
  }
}
