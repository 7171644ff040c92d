import {
  formatReceiptNo,
  HANDOVER_TEXTS as T,
  istanbulDay,
  istanbulMidnight,
  istanbulParts,
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
  SHEET_TEXTS,
  SITE_LEDGER_TEXTS,
  type TransactionType,
} from '@aidat/shared';
import { PassThrough, Readable, type Writable } from 'node:stream';
import type { DbOrTx } from '../../../../db/client.js';
import { csvStream, kurusCsv } from '../../../../lib/files/csv-stream.js';
import type { FileStore } from '../../../../lib/files/file-store.js';
import type { ArchiveEntry } from '../../../../lib/files/zip-archive.js';
import { type SiteLedgerEntry, siteLedgerEntries } from '../site-ledger/site-ledger.repository.js';
import { writeSiteLedgerXlsx } from '../site-ledger/site-ledger-xlsx.js';
import { writeAccountsXlsx } from './accounts-xlsx.js';
import {
  type ArchiveAccount,
  budgetsOf,
  invoiceBytes,
  invoicesOf,
  ledgerSpan,
  receiptsPage,
  statementRowsPage,
} from './site-archive.repository.js';

const PAGE = 5000;

/** The site, the moment the archive is of, and where its uploaded files are kept. */
export interface BooksArchiveSource {
  db: DbOrTx;
  fileStore: FileStore;
  siteId: number;
  siteName: string;
  asOf: Date;
  /** The site's accounts with their balances as of `asOf` (accountsAsOf). */
  accounts: ArchiveAccount[];
}

/** A stream that `write` fills; its failure ends the stream with that error. */
function written(write: (out: Writable) => Promise<void>): Readable {
  const out = new PassThrough();
  write(out).catch((err) => out.destroy(err));
  return out;
}

const whole = (bytes: Buffer | string) => Readable.from([typeof bytes === 'string' ? Buffer.from(bytes) : bytes]);

/** Every ledger row recorded by `asOf`, month by month (Istanbul), oldest first. */
async function* ledgerByMonth(source: BooksArchiveSource): AsyncGenerator<SiteLedgerEntry> {
  const span = await ledgerSpan(source.db, source.siteId, source.asOf);
  if (!span) return;
  let { year, month } = istanbulParts(span.first);
  for (;;) {
    const start = istanbulMidnight(year, month, 1);
    if (start > span.last) return;
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
    yield* await siteLedgerEntries(source.db, source.siteId, start, istanbulMidnight(year, month, 1), source.asOf);
  }
}

/** Pages of `read` after each page's last key, until a short page. */
async function* paged<T, K>(read: (after: K | null) => Promise<T[]>, keyOf: (row: T) => K): AsyncGenerator<T> {
  let after: K | null = null;
  for (;;) {
    const page = await read(after);
    yield* page;
    if (page.length < PAGE) return;
    after = keyOf(page[page.length - 1]);
  }
}

const dayText = (day: string) => day.split('-').reverse().join('.');
const methodLabel = (method: string | null) =>
  method ? (PAYMENT_METHOD_LABELS[method as PaymentMethod] ?? method) : null;
const money = (kurus: number) => ({ raw: kurusCsv(kurus) });

/** An uploaded file's name as an ASCII path part: Turkish letters without marks, anything else '_'. */
export function asciiPathPart(name: string): string {
  const plain = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ı/g, 'i')
    .replace(/[^A-Za-z0-9._-]/g, '_')
    .replace(/^\.+/, '_');
  return plain.slice(0, 120) || 'dosya';
}

/** The invoice paths, one per file: a second file of one expense with the same name gets its id. */
function invoicePaths(invoices: Array<{ id: number; expenseId: number; fileName: string }>): string[] {
  const seen = new Set<string>();
  return invoices.map((f) => {
    let path = `invoices/${f.expenseId}/${asciiPathPart(f.fileName)}`;
    if (seen.has(path)) {
      const name = asciiPathPart(f.fileName);
      const dot = name.lastIndexOf('.');
      path = `invoices/${f.expenseId}/${dot > 0 ? `${name.slice(0, dot)}-${f.id}${name.slice(dot)}` : `${name}-${f.id}`}`;
    }
    seen.add(path);
    return path;
  });
}

