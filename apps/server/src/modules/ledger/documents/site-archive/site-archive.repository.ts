import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client.js';
import { accountBalance, accountMoves } from '../../posting/public.js';

/**
 * What the site's archive (PRODUCT.md §19) reads of the books, as they stood at `asOf`: only rows
 * recorded by then. The ledger, expenses, transfers and their files are append-only, so that is
 * exactly what the books held at that instant. Long lists are read a page at a time.
 */

const rowsOf = (result: unknown) => (result as { rows: Array<Record<string, unknown>> }).rows;
const iso = (at: Date) => sql`${at.toISOString()}::timestamptz`;
const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** The first and last instant of the site's ledger rows recorded by `asOf`, or null without any. */
export async function ledgerSpan(db: DbOrTx, siteId: number, asOf: Date): Promise<{ first: Date; last: Date } | null> {
  const [row] = rowsOf(
    await db.execute(sql`
      select min(l.occurred_at) as "first", max(l.occurred_at) as "last"
        from units u join ledger_transactions l on l.unit_id = u.id
       where u.site_id = ${siteId} and l.created_at <= ${iso(asOf)}`),
  );
  if (!row || row.first === null) return null;
  return { first: new Date(row.first as string), last: new Date(row.last as string) };
}

export interface ArchiveAccount {
  id: number;
  name: string;
  kind: string;
  iban: string | null;
  openingBalanceKurus: number;
  openingDate: string;
  balanceKurus: number;
}

/**
 * The movements of the account in the current row of `accounts a` that were recorded by `asOf`
 * (`accountMoves`, the one definition, joined to its rows for their description and record time).
 * A kind of movement not named here counts whenever it was recorded.
 */
function movesRecordedBy(asOf: Date) {
  return sql`
    select m.kind, m.src_id, m.at, m.delta,
           coalesce(l.description, e.description, t.description) as description
      from (${accountMoves(sql`a.id`)}) m
      left join ledger_transactions l on m.kind = 'payment' and l.id = m.src_id
      left join expenses e on m.kind = 'expense' and e.id = m.src_id
      left join account_transfers t on m.kind in ('transfer_in', 'transfer_out') and t.id = m.src_id
     where coalesce(l.created_at, e.created_at, t.created_at, ${iso(asOf)}) <= ${iso(asOf)}`;
}

/**
 * The site's accounts opened by `asOf` with their balances then (by id). Without `asOf`, today's
 * balances through the ledger's `accountBalance`.
 */
export async function accountsAsOf(db: DbOrTx, siteId: number, asOf?: Date): Promise<ArchiveAccount[]> {
  const balance = asOf
    ? sql`(a.opening_balance_kurus + coalesce((select sum(r.delta) from (${movesRecordedBy(asOf)}) r), 0))::bigint`
    : accountBalance({ id: sql`a.id`, opening: sql`a.opening_balance_kurus` });
  const rows = rowsOf(
    await db.execute(sql`
      select a.id, a.name, a.kind, a.iban, a.opening_balance_kurus as "opening", a.opening_date::text as "openingDate",
             ${balance} as "balance"
        from accounts a
       where a.site_id = ${siteId} ${asOf ? sql`and a.created_at <= ${iso(asOf)}` : sql``}
       order by a.id`),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    name: String(r.name),
    kind: String(r.kind),
    iban: (r.iban as string | null) ?? null,
    openingBalanceKurus: Number(r.opening),
    openingDate: String(r.openingDate),
    balanceKurus: Number(r.balance),
  }));
}

/** Where a page of movements ends: the instant as the database writes it (to the microsecond), kind and row. */
export interface MoveKey {
  at: string;
  kind: string;
  srcId: number;
}

export interface ArchiveMove {
  kind: string;
  at: Date;
  deltaKurus: number;
  description: string | null;
}

