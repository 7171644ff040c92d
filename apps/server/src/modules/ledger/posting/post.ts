import {
  AppError,
  addMonths,
  duesDescription,
  LEDGER_TEXTS,
  type PaymentMethod,
  periodStart,
  SITE_ADMIN_TEXTS,
  SITE_IMPORT_TEXTS,
} from '@aidat/shared';
import { asc, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.js';
import { additionalCharges } from '../../../db/schema/index.js';
import { ekbutcePaymentDescription, reversalDescription } from './descriptions.js';
import { insertExpense, insertTransfer, type TransferRow } from './account-rows.repository.js';
import { guardKasa } from './kasa-guard.js';
import { accrueMonths, chargeAdditionalCharge, chargeMonthForSite } from './dues-charges.repository.js';
import {
  type MonthlyLateFeeRun,
  planLateFeeMonth,
  postLateFeeBucket,
  postMonthlyLateFees,
} from './late-fees/monthly-fees.repository.js';
import { postFeesForPayments } from './late-fees/payment-fees.js';
import { insertEntries, type LedgerWriteRow, type NewLedgerEntry } from './ledger-rows.repository.js';
import { withReceiptNumbers } from './receipt-numbers.repository.js';

/**
 * The ledger's one posting path: every row of a money table (the unit ledger, expenses, account
 * transfers) is written by `post` (docs/ARCHITECTURE.md, "The posting path"), and nothing outside
 * this folder may insert one (the import rules and test/money-writes.test.ts refuse it). Through it:
 * the payment dialog, a Tahsilat batch, a bank statement's confirm, the set-up import's opening
 * balances, an ek bütçe (in one go or its instalments), the month's dues (a rule or budget applied
 * now, the monthly accrual), the monthly late fees, the reversals of entries and of an ek bütçe,
 * expenses and their reversals, and transfers. It owns what each of them used to do on its own,
 * so none of them can leave one out or do it differently:
 *
 * - the descriptions ('Aidat ödemesi', an ek bütçe payment naming its charge, 'Devir bakiyesi',
 *   an instalment's 'n/N. taksit', a month's 'Kasım 2026 Aidatı', a reversal's 'İptal: …');
 * - the receipt numbers, in the order the entries are given (receipt-numbers.repository.ts);
 * - the late fees each payment settles, up to its own day (PRODUCT.md §12), posted right after it;
 * - one transaction for all of it (a savepoint inside the caller's), so nothing is written unless
 *   everything is.
 *
 * A payment's fees depend on what was posted before it: a fee goes into the unit's queue just
 * before its charge, so it moves every later charge back. So payments are posted as the dialog
 * posts them one at a time: each unit's payments in date order (the order given among those of
 * one moment), each followed by the fees it settles. Units do not affect each other, so the k-th
 * payment of every unit goes in one statement and its fees in the next: a batch of 200 units
 * still costs two statements. The same payments therefore leave the same ledger, fees, balances
 * and receipt numbers whichever screen they come from.
 *
 * Entries that post many rows in one statement (a month's dues, an ek bütçe to every unit, a
 * bucket of late fees) and the account side's entries are posted first, in the order given; then
 * the unit ledger's charges; then the payments, as above.
 *
 * Idempotency stays at the route (lib/idempotency, which runs the whole write, this included, in
 * its own transaction), and the resident cache's invalidation is the database's own: every row
 * written here fires the NOTIFY triggers of drizzle/0019 (docs/resident-cache.md).
 */

/** A dues or ek bütçe payment of a unit into an account. */
export interface PaymentEntry {
  kind: 'payment';
  unitId: number;
  siteId: number;
  /** Dues, or the ek bütçe (of the unit's site) it pays. */
  pays: 'aidat' | { additionalChargeId: number };
  amountKurus: number;
  occurredAt: Date;
  account: { id: number; method: PaymentMethod };
  /** What the person typed or the bank wrote; without it the usual text. */
  note?: string | null;
}

/** A unit's debt carried over from before the site's books (the set-up import, PRODUCT.md §14). */
export interface OpeningBalanceEntry {
  kind: 'openingBalance';
  unitId: number;
  siteId: number;
  amountKurus: number;
  occurredAt: Date;
}

/** An ek bütçe's charge to a unit, or one of its instalments (additional-charge-installments.ts). */
export interface AdditionalChargeEntry {
  kind: 'additionalCharge';
  unitId: number;
  siteId: number;
  charge: { id: number; title: string; installments: number };
  /** Which instalment, from 1 (1 for a charge in one go). */
  installment: number;
  amountKurus: number;
  occurredAt: Date;
}

/** A posted row as its reversal needs it. */
export interface ReversedRow {
  id: number;
  unitId: number;
  siteId: number;
  type: string;
  description: string;
  amountKurus: number;
  additionalChargeId: number | null;
  duesPeriod: string | null;
  accountId: number | null;
  method: string | null;
}

/**
 * The one correction of a posted row (PRODUCT.md §5): the same type with the amount negated,
 * pointing at it, the manager's reason in a column of its own and a description that keeps the
 * original's, so that it stays under the same title for the resident. A payment's reversal takes
 * the money out of the account it went into; it takes no receipt and settles no fee.
 */
export interface ReversalEntry {
  kind: 'reversal';
  of: ReversedRow;
  reason: string;
  occurredAt: Date;
}

/** A month's dues for every unit of a site that has none for it yet (a dues rule or budget applied now). */
export interface SiteDuesMonthEntry {
  kind: 'siteDuesMonth';
  siteId: number;
  /** "YYYY-MM". */
  period: string;
}

/**
 * The monthly accrual (jobs/monthly-accrual.ts): each site from its first month not charged
 * through the last of `periods`, every unit at its rule or budget of that month.
 */
export interface DuesAccrualEntry {
  kind: 'duesAccrual';
  sites: Array<{ siteId: number; fromPeriod: string }>;
  /** Consecutive "YYYY-MM" months, oldest first. */
  periods: string[];
}

/** An ek bütçe charged in one go, the same amount to every unit of its site. */
export interface AdditionalChargeToAllEntry {
  kind: 'additionalChargeToAll';
  siteId: number;
  charge: { id: number; title: string };
  amountKurus: number;
  occurredAt: Date;
}

/** A month's late fees (PRODUCT.md §12): every bucket of units in the caller's transaction. */
export interface LateFeeMonthEntry {
  kind: 'lateFeeMonth';
  run: MonthlyLateFeeRun;
}

/** One bucket of a month's late fees, planned by planLateFeeMonth (the job commits bucket by bucket). */
export interface LateFeeBucketEntry {
  kind: 'lateFeeBucket';
  run: MonthlyLateFeeRun;
  bucket: number;
  periods: readonly string[] | null;
}

/** An expense paid from an account of the site. */
export interface ExpenseEntry {
  kind: 'expense';
  siteId: number;
  accountId: number;
  categoryId: number;
  amountKurus: number;
  occurredAt: Date;
  description: string;
  vendor: string | null;
  invoiceNo: string | null;
  /** The ticket it paid for (PRODUCT.md §17), a ticket of the same site; checked by the caller. */
  ticketId?: number | null;
}

/** An expense as its reversal needs it. */
export interface ReversedExpense {
  id: number;
  siteId: number;
  accountId: number;
  categoryId: number;
  amountKurus: number;
  description: string;
  vendor: string | null;
  invoiceNo: string | null;
  ticketId: number | null;
}

/** The one correction of an expense: the negated amount back into its account, naming it. */
export interface ExpenseReversalEntry {
  kind: 'expenseReversal';
  of: ReversedExpense;
  reason: string;
  occurredAt: Date;
}

/** Money moved between two accounts of one site (cash deposited at the bank): the row as written. */
export interface TransferEntry extends Omit<TransferRow, 'id' | 'reversesId' | 'reversalReason'> {
  kind: 'transfer';
}

export type { TransferRow };

/** A transfer as its reversal needs it. */
export type ReversedTransfer = Omit<TransferRow, 'reversesId' | 'reversalReason'>;

/** The one correction of a transfer: the negated amount between the same accounts, naming it. */
export interface TransferReversalEntry {
  kind: 'transferReversal';
  of: ReversedTransfer;
  reason: string;
  occurredAt: Date;
}

/** Entries that post one row of the unit ledger each. */
type LedgerItemEntry = PaymentEntry | OpeningBalanceEntry | AdditionalChargeEntry | ReversalEntry;
/** Entries that post many unit-ledger rows in one statement. */
type BulkEntry =
  | SiteDuesMonthEntry
  | DuesAccrualEntry
  | AdditionalChargeToAllEntry
  | LateFeeMonthEntry
  | LateFeeBucketEntry;
type AccountEntry = ExpenseEntry | ExpenseReversalEntry | TransferEntry | TransferReversalEntry;

export type PostEntry = LedgerItemEntry | BulkEntry | AccountEntry;

/** What `post` answers for an entry: its ledger row, its expense's id, its transfer, or how many rows a bulk entry wrote. */
export type Posted<E extends PostEntry> = E extends LedgerItemEntry
  ? LedgerWriteRow
  : E extends ExpenseEntry | ExpenseReversalEntry
    ? { id: number }
    : E extends TransferEntry | TransferReversalEntry
      ? TransferRow
      : { count: number };

export interface PostOptions {
  /** The posting user's id (created_by); null for the system. */
  by: number | null;
}

const DESCRIPTION_MAX = 500;

/**
 * Posts the entries, with everything each of them brings (above), and answers their rows in the
 * order given. An ek bütçe paid must be one of its unit's site and not undone: it is locked (shared)
 * until the transaction ends, so undoing it waits for the payment, then sees it and refuses.
 */
export async function post<E extends PostEntry>(
  db: DbOrTx,
  entries: readonly E[],
  options: PostOptions,
): Promise<Posted<E>[]> {
  if (entries.length === 0) return [];
  return db.transaction(async (tx) => {
    const written: Array<Posted<PostEntry>> = new Array(entries.length);
    const items: Array<LedgerItemEntry | undefined> = entries.map((e) => (isLedgerItem(e) ? e : undefined));

    // Many rows a statement, and the account side: in the order given.
    for (const [i, e] of entries.entries()) {
      if (!isLedgerItem(e)) written[i] = await postOther(tx, e, options.by);
    }

    const titles = await lockPaidCharges(tx, items);
    const rows = await withReceiptNumbers(
      tx,
      items.flatMap((e) => (e ? [toRow(e, titles, options.by)] : [])),
    );
    // rows[k] belongs to the k-th ledger item; itemAt maps an entry's index to it.
    const itemAt = new Map<number, number>();
    items.forEach((e, i) => {
      if (e) itemAt.set(i, itemAt.size);
    });

    // Charges next: they settle nothing and take no receipt. (insertEntries writes any number of
    // rows in statements of a bounded size.)
    const others = items.flatMap((e, i) => (e && e.kind !== 'payment' ? [i] : []));
    const inserted = await insertEntries(
      tx,
      others.map((i) => rows[itemAt.get(i)!]),
    );
    others.forEach((i, k) => {
      written[i] = inserted[k];
    });

    for (const round of paymentRounds(items)) {
      const posted = await insertEntries(
        tx,
        round.map((i) => rows[itemAt.get(i)!]),
      );
      round.forEach((i, k) => {
        written[i] = posted[k];
      });
      // One payment per unit in a round: each settles its own charges, as if posted alone.
      await postFeesForPayments(tx, posted);
    }
    return written as Posted<E>[];
  });
}

function isLedgerItem(entry: PostEntry): entry is LedgerItemEntry {
  return (
    entry.kind === 'payment' ||
    entry.kind === 'openingBalance' ||
    entry.kind === 'additionalCharge' ||
    entry.kind === 'reversal'
  );
}

/** A bulk or account-side entry, posted at once. */
async function postOther(
  tx: DbOrTx,
  entry: BulkEntry | AccountEntry,
  by: number | null,
): Promise<{ count: number } | { id: number } | TransferRow> {
  switch (entry.kind) {
    case 'siteDuesMonth':
      return {
        count: await chargeMonthForSite(tx, {
          siteId: entry.siteId,
          createdById: by,
          period: entry.period,
          description: duesDescription(entry.period),
          occurredAt: periodStart(entry.period),
        }),
      };
    case 'duesAccrual': {
      const months = entry.periods.map((period) => ({
        period,
        description: duesDescription(period),
        occurredAt: periodStart(period),
        endsAt: periodStart(addMonths(period, 1)),
      }));
      return { count: await accrueMonths(tx, entry.sites, months) };
    }
    case 'additionalChargeToAll':
      return {
        count: await chargeAdditionalCharge(tx, {
          siteId: entry.siteId,
          additionalChargeId: entry.charge.id,
          amountKurus: entry.amountKurus,
          description: LEDGER_TEXTS.additionalChargeOf(entry.charge.title),
          occurredAt: entry.occurredAt,
          createdById: by,
        }),
      };
    case 'lateFeeMonth':
      return { count: await postMonthlyLateFees(tx, entry.run) };
    case 'lateFeeBucket':
      return { count: await postLateFeeBucket(tx, entry.bucket, entry.run, entry.periods) };
    case 'expense': {
      const { kind: _, ...values } = entry;
      await guardKasa(tx, entry.accountId, entry.occurredAt, entry.amountKurus);
      return insertExpense(tx, { ...values, createdBy: personOf(by) });
    }
    case 'expenseReversal': {
      const { of } = entry;
      return insertExpense(tx, {
        siteId: of.siteId,
        accountId: of.accountId,
        categoryId: of.categoryId,
        occurredAt: entry.occurredAt,
        amountKurus: -of.amountKurus,
        description: reversalDescription(of.description, entry.reason),
        reversalReason: entry.reason,
        vendor: of.vendor,
        invoiceNo: of.invoiceNo,
        // The reversal stays on the ticket's list, so the ticket's expenses net to what was spent.
        ticketId: of.ticketId,
        reversesId: of.id,
        createdBy: personOf(by),
      });
    }
    case 'transfer': {
      const { kind: _, ...values } = entry;
      await guardKasa(tx, entry.fromAccountId, entry.occurredAt, entry.amountKurus);
      return insertTransfer(tx, { ...values, reversesId: null, reversalReason: null, createdById: personOf(by) });
    }
    case 'transferReversal': {
      const { of } = entry;
      // The money goes back: out of the account it went into.
      await guardKasa(tx, of.toAccountId, entry.occurredAt, of.amountKurus);
      return insertTransfer(tx, {
        siteId: of.siteId,
        fromAccountId: of.fromAccountId,
        toAccountId: of.toAccountId,
        amountKurus: -of.amountKurus,
        occurredAt: entry.occurredAt,
        description: reversalDescription(of.description, entry.reason),
        reversesId: of.id,
        reversalReason: entry.reason,
        createdById: personOf(by),
      });
    }
  }
}

/** The account side's rows name the person who wrote them (their created_by is not null). */
function personOf(by: number | null): number {
  if (by === null) throw new Error('an expense or transfer is posted by a person: PostOptions.by is null');
  return by;
}

/**
 * A month's late fees the way the job posts them: each bucket of units through `post` in a
 * transaction of its own, `workers` buckets at a time (one connection each), so a payment waits
 * for one bucket at most. Returns the rows inserted; the first failure is thrown once every worker
 * has stopped (the buckets already committed stay, and the next run posts the rest, ledger_fee_uq).
 */
export async function postLateFeeMonthInBuckets(db: Db, run: MonthlyLateFeeRun, workers: number): Promise<number> {
  const { periods, buckets } = await db.transaction((tx) => planLateFeeMonth(tx, run));
  let next = 0;
  let posted = 0;
  let failed = false;
  const work = async () => {
    while (!failed && next < buckets.length) {
      const bucket = buckets[next++];
      try {
        const [{ count }] = await post(db, [{ kind: 'lateFeeBucket', run, bucket, periods }], { by: null });
        // Added after the wait, not `posted += await …`, which would read `posted` before it and lose the other workers' rows.
        posted += count;
      } catch (err) {
        failed = true;
        throw err;
      }
    }
  };
  const results = await Promise.allSettled(Array.from({ length: Math.max(1, workers) }, work));
  const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failure) throw failure.reason;
  return posted;
}

