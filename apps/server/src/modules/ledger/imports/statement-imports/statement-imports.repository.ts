import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client.js';
import {
  accounts,
  ledgerTransactions,
  sites,
  statementImportRows,
  statementImports,
  statementMappings,
  unitKnownIbans,
  units,
} from '../../../../db/schema/index.js';
import { balanceSum } from '../../posting/public.js';

/** Storage of bank statement imports (PRODUCT.md §14): the import, its rows, mappings and IBANs learnt. */

export type NewImport = typeof statementImports.$inferInsert;
export type NewImportRow = Omit<typeof statementImportRows.$inferInsert, 'id' | 'importId'>;
export type ImportRecord = typeof statementImports.$inferSelect;
export type ImportRowRecord = typeof statementImportRows.$inferSelect;

/** Rows per INSERT: PostgreSQL takes at most 65,535 parameters in one statement (18 columns a row). */
const INSERT_CHUNK = 2000;

export async function insertImport(tx: DbOrTx, values: NewImport, rows: NewImportRow[]): Promise<number> {
  const [row] = await tx.insert(statementImports).values(values).returning({ id: statementImports.id });
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await tx
      .insert(statementImportRows)
      .values(rows.slice(i, i + INSERT_CHUNK).map((r) => ({ ...r, importId: row.id })));
  }
  return row.id;
}

export async function importById(db: DbOrTx, id: number): Promise<ImportRecord | undefined> {
  const [row] = await db.select().from(statementImports).where(eq(statementImports.id, id));
  return row;
}

/** The import, locked until the transaction ends: two confirms of one import queue here. */
export async function lockImport(tx: DbOrTx, id: number): Promise<ImportRecord | undefined> {
  const [row] = await tx.select().from(statementImports).where(eq(statementImports.id, id)).for('update');
  return row;
}

export async function rowsOfImport(db: DbOrTx, importId: number): Promise<ImportRowRecord[]> {
  return db
    .select()
    .from(statementImportRows)
    .where(eq(statementImportRows.importId, importId))
    .orderBy(asc(statementImportRows.rowNumber), asc(statementImportRows.id));
}

/** Of the given hashes, those already posted (as a payment or an expense) into the account. */
export async function postedHashes(db: DbOrTx, accountId: number, hashes: string[]): Promise<Set<string>> {
  if (hashes.length === 0) return new Set();
  const rows = await db
    .select({ hash: statementImportRows.hash })
    .from(statementImportRows)
    .where(
      and(
        eq(statementImportRows.accountId, accountId),
        sql`${statementImportRows.hash} = any(${`{${hashes.join(',')}}`}::text[])`,
        inArray(statementImportRows.outcome, ['payment', 'expense']),
      ),
    );
  return new Set(rows.map((r) => r.hash));
}

/**
 * Records what became of each row, in one statement. Marking a row 'payment' or 'expense' puts its
 * hash under statement_rows_posted_uq: if another import posted the same movement (or is posting
 * it in a concurrent transaction, which this then waits for), this fails with a unique violation.
 */
export async function setRowOutcomes(
  tx: DbOrTx,
  outcomes: Array<{
    id: number;
    outcome: 'payment' | 'expense' | 'skipped';
    ledgerTransactionId?: number;
    expenseId?: number;
  }>,
): Promise<void> {
  if (outcomes.length === 0) return;
  const json = JSON.stringify(
    outcomes.map((o) => ({
      id: o.id,
      outcome: o.outcome,
      ledger_transaction_id: o.ledgerTransactionId ?? null,
      expense_id: o.expenseId ?? null,
    })),
  );
  await tx.execute(sql`
    update statement_import_rows r
       set outcome = v.outcome, ledger_transaction_id = v.ledger_transaction_id, expense_id = v.expense_id
      from json_to_recordset(${json}::json) as v(id bigint, outcome text, ledger_transaction_id bigint, expense_id bigint)
     where r.id = v.id`);
}

