import { AppError, LEDGER_TEXTS, type PaymentMethod, SITE_ADMIN_TEXTS, SITE_IMPORT_TEXTS } from '@aidat/shared';
import { asc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { additionalCharges } from '../../../db/schema/index.js';
import { postFeesForPayments } from '../late-fees/late-fees.service.js';
import { ekbutcePaymentDescription, reversalDescription } from '../ledger-dto.js';
import { type LedgerWriteRow, type NewLedgerEntry, insertEntries } from '../ledger-write.repository.js';
import { withReceiptNumbers } from '../receipt-numbers.repository.js';

/**
 * The ledger's one posting path for what a unit pays or owes entry by entry: the payment dialog,
 * a Tahsilat batch, a bank statement's confirm, the set-up import's opening balances, an ek
 * bütçe's instalments and the reversals of entries and of an ek bütçe all post through `post` (docs/ARCHITECTURE.md, "The posting path"). It owns
 * what each of them used to do on its own, so none of them can leave one out or do it differently:
 *
 * - the descriptions ('Aidat ödemesi', an ek bütçe payment naming its charge, 'Devir bakiyesi',
 *   an instalment's 'n/N. taksit', a reversal's 'İptal: …');
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

export type PostEntry = PaymentEntry | OpeningBalanceEntry | AdditionalChargeEntry | ReversalEntry;

export interface PostOptions {
  /** The posting user's id (created_by); null for the system. */
  by: number | null;
}

const DESCRIPTION_MAX = 500;
/** Rows per INSERT: an ek bütçe's instalments over a large site stay far below the 65,535 parameters. */
const CHUNK = 1000;

/**
 * Posts the entries, with everything each of them brings (above), and answers their rows in the
 * order given. An ek bütçe paid must be one of its unit's site and not undone: it is locked (shared)
 * until the transaction ends, so undoing it waits for the payment, then sees it and refuses.
 */
export async function post(db: DbOrTx, entries: readonly PostEntry[], options: PostOptions): Promise<LedgerWriteRow[]> {
  if (entries.length === 0) return [];
  return db.transaction(async (tx) => {
    const titles = await lockPaidCharges(tx, entries);
    const rows = await withReceiptNumbers(
      tx,
      entries.map((e) => toRow(e, titles, options.by)),
    );
    const written: LedgerWriteRow[] = new Array(entries.length);

    // Charges first, in chunks: they settle nothing and take no receipt.
    const others = entries.flatMap((e, i) => (e.kind === 'payment' ? [] : [i]));
    for (let from = 0; from < others.length; from += CHUNK) {
      const chunk = others.slice(from, from + CHUNK);
      const inserted = await insertEntries(
        tx,
        chunk.map((i) => rows[i]),
      );
      chunk.forEach((i, k) => {
        written[i] = inserted[k];
      });
    }

    for (const round of paymentRounds(entries)) {
      const posted = await insertEntries(
        tx,
        round.map((i) => rows[i]),
      );
      round.forEach((i, k) => {
        written[i] = posted[k];
      });
      // One payment per unit in a round: each settles its own charges, as if posted alone.
      await postFeesForPayments(tx, posted);
    }
    return written;
  });
}

/**
 * The payments' indexes in rounds: round k holds the k-th payment of each unit that has one, a
 * unit's payments taken by date (then as given), the rounds' units in the order first given.
 */
function paymentRounds(entries: readonly PostEntry[]): number[][] {
  const byUnit = new Map<number, number[]>();
  entries.forEach((e, i) => {
    if (e.kind !== 'payment') return;
    const list = byUnit.get(e.unitId) ?? [];
    list.push(i);
    byUnit.set(e.unitId, list);
  });
  const rounds: number[][] = [];
  for (const list of byUnit.values()) {
    // Array.prototype.sort is stable: payments of one moment keep the order given.
    list.sort((a, b) => entries[a].occurredAt.getTime() - entries[b].occurredAt.getTime());
    list.forEach((index, k) => {
      if (rounds[k] === undefined) rounds[k] = [];
      rounds[k].push(index);
    });
  }
  return rounds;
}

/** The row an entry is posted as, its description built here. */
function toRow(entry: PostEntry, titles: ReadonlyMap<number, string>, by: number | null): NewLedgerEntry {
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
async function lockPaidCharges(tx: DbOrTx, entries: readonly PostEntry[]): Promise<Map<number, string>> {
  const wanted = new Map<number, number>();
  for (const e of entries)
    if (e.kind === 'payment' && e.pays !== 'aidat') wanted.set(e.pays.additionalChargeId, e.siteId);
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