/**
 * The payments' indexes in rounds: round k holds the k-th payment of each unit that has one, a
 * unit's payments taken by date (then as given), the rounds' units in the order first given.
 */
function paymentRounds(entries: ReadonlyArray<LedgerItemEntry | undefined>): number[][] {
  const byUnit = new Map<number, number[]>();
  entries.forEach((e, i) => {
    if (e?.kind !== 'payment') return;
    const list = byUnit.get(e.unitId) ?? [];
    list.push(i);
    byUnit.set(e.unitId, list);
  });
  const rounds: number[][] = [];
  for (const list of byUnit.values()) {
    // Array.prototype.sort is stable: payments of one moment keep the order given.
    list.sort((a, b) => entries[a]!.occurredAt.getTime() - entries[b]!.occurredAt.getTime());
    list.forEach((index, k) => {
      if (rounds[k] === undefined) rounds[k] = [];
      rounds[k].push(index);
    });
  }
  return rounds;
}

/** The row an entry is posted as, its description built here. */
function toRow(entry: LedgerItemEntry, titles: ReadonlyMap<number, string>, by: number | null): NewLedgerEntry {
  if (entry.kind === 'reversal') {
    const { of } = entry;
    return {
      unitId: of.unitId,
      siteId: of.siteId,
      type: of.type,
      description: reversalDescription(of.description, entry.reason),
      reversalReason: entry.reason,
      occurredAt: entry.occurredAt,
      amountKurus: -of.amountKurus,
      additionalChargeId: of.additionalChargeId,
      // Kept for the record; the one-charge-per-month key ignores reversal rows.
      duesPeriod: of.duesPeriod,
      reversesId: of.id,
      accountId: of.accountId,
      method: of.method,
      createdById: by,
    };
  }
  const base = {
    unitId: entry.unitId,
    siteId: entry.siteId,
    occurredAt: entry.occurredAt,
    amountKurus: entry.amountKurus,
    createdById: by,
  };
  if (entry.kind === 'openingBalance')
    // The ledger has no type of its own for it: a dues charge without a month (site-import.service.ts).
    return { ...base, type: 'aidat_charge', description: SITE_IMPORT_TEXTS.openingDescription };
  if (entry.kind === 'additionalCharge') {
    const { id, title, installments } = entry.charge;
    return {
      ...base,
      type: 'ekbutce_charge',
      additionalChargeId: id,
      description:
        installments === 1
          ? LEDGER_TEXTS.additionalChargeOf(title)
          : LEDGER_TEXTS.installmentOf(title, entry.installment, installments),
    };
  }
  const note = entry.note ?? undefined;
  const money = { accountId: entry.account.id, method: entry.account.method };
  if (entry.pays === 'aidat')
    return {
      ...base,
      ...money,
      type: 'aidat_payment',
      description: (note ?? SITE_ADMIN_TEXTS.duesPaymentDescription).slice(0, DESCRIPTION_MAX),
    };
  const chargeId = entry.pays.additionalChargeId;
  return {
    ...base,
    ...money,
    type: 'ekbutce_payment',
    additionalChargeId: chargeId,
    description: ekbutcePaymentDescription(titles.get(chargeId)!, note).slice(0, DESCRIPTION_MAX),
  };
}