export async function markConfirmed(tx: DbOrTx, importId: number, userId: number, at: Date): Promise<void> {
  await tx
    .update(statementImports)
    .set({ status: 'confirmed', confirmedBy: userId, confirmedAt: at })
    .where(eq(statementImports.id, importId));
}

export async function mappingOf(db: DbOrTx, accountId: number): Promise<Record<string, string> | undefined> {
  const [row] = await db
    .select({ mapping: statementMappings.mapping })
    .from(statementMappings)
    .where(eq(statementMappings.accountId, accountId));
  return row?.mapping;
}

export async function rememberMapping(
  db: DbOrTx,
  accountId: number,
  mapping: Record<string, string>,
  userId: number,
): Promise<void> {
  await db
    .insert(statementMappings)
    .values({ accountId, mapping, updatedBy: userId })
    .onConflictDoUpdate({
      target: statementMappings.accountId,
      set: { mapping, updatedBy: userId, updatedAt: sql`now()` },
    });
}

/** Pairs per INSERT: 3 values each, far below the 65,535 bind parameters. */
const IBANS_PER_INSERT = 1000;

/**
 * Remembers that the IBAN paid for the unit (the matching's second rule). A statement often holds
 * several payments from one IBAN to one unit: each pair goes in once (an upsert may not touch one
 * row twice), in statements of a bounded size.
 */
export async function learnIbans(
  tx: DbOrTx,
  pairs: Array<{ unitId: number; siteId: number; iban: string }>,
): Promise<void> {
  const unique = [...new Map(pairs.map((p) => [`${p.unitId}:${p.iban}`, p])).values()];
  for (let from = 0; from < unique.length; from += IBANS_PER_INSERT) {
    await tx
      .insert(unitKnownIbans)
      .values(unique.slice(from, from + IBANS_PER_INSERT))
      .onConflictDoUpdate({
        target: [unitKnownIbans.unitId, unitKnownIbans.iban],
        set: { lastSeenAt: sql`now()` },
      });
  }
}

export interface MatchUnitRow {
  unitId: number;
  block: string;
  doorNumber: string;
  sitePaymentCode: string;
  residentName: string | null;
  /** The current owners' and tenant's names. */
  partyNames: string[];
  balanceKurus: number;
}

/** Every unit of the site with what the matching needs: labels, the site's code, resident, balance. */
export async function matchUnitRows(db: DbOrTx, siteId: number): Promise<MatchUnitRow[]> {
  return db
    .select({
      unitId: units.id,
      block: units.block,
      doorNumber: units.doorNumber,
      sitePaymentCode: sites.paymentCode,
      // The name the manager typed, and only while someone lives there (PRODUCT.md §4).
      residentName: sql<
        string | null
      >`case when ${units.residentUserId} is not null then ${units.residentFullName} end`,
      partyNames: sql<string[]>`(select coalesce(array_agg(p.full_name), '{}') from (
          select o.full_name from unit_owners o where o.unit_id = ${units.id} and o.until is null
          union select t.full_name from unit_tenancies t where t.unit_id = ${units.id} and t.ended_at is null) p)`,
      balanceKurus: balanceSum(),
    })
    .from(units)
    .innerJoin(sites, eq(sites.id, units.siteId))
    .leftJoin(ledgerTransactions, eq(ledgerTransactions.unitId, units.id))
    .where(eq(units.siteId, siteId))
    .groupBy(units.id, sites.id);
}

export async function knownIbansOfSite(db: DbOrTx, siteId: number): Promise<Array<{ unitId: number; iban: string }>> {
  return db
    .select({ unitId: unitKnownIbans.unitId, iban: unitKnownIbans.iban })
    .from(unitKnownIbans)
    .where(eq(unitKnownIbans.siteId, siteId));
}

export async function ibanOfAccount(db: DbOrTx, accountId: number): Promise<string | null> {
  const [row] = await db.select({ iban: accounts.iban }).from(accounts).where(eq(accounts.id, accountId));
  return row?.iban ?? null;
}
