import { istanbulMidnight, istanbulParts, LEDGER_TEXTS, STATEMENT_TEXTS, type StatementQuery } from '@aidat/shared';
import type { Db } from '../../../../db/client.js';
import { requireAccess } from '../../../../lib/access/access.js';
import type { StoredFile } from '../../../../lib/files/send-stored-file.js';
import type { SessionUser } from '../../../../lib/sessions.js';
import { statementPdf } from './statement-pdf.js';
import { statementOf } from './statements.repository.js';

const DAY_MS = 24 * 3_600_000;
const dayParts = (day: string) => day.split('-').map(Number) as [number, number, number];
const printed = (day: string) => day.split('-').reverse().join('.');

/** The statement's range: the given days, else 1 January of this Istanbul year to today. */
function rangeOf(query: StatementQuery, now = new Date()) {
  const today = istanbulParts(now);
  const pad = (n: number) => String(n).padStart(2, '0');
  const from = query.from ?? `${today.year}-01-01`;
  const to = query.to ?? `${today.year}-${pad(today.month)}-${pad(today.day)}`;
  // Istanbul midnights; `to` is included, so the range ends at the next day's midnight.
  const start = istanbulMidnight(...dayParts(from));
  const end = new Date(istanbulMidnight(...dayParts(to)).getTime() + DAY_MS);
  return { from, to, start, end };
}

/** Who reads the statement: a resident sees a reversal as 'Düzeltme', not the manager's reason (PRODUCT.md §15). */
type Reader = 'manager' | 'resident';

async function statementFile(db: Db, unitId: number, query: StatementQuery, reader: Reader): Promise<StoredFile> {
  const { from, to, start, end } = rangeOf(query);
  const read = await db.transaction(async (tx) => statementOf(tx, unitId, start, end), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
  const data =
    reader === 'manager'
      ? read
      : {
          ...read,
          entries: read.entries.map((e) =>
            e.correctionOf === null ? e : { ...e, description: LEDGER_TEXTS.correctionOf(e.correctionOf) },
          ),
        };
  return {
    fileName: STATEMENT_TEXTS.fileName(data.block, data.doorNumber, from, to),
    contentType: 'application/pdf',
    data: await statementPdf(data, printed(from), printed(to)),
  };
}

/** A unit's statement for a manager of its site (PRODUCT.md §11). */
export async function managerStatement(db: Db, user: SessionUser, unitId: number, query: StatementQuery) {
  await requireAccess(db, user, { kind: 'unit', id: unitId });
  return statementFile(db, unitId, query, 'manager');
}

/** A unit's statement for whoever lives in it, whatever their role; anyone else's is a 404. */
export async function ownStatement(db: Db, user: SessionUser, unitId: number, query: StatementQuery) {
  await requireAccess(db, user, { kind: 'ownUnit', id: unitId });
  return statementFile(db, unitId, query, 'resident');
}