/** One page of an account's movements recorded by `asOf`, in time order, after the `after` key. */
export async function accountMovesPage(
  db: DbOrTx,
  accountId: number,
  asOf: Date,
  after: MoveKey | null,
  limit: number,
): Promise<Array<ArchiveMove & { key: MoveKey }>> {
  const rows = rowsOf(
    await db.execute(sql`
      select r.kind, r.src_id as "srcId", r.at, r.at::text as "atKey", r.delta, r.description
        from accounts a cross join lateral (${movesRecordedBy(asOf)}) r
       where a.id = ${accountId}
         ${after ? sql`and (r.at, r.kind, r.src_id) > (${after.at}::timestamptz, ${after.kind}, ${after.srcId})` : sql``}
       order by r.at, r.kind, r.src_id
       limit ${limit}`),
  );
  return rows.map((r) => ({
    kind: String(r.kind),
    key: { at: String(r.atKey), kind: String(r.kind), srcId: Number(r.srcId) },
    at: new Date(r.at as string),
    deltaKurus: Number(r.delta),
    description: (r.description as string | null) ?? null,
  }));
}

export interface ArchiveReceipt {
  receiptYear: number;
  receiptNo: number;
  occurredAt: Date;
  block: string;
  doorNumber: string;
  type: string;
  description: string;
  amountKurus: number;
  accountName: string | null;
  method: string | null;
  reversed: boolean;
}

/** One page of the site's receipts recorded by `asOf`, by number, after the `after` number. */
export async function receiptsPage(
  db: DbOrTx,
  siteId: number,
  asOf: Date,
  after: { year: number; no: number } | null,
  limit: number,
): Promise<ArchiveReceipt[]> {
  const rows = rowsOf(
    await db.execute(sql`
      select l.receipt_year as "year", l.receipt_no as "no", l.occurred_at as "at", u.block, u.door_number as "door",
             l.type, l.description, l.amount_kurus as "amount", a.name as "account", l.method,
             exists (select 1 from ledger_transactions r where r.reverses_id = l.id and r.created_at <= ${iso(asOf)}) as "reversed"
        from ledger_transactions l
        join units u on u.id = l.unit_id
        left join accounts a on a.id = l.account_id
       where l.site_id = ${siteId} and l.receipt_no is not null and l.created_at <= ${iso(asOf)}
         ${after ? sql`and (l.receipt_year, l.receipt_no) > (${after.year}, ${after.no})` : sql``}
       order by l.receipt_year, l.receipt_no
       limit ${limit}`),
  );
  return rows.map((r) => ({
    receiptYear: Number(r.year),
    receiptNo: Number(r.no),
    occurredAt: new Date(r.at as string),
    block: String(r.block),
    doorNumber: String(r.door),
    type: String(r.type),
    description: String(r.description),
    amountKurus: Number(r.amount),
    accountName: (r.account as string | null) ?? null,
    method: (r.method as string | null) ?? null,
    reversed: Boolean(r.reversed),
  }));
}

export interface ArchiveInvoice {
  id: number;
  expenseId: number;
  fileName: string;
  size: number;
  sha256: string;
}

/** Every file kept with the site's expenses by `asOf` (not their bytes), by expense and file. */
export async function invoicesOf(db: DbOrTx, siteId: number, asOf: Date): Promise<ArchiveInvoice[]> {
  const rows = rowsOf(
    await db.execute(sql`
      select f.id, f.expense_id as "expenseId", f.file_name as "fileName", f.size, f.sha256
        from expenses e join expense_attachments f on f.expense_id = e.id
       where e.site_id = ${siteId} and f.created_at <= ${iso(asOf)}
       order by f.expense_id, f.id`),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    expenseId: Number(r.expenseId),
    fileName: String(r.fileName),
    size: Number(r.size),
    sha256: String(r.sha256),
  }));
}

/** A kept invoice's bytes when the database holds them, and its hash (its name on disk otherwise). */
export async function invoiceBytes(db: DbOrTx, id: number) {
  const [row] = rowsOf(
    await db.execute(sql`select f.sha256, f.size, f.data from expense_attachments f where f.id = ${id}`),
  );
  return {
    sha256: String(row.sha256),
    size: Number(row.size),
    data: row.data === null || row.data === undefined ? null : Buffer.from(row.data as Uint8Array),
  };
}