/**
 * Locks (shared, in id order) the ek bütçe the entries pay and answers their titles. One that does
 * not exist, is another site's or is undone refuses the whole posting; the screens check their own
 * rows first and name them, so this is what a race leaves.
 */
async function lockPaidCharges(
  tx: DbOrTx,
  entries: ReadonlyArray<LedgerItemEntry | undefined>,
): Promise<Map<number, string>> {
  const wanted = new Map<number, number>();
  for (const e of entries)
    if (e?.kind === 'payment' && e.pays !== 'aidat') wanted.set(e.pays.additionalChargeId, e.siteId);
  if (wanted.size === 0) return new Map();
  const rows = await tx
    .select({
      id: additionalCharges.id,
      siteId: additionalCharges.siteId,
      title: additionalCharges.title,
      cancelledAt: additionalCharges.cancelledAt,
    })
    .from(additionalCharges)
    .where(inArray(additionalCharges.id, [...wanted.keys()]))
    .orderBy(asc(additionalCharges.id))
    .for('share');
  const found = new Map(rows.map((r) => [r.id, r]));
  for (const [id, siteId] of wanted) {
    const charge = found.get(id);
    if (!charge || charge.siteId !== siteId) throw new AppError('NotFound', SITE_ADMIN_TEXTS.additionalChargeNotFound);
    if (charge.cancelledAt) throw new AppError('Conflict', SITE_ADMIN_TEXTS.additionalChargeCancelled);
  }
  return new Map(rows.map((r) => [r.id, r.title]));
}
