import {
  AppError,
  STATEMENT_IMPORT_TEXTS as T,
  STATEMENT_ROWS_MAX,
  type StatementImportDto,
  type StatementImportQuery,
} from '@aidat/shared';
import type { Db } from '../../../../db/client.js';
import { requireAccess } from '../../../../lib/access/access.js';
import type { Upload } from '../../../../lib/files/read-upload.js';
import type { SessionUser } from '../../../../lib/sessions.js';
import { accountRef } from '../../books/public.js';
import {
  type ManagerMapping,
  type ParsedStatement,
  parseStatement,
  type PresetId,
  proposeUnits,
} from '../bank-import/index.js';
import { toImportDto } from './statement-import-dto.js';
import { matchUnitsOfSite } from './match-units-of-site.js';
import {
  ibanOfAccount,
  importById,
  insertImport,
  mappingOf,
  type NewImportRow,
  postedHashes,
  rememberMapping,
  rowsOfImport,
} from './statement-imports.repository.js';

const DESCRIPTION_MAX = 1000;
const SENDER_MAX = 200;

/**
 * Reads a bank statement into a pending import (PRODUCT.md §14): the file parsed with the preset
 * or mapping asked for (else the account's remembered mapping, else every preset), a unit proposed
 * for each incoming row, and each row flagged when the account has posted it already. Nothing is
 * posted: the manager reviews the rows and confirms (statement-confirm.service.ts).
 */
export async function uploadStatement(
  db: Db,
  user: SessionUser,
  accountId: number,
  query: StatementImportQuery,
  readUpload: () => Promise<Upload>,
): Promise<StatementImportDto> {
  // Reach first: nobody uploads 10 MB to learn that the account is not theirs.
  const { siteId } = await requireAccess(db, user, { kind: 'account', id: accountId });
  const account = await accountRef(db, accountId);
  if (account?.kind !== 'banka') throw new AppError('ValidationError', T.notBankAccount);
  const upload = await readUpload();
  const accountIban = (await ibanOfAccount(db, accountId)) ?? undefined;

  const base = { accountId, ...(accountIban ? { accountIban } : {}) };
  let parsed: ParsedStatement;
  let mapping: ManagerMapping | undefined = query.mapping;
  if (query.preset) {
    parsed = await parseStatement(upload.data, { ...base, preset: query.preset as PresetId });
  } else if (mapping) {
    parsed = await parseStatement(upload.data, { ...base, mapping });
  } else {
    const remembered = await mappingOf(db, accountId);
    parsed = remembered
      ? await parseStatement(upload.data, { ...base, mapping: remembered })
      : { ok: false, code: 'headerNotFound', message: '' };
    mapping = remembered;
    // The remembered columns are not in this file (another export of the bank): try the presets.
    if (!parsed.ok && parsed.code === 'headerNotFound') {
      parsed = await parseStatement(upload.data, base);
      mapping = undefined;
    }
  }
  if (!parsed.ok) {
    const status =
      parsed.code === 'tooLarge'
        ? 'PayloadTooLarge'
        : parsed.code === 'unreadable' || parsed.code === 'oldExcel'
          ? 'UnsupportedMediaType'
          : 'ValidationError';
    throw new AppError(status, parsed.message);
  }
  if (parsed.rows.length > STATEMENT_ROWS_MAX) throw new AppError('ValidationError', T.tooManyRows(STATEMENT_ROWS_MAX));

  const matches = proposeUnits(parsed.rows, await matchUnitsOfSite(db, siteId));
  const rows: NewImportRow[] = parsed.rows.map((row, i) => {
    const match = matches[i];
    return {
      accountId,
      rowNumber: row.rowNumber,
      date: row.date,
      time: row.time ?? null,
      description: row.description.slice(0, DESCRIPTION_MAX),
      amountKurus: row.amountKurus,
      sender: row.sender?.slice(0, SENDER_MAX) ?? null,
      senderIban: row.senderIban ?? null,
      balanceKurus: row.balanceKurus ?? null,
      hash: row.hash,
      proposedUnitId: match.unitId,
      reason: match.reason,
      candidates: match.ambiguous ?? null,
    };
  });

  const fileName = (upload.fileName ?? '').trim().slice(0, 255) || 'ekstre';
  const importId = await db.transaction(async (tx) => {
    const id = await insertImport(
      tx,
      {
        siteId,
        accountId,
        fileName,
        format: parsed.format,
        preset: query.preset ?? null,
        mapping: mapping ? (mapping as Record<string, string>) : null,
        columns: parsed.columns as Record<string, string>,
        problems: parsed.problems,
        createdBy: user.id,
      },
      rows,
    );
    // A mapping the manager gave that read the file is the one to try first next time.
    if (query.mapping) await rememberMapping(tx, accountId, query.mapping as Record<string, string>, user.id);
    return id;
  });
  const record = (await importById(db, importId))!;
  const stored = await rowsOfImport(db, importId);
  return toImportDto(
    record,
    stored,
    await postedHashes(
      db,
      accountId,
      stored.map((r) => r.hash),
    ),
  );
}
