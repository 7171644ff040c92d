import { istanbulMidnight, istanbulParts, SHEET_TEXTS, SITE_LEDGER_TEXTS, type SiteLedgerQuery } from '@aidat/shared';
import type { Db } from '../../../../db/client.js';
import { requireAccess } from '../../../../lib/access/access.js';
import type { StoredFile } from '../../../../lib/files/send-stored-file.js';
import type { SessionUser } from '../../../../lib/sessions.js';
import { siteNameOf } from '../debtors/debtors.repository.js';
import { siteLedgerEntries } from './site-ledger.repository.js';
import { siteLedgerXlsx } from './site-ledger-xlsx.js';

const DAY_MS = 24 * 3_600_000;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const dayParts = (day: string) => day.split('-').map(Number) as [number, number, number];

/**
 * The ledger's days: the given ones; a missing end is the end of the other's year, a missing start
 * the start of the other's year, and with neither the current Istanbul year. So a range filled in
 * stays within the schema's longest range.
 */
export function ledgerRange(query: SiteLedgerQuery, now = new Date()) {
  const thisYear = String(istanbulParts(now).year);
  const from = query.from ?? `${query.to?.slice(0, 4) ?? thisYear}-01-01`;
  const to = query.to ?? `${query.from?.slice(0, 4) ?? thisYear}-12-31`;
  // Istanbul midnights; `to` is included, so the range ends at the next day's midnight.
  const start = istanbulMidnight(...dayParts(from));
  const end = new Date(istanbulMidnight(...dayParts(to)).getTime() + DAY_MS);
  return { from, to, start, end };
}

/** The site's ledger for a range of days as an .xlsx (PRODUCT.md §11), for its managers. */
export async function siteLedgerFile(
  db: Db,
  user: SessionUser,
  siteId: number,
  query: SiteLedgerQuery,
  now: Date = new Date(),
): Promise<StoredFile> {
  await requireAccess(db, user, { kind: 'site', id: siteId });
  const { from, to, start, end } = ledgerRange(query, now);
  const entries = await siteLedgerEntries(db, siteId, start, end);
  const dayText = (day: string) => day.split('-').reverse().join('.');
  const title = {
    title: SHEET_TEXTS.titleOf(SITE_LEDGER_TEXTS.sheet, await siteNameOf(db, siteId)),
    lines: [SHEET_TEXTS.period(dayText(from), dayText(to))],
    madeAt: now,
  };
  return {
    fileName: SITE_LEDGER_TEXTS.fileName(siteId, from, to),
    contentType: XLSX,
    data: await siteLedgerXlsx(entries, title),
  };
}
