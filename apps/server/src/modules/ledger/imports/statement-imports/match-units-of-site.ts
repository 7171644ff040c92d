import { paymentReference } from '@aidat/shared';
import type { DbOrTx } from '../../../../db/client.js';
import type { MatchUnit } from '../bank-import/index.js';
import { knownIbansOfSite, matchUnitRows } from './statement-imports.repository.js';

/**
 * The site's units as the matching sees them (bank-import/match-unit.ts): each with its payment
 * reference, resident, the IBANs that paid for it before, and what it owes now (its balance over
 * every type, when negative).
 */
export async function matchUnitsOfSite(db: DbOrTx, siteId: number): Promise<MatchUnit[]> {
  const rows = await matchUnitRows(db, siteId);
  const ibans = await knownIbansOfSite(db, siteId);
  const byUnit = new Map<number, string[]>();
  for (const { unitId, iban } of ibans) byUnit.set(unitId, [...(byUnit.get(unitId) ?? []), iban]);
  return rows.map((row) => ({
    unitId: row.unitId,
    block: row.block,
    doorNumber: row.doorNumber,
    paymentReference: paymentReference(row.sitePaymentCode, row.block, row.doorNumber),
    residentName: row.residentName,
    partyNames: row.partyNames,
    knownIbans: byUnit.get(row.unitId) ?? [],
    debtKurus: Math.max(0, -row.balanceKurus),
  }));
}
