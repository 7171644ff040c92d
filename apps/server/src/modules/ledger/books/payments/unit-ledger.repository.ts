import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../../db/client.js';
import { accounts, ledgerTransactions, users } from '../../../../db/schema/index.js';
import type { ReversedRow } from '../../posting/public.js';

export interface AdminLedgerRow {
  id: number;
  unitId: number;
  type: string;
  description: string;
  occurredAt: Date;
  amountKurus: number;
  additionalChargeId: number | null;
  reversesId: number | null;
  reversalReason: string | null;
  reversed: boolean;
  /** Full name of the user who posted it; null for the accrual's charges. */
  createdByName: string | null;
  /** A payment's (and its reversal's) account and method; null on charges. */
  accountId: number | null;
  accountName: string | null;
  method: string | null;
  receiptYear: number | null;
  receiptNo: number | null;
}

const reversal = alias(ledgerTransactions, 'reversal');

/** A unit's entries newest first, each with whether it was reversed and who posted it. */
export async function unitEntries(db: DbOrTx, unitId: number): Promise<AdminLedgerRow[]> {
  return (
    db
      .select({
        id: ledgerTransactions.id,
        unitId: ledgerTransactions.unitId,
        type: ledgerTransactions.type,
        description: ledgerTransactions.description,
        occurredAt: ledgerTransactions.occurredAt,
        amountKurus: ledgerTransactions.amountKurus,
        additionalChargeId: ledgerTransactions.additionalChargeId,
        reversesId: ledgerTransactions.reversesId,
        reversalReason: ledgerTransactions.reversalReason,
        reversed: sql<boolean>`${reversal.id} is not null`.mapWith(Boolean),
        createdByName: users.fullName,
        accountId: ledgerTransactions.accountId,
        accountName: accounts.name,
        method: ledgerTransactions.method,
        receiptYear: ledgerTransactions.receiptYear,
        receiptNo: ledgerTransactions.receiptNo,
      })
      .from(ledgerTransactions)
      // ledger_reverses_uq makes this at most one row per entry.
      .leftJoin(reversal, eq(reversal.reversesId, ledgerTransactions.id))
      .leftJoin(users, eq(users.id, ledgerTransactions.createdBy))
      .leftJoin(accounts, eq(accounts.id, ledgerTransactions.accountId))
      .where(eq(ledgerTransactions.unitId, unitId))
      .orderBy(desc(ledgerTransactions.occurredAt), desc(ledgerTransactions.id))
  );
}

/** What `post()` copies into a reversal, and what the route checks and answers with. */
export interface EntryForReversal extends ReversedRow {
  reversesId: number | null;
  accountName: string | null;
}

/** One entry with what a reversal copies from it. */
export async function entryById(db: DbOrTx, id: number): Promise<EntryForReversal | undefined> {
  const [row] = await db
    .select({
      id: ledgerTransactions.id,
      unitId: ledgerTransactions.unitId,
      siteId: ledgerTransactions.siteId,
      type: ledgerTransactions.type,
      description: ledgerTransactions.description,
      amountKurus: ledgerTransactions.amountKurus,
      additionalChargeId: ledgerTransactions.additionalChargeId,
      duesPeriod: ledgerTransactions.duesPeriod,
      reversesId: ledgerTransactions.reversesId,
      accountId: ledgerTransactions.accountId,
      accountName: accounts.name,
      method: ledgerTransactions.method,
    })
    .from(ledgerTransactions)
    .leftJoin(accounts, eq(accounts.id, ledgerTransactions.accountId))
    .where(eq(ledgerTransactions.id, id))
    .limit(1);
  return row;
}

/** True when some entry already reverses the given one. */
export async function isReversed(db: DbOrTx, siteId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.siteId, siteId), eq(ledgerTransactions.reversesId, id)))
    .limit(1);
  return Boolean(row);
}