/**
 * The books' part of a site's archive (PRODUCT.md §19) as of `asOf`: `ledger.xlsx` (every ledger row,
 * reversals included, with totals), `accounts.xlsx` (accounts and movements), `receipts.csv`, every
 * invoice kept with an expense byte for byte under `invoices/{expenseId}/{fileName}`,
 * `bank-statement-rows.csv` and `budgets.json`. Each entry is read from the database only when the
 * archive reaches it, a page at a time.
 */
export async function booksArchiveEntries(source: BooksArchiveSource): Promise<ArchiveEntry[]> {
  const { db, siteId, asOf } = source;
  const today = istanbulDay(asOf);
  const invoices = await invoicesOf(db, siteId, asOf);
  const paths = invoicePaths(invoices);
  return [
    {
      path: 'ledger.xlsx',
      compress: false,
      open: async () => {
        const span = await ledgerSpan(db, siteId, asOf);
        const from = span ? istanbulDay(span.first) : today;
        const title = {
          title: SHEET_TEXTS.titleOf(SITE_LEDGER_TEXTS.sheet, source.siteName),
          lines: [SHEET_TEXTS.period(dayText(from), dayText(today))],
          madeAt: asOf,
        };
        return written((out) => writeSiteLedgerXlsx(ledgerByMonth(source), title, out));
      },
    },
    {
      path: 'accounts.xlsx',
      compress: false,
      open: () => written((out) => writeAccountsXlsx(db, source.accounts, source.siteName, asOf, out)),
    },
    {
      path: 'receipts.csv',
      compress: true,
      open: () =>
        csvStream(
          T.receiptColumns,
          (async function* () {
            const receipts = paged(
              (after: { year: number; no: number } | null) => receiptsPage(db, siteId, asOf, after, PAGE),
              (r) => ({ year: r.receiptYear, no: r.receiptNo }),
            );
            for await (const r of receipts)
              yield [
                formatReceiptNo(r.receiptYear, r.receiptNo),
                dayText(istanbulDay(r.occurredAt)),
                r.block,
                r.doorNumber,
                SITE_LEDGER_TEXTS.typeLabels[r.type as TransactionType] ?? r.type,
                r.description,
                money(r.amountKurus),
                r.accountName,
                methodLabel(r.method),
                r.reversed ? T.cancelled : null,
              ];
          })(),
        ),
    },
    ...invoices.map(
      (invoice, i): ArchiveEntry => ({
        path: paths[i],
        compress: false,
        open: async () => {
          const body = await source.fileStore.open(await invoiceBytes(db, invoice.id));
          return 'data' in body ? whole(body.data) : body.stream;
        },
      }),
    ),
    {
      path: 'bank-statement-rows.csv',
      compress: true,
      open: () =>
        csvStream(
          T.statementRowColumns,
          (async function* () {
            const rows = paged(
              (after: number | null) => statementRowsPage(db, siteId, asOf, after ?? 0, PAGE),
              (r) => r.id,
            );
            for await (const r of rows)
              yield [
                String(r.importId),
                r.fileName,
                r.accountName,
                String(r.rowNumber),
                dayText(r.date),
                r.time,
                r.description,
                money(r.amountKurus),
                r.sender,
                r.senderIban,
                r.outcome,
                r.block,
                r.doorNumber,
                r.ledgerTransactionId === null ? null : String(r.ledgerTransactionId),
                r.expenseId === null ? null : String(r.expenseId),
              ];
          })(),
        ),
    },
    {
      path: 'budgets.json',
      compress: true,
      open: async () => whole(`${JSON.stringify(await budgetsOf(db, siteId, asOf), null, 2)}\n`),
    },
  ];
}
