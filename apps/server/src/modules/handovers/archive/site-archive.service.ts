import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  ACCOUNT_KIND_LABELS,
  HANDOVER_TEXTS as T,
  istanbulDay,
  TICKET_CATEGORY_LABELS,
  TICKET_STATUS_LABELS,
} from '@aidat/shared';
import type { DbOrTx } from '../../../db/client.js';
import { csvStream, kurusCsv } from '../../../lib/files/csv-stream.js';
import type { FileStore } from '../../../lib/files/file-store.js';
import { type ArchiveEntry, type ArchivedFile, type ZipOutput, zipEntries } from '../../../lib/files/zip-archive.js';
import { atFixedTime } from '../../../lib/files/pdf-document.js';
import { type ArchiveAccount, accountsAsOf, booksArchiveEntries } from '../../ledger/public.js';
import { minutesPdf } from '../../meetings/public.js';
import type { HandoverRecord } from '../handovers.repository.js';
import { tutanakPdf } from '../tutanak-pdf.js';
import { heldMeetingIds, meetingsOf, openTicketsPage } from './archive-parts.repository.js';

const PAGE = 5000;
const whole = (bytes: Buffer | string) => Readable.from([typeof bytes === 'string' ? Buffer.from(bytes) : bytes]);
const dayText = (day: string) => day.split('-').reverse().join('.');
const kindLabel = (kind: string) => ACCOUNT_KIND_LABELS[kind as keyof typeof ACCOUNT_KIND_LABELS] ?? kind;

export interface ArchiveSite {
  id: number;
  name: string;
  address: string;
}

/** The handover an archive is of, with the words its tutanak names the decision in. */
export interface ArchiveHandover {
  record: HandoverRecord;
  decision: string;
}

/** The cash count's rows: the handover's, or (an archive of today) every account's book balance, nothing counted. */
function cashCountRows(accounts: ArchiveAccount[], handover: ArchiveHandover | null) {
  const counts =
    handover?.record.counts ??
    accounts.map((a) => ({
      accountId: a.id,
      accountName: a.name,
      kind: a.kind,
      bookBalanceKurus: a.balanceKurus,
      countedKurus: null,
    }));
  return counts.map((c) => [
    String(c.accountId),
    c.accountName,
    kindLabel(c.kind),
    { raw: kurusCsv(c.bookBalanceKurus) },
    c.countedKurus === null ? null : { raw: kurusCsv(c.countedKurus) },
    c.countedKurus === null ? null : { raw: kurusCsv(c.countedKurus - c.bookBalanceKurus) },
  ]);
}

async function* listed<T>(rows: T[]): AsyncGenerator<T> {
  yield* rows;
}

/**
 * The site's archive (PRODUCT.md §19) as of `asOf`, streamed: the books (ledger.xlsx, accounts.xlsx,
 * receipts.csv, invoices, bank-statement-rows.csv, budgets.json), decisions.json (meetings, their
 * agendas and motions with results), minutes/{meetingId}.pdf of every meeting held, tickets-open.csv, cash-count.csv, for a handover its
 * tutanak.pdf listing every file before it with its SHA-256, and last manifest.json listing every
 * other entry. Every entry carries the instant `asOf`, so the same data make the same archive.
 */
export async function siteArchive(
  db: DbOrTx,
  fileStore: FileStore,
  site: ArchiveSite,
  asOf: Date,
  handover: ArchiveHandover | null,
): Promise<ZipOutput> {
  const accounts = await accountsAsOf(db, site.id, asOf);
  const books = await booksArchiveEntries({ db, fileStore, siteId: site.id, siteName: site.name, asOf, accounts });
  const entries: ArchiveEntry[] = [
    ...books,
    {
      path: 'decisions.json',
      compress: true,
      open: async () => whole(`${JSON.stringify(await meetingsOf(db, site.id, asOf), null, 2)}\n`),
    },
    // The karar text of every meeting held by then, as the meetings' own minutes.pdf, dated `asOf`.
    ...(await heldMeetingIds(db, site.id, asOf)).map(
      (meetingId): ArchiveEntry => ({
        path: `minutes/${meetingId}.pdf`,
        compress: true,
        open: async () => whole(await atFixedTime(asOf, () => minutesPdf(db, meetingId, asOf))),
      }),
    ),
    {
      path: 'tickets-open.csv',
      compress: true,
      open: () =>
        csvStream(
          T.ticketColumns,
          (async function* () {
            let after = 0;
            for (;;) {
              const page = await openTicketsPage(db, site.id, asOf, after, PAGE);
              for (const t of page)
                yield [
                  String(t.id),
                  TICKET_CATEGORY_LABELS[t.category as keyof typeof TICKET_CATEGORY_LABELS] ?? t.category,
                  t.title,
                  t.description,
                  TICKET_STATUS_LABELS[t.status as keyof typeof TICKET_STATUS_LABELS] ?? t.status,
                  dayText(istanbulDay(t.reportedAt)),
                  t.dueDate === null ? null : dayText(t.dueDate),
                  t.block,
                  t.doorNumber,
                ];
              if (page.length < PAGE) return;
              after = page[page.length - 1].id;
            }
          })(),
        ),
    },
    {
      path: 'cash-count.csv',
      compress: true,
      open: () => csvStream(T.cashCountColumns, listed(cashCountRows(accounts, handover))),
    },
  ];
  if (handover)
    entries.push({
      path: 'tutanak.pdf',
      compress: true,
      open: async (written) =>
        whole(
          await tutanakPdf({
            site,
            handover: handover.record,
            decision: handover.decision,
            files: written,
            archiveSha256: null,
          }),
        ),
    });
  entries.push({
    path: 'manifest.json',
    compress: true,
    open: (written: readonly ArchivedFile[]) =>
      whole(
        `${JSON.stringify(
          { siteId: site.id, siteName: site.name, generatedAt: asOf.toISOString(), files: written },
          null,
          2,
        )}\n`,
      ),
  });
  return zipEntries(entries, asOf);
}

/** Reads an archive to its end: its SHA-256 and every entry's size and hash. */
export async function archiveDigest(zip: ZipOutput): Promise<{ sha256: string; files: ArchivedFile[] }> {
  const hash = createHash('sha256');
  for await (const chunk of zip.stream) hash.update(chunk as Buffer);
  return { sha256: hash.digest('hex'), files: await zip.files };
}
