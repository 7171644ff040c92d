import {
  BANK_IMPORT_TEXTS,
  kurusToLira,
  type StatementImportDto,
  type StatementImportRowDto,
  type StatementMatchReason,
  type StatementPresetId,
} from '@aidat/shared';
import type { ImportRecord, ImportRowRecord } from './statement-imports.repository.js';

/** Why a row's unit was proposed, or why none was: what the review screen shows beside it. */
function reasonText(row: ImportRowRecord): string {
  if (row.amountKurus < 0) return BANK_IMPORT_TEXTS.outgoing;
  if (row.reason) return BANK_IMPORT_TEXTS.reasons[row.reason as StatementMatchReason];
  return row.candidates ? BANK_IMPORT_TEXTS.ambiguous : BANK_IMPORT_TEXTS.noMatch;
}

function toRowDto(row: ImportRowRecord, postedElsewhere: ReadonlySet<string>): StatementImportRowDto {
  const posted = row.outcome === 'payment' || row.outcome === 'expense';
  return {
    id: row.id,
    rowNumber: row.rowNumber,
    date: row.date,
    time: row.time,
    description: row.description,
    amount: kurusToLira(row.amountKurus),
    sender: row.sender,
    senderIban: row.senderIban,
    balance: row.balanceKurus === null ? null : kurusToLira(row.balanceKurus),
    outgoing: row.amountKurus < 0,
    proposedUnitId: row.proposedUnitId,
    reason: (row.reason as StatementMatchReason | null) ?? null,
    reasonText: reasonText(row),
    candidateUnitIds: row.candidates?.unitIds ?? [],
    alreadyImported: !posted && postedElsewhere.has(row.hash),
    outcome: (row.outcome as StatementImportRowDto['outcome']) ?? null,
  };
}

/** The import as the review screen reads it; `posted`: hashes of the account already posted. */
export function toImportDto(
  record: ImportRecord,
  rows: readonly ImportRowRecord[],
  posted: ReadonlySet<string>,
): StatementImportDto {
  const problems = new Map<number, string[]>();
  for (const p of record.problems) problems.set(p.rowNumber, [...(problems.get(p.rowNumber) ?? []), p.message]);
  return {
    id: record.id,
    siteId: record.siteId,
    accountId: record.accountId,
    fileName: record.fileName,
    format: record.format as 'csv' | 'xlsx',
    preset: (record.preset as StatementPresetId | null) ?? null,
    columns: record.columns,
    status: record.status as 'pending' | 'confirmed',
    createdAt: record.createdAt.toISOString(),
    rows: rows.map((row) => toRowDto(row, posted)),
    problems: [...problems].sort(([a], [b]) => a - b).map(([row, list]) => ({ row, problems: list })),
  };
}
