import {
  AppError,
  type AppErrorOptions,
  type ConfirmStatementBody,
  type ConfirmStatementRow,
  formatReceiptNo,
  istanbulStartOfToday,
  kurusToLira,
  MAX_AMOUNT_KURUS,
  STATEMENT_IMPORT_TEXTS as T,
  type StatementConfirmDto,
} from '@aidat/shared';
import type { Db, DbOrTx } from '../../../../db/client.js';
import { requireAccess } from '../../../../lib/access/access.js';
import { isUniqueViolation } from '../../../../lib/db-errors.js';
import type { SessionUser } from '../../../../lib/sessions.js';
import { categoriesOfSite, paymentAccount, unitIdsOfSite } from '../../books/public.js';
import { chargesOfSite } from '../../charges/public.js';
import { instantOf } from '../bank-import/index.js';
import { type PaymentEntry, post } from '../../posting/public.js';
import {
  type ImportRowRecord,
  learnIbans,
  lockImport,
  markConfirmed,
  postedHashes,
  rowsOfImport,
  setRowOutcomes,
} from './statement-imports.repository.js';

const DESCRIPTION_MAX = 500;
const VENDOR_MAX = 200;
const DAY = 86_400_000;

type Decision =
  | { kind: 'payment'; row: ImportRowRecord; unitId: number; type: 'aidat' | 'ekbutce'; additionalChargeId?: number }
  | { kind: 'expense'; row: ImportRowRecord; categoryId: number };

/**
 * Confirms a pending import (PRODUCT.md §14): each listed row posted as the manager decided, in one
 * transaction: an incoming row as a payment of a unit (the proposed one unless another is named)
 * through the ledger's posting path (posting/post.ts), so it gets its receipt number and the late
 * fees it settles on its day, into the import's bank account by havale on the row's date; an outgoing row as an expense of that account. Rows skipped
 * or left out are not posted. Any row that cannot be posted refuses the whole confirm (4xx naming
 * it), so nothing is written unless everything is.
 *
 * Never twice: a row whose movement the account has posted already is refused, and the unique key
 * on posted hashes stops a concurrent confirm of an overlapping file (409, nothing written).
 */
export async function confirmStatement(
  db: Db,
  user: SessionUser,
  importId: number,
  body: ConfirmStatementBody,
  now: Date = new Date(),
): Promise<StatementConfirmDto> {
  const { siteId } = await requireAccess(db, user, { kind: 'statementImport', id: importId });
  try {
    return await db.transaction((tx) => confirmIn(tx, user, siteId, importId, body, now));
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('Conflict', T.postedMeanwhile);
    throw err;
  }
}

async function confirmIn(
  tx: DbOrTx,
  user: SessionUser,
  siteId: number,
  importId: number,
  body: ConfirmStatementBody,
  now: Date,
): Promise<StatementConfirmDto> {
  const record = await lockImport(tx, importId);
  if (!record) throw new AppError('NotFound', T.importNotFound);
  if (record.status !== 'pending') throw new AppError('Conflict', T.alreadyConfirmed);
  const rows = await rowsOfImport(tx, importId);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const posted = await postedHashes(
    tx,
    record.accountId,
    rows.map((r) => r.hash),
  );

  const decisions = await decide(tx, siteId, body.rows, byId, posted, now);
  const account = await paymentAccount(tx, siteId, { accountId: record.accountId, method: 'havale' }, now);

  const payments = decisions.filter((d) => d.kind === 'payment');
  // Through the ledger's one posting path: each payment with its receipt number and the late
  // fees of the charges it settles on its day, as the dialog and Tahsilat post them.
  const entries: PaymentEntry[] = payments.map((d) => ({
    kind: 'payment',
    unitId: d.unitId,
    siteId,
    pays: d.type === 'aidat' ? 'aidat' : { additionalChargeId: d.additionalChargeId! },
    amountKurus: d.row.amountKurus,
    occurredAt: rowInstant(d.row),
    account,
    note: T.paymentDescription(d.row.description).slice(0, DESCRIPTION_MAX),
  }));
  const written = await post(tx, entries, { by: user.id });

  const expenseRows = decisions.filter((d) => d.kind === 'expense');
  const expensesMade: StatementConfirmDto['expenses'] = [];
  for (const d of expenseRows) {
    const occurredAt = rowInstant(d.row);
    const description = d.row.description.slice(0, DESCRIPTION_MAX);
    const [{ id }] = await post(
      tx,
      [
        {
          kind: 'expense',
          siteId,
          accountId: record.accountId,
          categoryId: d.categoryId,
          occurredAt,
          amountKurus: -d.row.amountKurus,
          description,
          vendor: d.row.sender?.slice(0, VENDOR_MAX) ?? null,
          invoiceNo: null,
        },
      ],
      { by: user.id },
    );
    expensesMade.push({
      rowId: d.row.id,
      id,
      categoryId: d.categoryId,
      date: occurredAt.toISOString(),
      amount: kurusToLira(-d.row.amountKurus),
      description,
    });
  }

  // Posted rows' hashes go under the unique key here: a movement posted meanwhile fails the lot.
  const decided = new Set(decisions.map((d) => d.row.id));
  await setRowOutcomes(tx, [
    ...payments.map((d, i) => ({ id: d.row.id, outcome: 'payment' as const, ledgerTransactionId: written[i].id })),
    ...expenseRows.map((d, i) => ({ id: d.row.id, outcome: 'expense' as const, expenseId: expensesMade[i].id })),
    ...rows.filter((r) => !decided.has(r.id)).map((r) => ({ id: r.id, outcome: 'skipped' as const })),
  ]);
  await learnIbans(
    tx,
    payments.filter((d) => d.row.senderIban).map((d) => ({ unitId: d.unitId, siteId, iban: d.row.senderIban! })),
  );
  await markConfirmed(tx, importId, user.id, now);

  return {
    importId,
    payments: payments.map((d, i) => ({
      rowId: d.row.id,
      id: written[i].id,
      unitId: d.unitId,
      kind: d.type,
      date: written[i].occurredAt.toISOString(),
      amount: kurusToLira(written[i].amountKurus),
      receiptNo: formatReceiptNo(written[i].receiptYear, written[i].receiptNo),
    })),
    expenses: expensesMade,
    skipped: rows.length - decisions.length,
  };
}

