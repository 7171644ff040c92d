import { AppError, STATEMENT_IMPORT_TEXTS as T, type StatementImportDto } from '@aidat/shared';
import type { Db } from '../../../../db/client.js';
import { requireAccess } from '../../../../lib/access/access.js';
import type { SessionUser } from '../../../../lib/sessions.js';
import { toImportDto } from './statement-import-dto.js';
import { importById, postedHashes, rowsOfImport } from './statement-imports.repository.js';

/**
 * An import as the review screen shows it, read again (a reload, a second tab): its rows with the
 * units proposed, what became of each once confirmed, and which rows the account has posted since
 * through another import (those can no longer be posted from this one).
 */
export async function readStatementImport(db: Db, user: SessionUser, importId: number): Promise<StatementImportDto> {
  await requireAccess(db, user, { kind: 'statementImport', id: importId });
  const record = await importById(db, importId);
  if (!record) throw new AppError('NotFound', T.importNotFound);
  const rows = await rowsOfImport(db, importId);
  const posted = await postedHashes(
    db,
    record.accountId,
    rows.map((r) => r.hash),
  );
  return toImportDto(record, rows, posted);
}