export interface ArchiveStatementRow {
  id: number;
  importId: number;
  fileName: string;
  accountName: string;
  rowNumber: number;
  date: string;
  time: string | null;
  description: string;
  amountKurus: number;
  sender: string | null;
  senderIban: string | null;
  outcome: string | null;
  block: string | null;
  doorNumber: string | null;
  ledgerTransactionId: number | null;
  expenseId: number | null;
}

/**
 * One page of every row of the site's bank statements imported by `asOf`, with what it became if
 * its import had been confirmed by then (pending otherwise), after the row `afterId`.
 */
export async function statementRowsPage(
  db: DbOrTx,
  siteId: number,
  asOf: Date,
  afterId: number,
  limit: number,
): Promise<ArchiveStatementRow[]> {
  const rows = rowsOf(
    await db.execute(sql`
      select r.id, i.id as "importId", i.file_name as "fileName", a.name as "account", r.row_number as "rowNumber",
             r.date::text as "date", r.time, r.description, r.amount_kurus as "amount", r.sender, r.sender_iban as "senderIban",
             case when i.confirmed_at <= ${iso(asOf)} then r.outcome end as "outcome",
             u.block, u.door_number as "door",
             case when i.confirmed_at <= ${iso(asOf)} then r.ledger_transaction_id end as "ledgerId",
             case when i.confirmed_at <= ${iso(asOf)} then r.expense_id end as "expenseId"
        from statement_imports i
        join statement_import_rows r on r.import_id = i.id
        join accounts a on a.id = r.account_id
        left join ledger_transactions l on l.id = r.ledger_transaction_id and i.confirmed_at <= ${iso(asOf)}
        left join units u on u.id = l.unit_id
       where i.site_id = ${siteId} and i.created_at <= ${iso(asOf)} and r.id > ${afterId}
       order by r.id
       limit ${limit}`),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    importId: Number(r.importId),
    fileName: String(r.fileName),
    accountName: String(r.account),
    rowNumber: Number(r.rowNumber),
    date: String(r.date),
    time: (r.time as string | null) ?? null,
    description: String(r.description),
    amountKurus: Number(r.amount),
    sender: (r.sender as string | null) ?? null,
    senderIban: (r.senderIban as string | null) ?? null,
    outcome: (r.outcome as string | null) ?? null,
    block: (r.block as string | null) ?? null,
    doorNumber: (r.door as string | null) ?? null,
    ledgerTransactionId: numberOrNull(r.ledgerId),
    expenseId: numberOrNull(r.expenseId),
  }));
}

/** The site's işletme projeleri created by `asOf`, each with its lines (a handful per site). */
export async function budgetsOf(db: DbOrTx, siteId: number, asOf: Date) {
  const budgets = rowsOf(
    await db.execute(sql`
      select b.id, b.period_start as "periodStart", b.period_end as "periodEnd", b.status,
             b.served_at::text as "servedAt", b.decision_no as "decisionNo", b.decided_at::text as "decidedAt",
             b.applies_from as "appliesFrom", b.created_at as "createdAt"
        from budgets b
       where b.site_id = ${siteId} and b.created_at <= ${iso(asOf)}
       order by b.id`),
  );
  const lines = rowsOf(
    await db.execute(sql`
      select l.budget_id as "budgetId", c.name as "category", l.yearly_amount_kurus as "yearly", l.split, l.position
        from budget_lines l join expense_categories c on c.id = l.category_id
        join budgets b on b.id = l.budget_id
       where l.site_id = ${siteId} and b.created_at <= ${iso(asOf)}
       order by l.budget_id, l.position`),
  );
  return budgets.map((b) => ({
    id: Number(b.id),
    periodStart: String(b.periodStart),
    periodEnd: String(b.periodEnd),
    status: String(b.status),
    servedAt: (b.servedAt as string | null) ?? null,
    decisionNo: (b.decisionNo as string | null) ?? null,
    decidedAt: (b.decidedAt as string | null) ?? null,
    appliesFrom: (b.appliesFrom as string | null) ?? null,
    createdAt: new Date(b.createdAt as string).toISOString(),
    lines: lines
      .filter((l) => Number(l.budgetId) === Number(b.id))
      .map((l) => ({
        category: String(l.category),
        yearlyAmountKurus: Number(l.yearly),
        split: String(l.split),
      })),
  }));
}