/** What to post for each listed row, every choice checked against the import and the site. */
async function decide(
  tx: DbOrTx,
  siteId: number,
  asked: readonly ConfirmStatementRow[],
  byId: ReadonlyMap<number, ImportRowRecord>,
  posted: ReadonlySet<string>,
  now: Date,
): Promise<Decision[]> {
  const seen = new Set<number>();
  const unitIds = new Set<number>();
  for (const [i, a] of asked.entries()) {
    const row = byId.get(a.rowId);
    if (!row) throw new AppError('ValidationError', T.rowNotInImport(a.rowId), at(i, undefined, 'rowId'));
    if (seen.has(a.rowId)) throw new AppError('ValidationError', T.rowTwice(row.rowNumber), at(i, row, 'rowId'));
    seen.add(a.rowId);
    const unitId = a.unitId ?? row.proposedUnitId;
    if (unitId !== null) unitIds.add(unitId);
  }
  const unitsOfSite = await unitIdsOfSite(tx, siteId, [...unitIds]);
  const charges = new Set((await chargesOfSite(tx, siteId)).map((c) => c.id));
  const categories = new Set((await categoriesOfSite(tx, siteId)).map((c) => c.id));
  const endOfToday = istanbulStartOfToday(now).getTime() + DAY;

  const decisions: Decision[] = [];
  for (const [i, a] of asked.entries()) {
    const row = byId.get(a.rowId)!;
    const n = row.rowNumber;
    const refuse = (message: string, field?: string) => new AppError('ValidationError', message, at(i, row, field));
    if (a.skip) continue;
    if (posted.has(row.hash)) throw new AppError('Conflict', T.rowAlreadyImported(n), at(i, row));
    if (Math.abs(row.amountKurus) > MAX_AMOUNT_KURUS) throw refuse(T.rowTooLarge(n));
    if (rowInstant(row).getTime() >= endOfToday) throw refuse(T.rowFuture(n));
    if (row.amountKurus < 0) {
      if (!a.asExpense) throw refuse(T.rowOutgoingNeedsExpense(n), 'asExpense');
      if (!categories.has(a.asExpense.categoryId)) throw refuse(T.rowCategoryNotFound(n), 'asExpense.categoryId');
      decisions.push({ kind: 'expense', row, categoryId: a.asExpense.categoryId });
      continue;
    }
    if (a.asExpense) throw refuse(T.rowIncomingAsExpense(n), 'asExpense');
    const unitId = a.unitId ?? row.proposedUnitId;
    if (unitId === null) throw refuse(T.rowNeedsUnit(n), 'unitId');
    if (!unitsOfSite.has(unitId)) throw refuse(T.rowUnitNotFound(n), 'unitId');
    const type = a.kind ?? 'aidat';
    if (type === 'ekbutce') {
      if (a.additionalChargeId === undefined) throw refuse(T.rowChargeRequired(n), 'additionalChargeId');
      if (!charges.has(a.additionalChargeId)) throw refuse(T.rowChargeNotFound(n), 'additionalChargeId');
      decisions.push({ kind: 'payment', row, unitId, type, additionalChargeId: a.additionalChargeId });
    } else {
      decisions.push({ kind: 'payment', row, unitId, type });
    }
  }
  return decisions;
}

/**
 * The place of a refused choice: the body's `rows.<i>` (and the property at fault), and the
 * statement's row number that the message names.
 */
function at(i: number, row: ImportRowRecord | undefined, field?: string): AppErrorOptions {
  return { details: { field: field ? `rows.${i}.${field}` : `rows.${i}`, ...(row ? { row: row.rowNumber } : {}) } };
}

/** The row's moment: its time in Istanbul, or noon of its day (bank-import/dates.ts). */
function rowInstant(row: ImportRowRecord): Date {
  return instantOf({ day: row.date, ...(row.time ? { time: row.time } : {}) });
}
