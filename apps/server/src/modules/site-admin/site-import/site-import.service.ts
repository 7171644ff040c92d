import {
  AppError,
  BULK_UNITS_MAX,
  kurusToLira,
  SITE_ADMIN_TEXTS,
  SITE_IMPORT_TEXTS as T,
  type SiteImportResultDto,
} from '@aidat/shared';
import type { Db, DbOrTx } from '../../../db/client.js';
import { requireAccess } from '../../../lib/access/access.js';
import { isUniqueViolation } from '../../../lib/db-errors.js';
import type { StoredFile } from '../../../lib/files/send-stored-file.js';
import type { SessionUser } from '../../../lib/sessions.js';
import { istanbulDay, post, readSheetFile, withSiteDuesShares } from '../../ledger/public.js';
import { linkResidentIn, userForPerson } from '../residents.service.js';
import { unitLabelsOfSite } from '../units.repository.js';
import { addProblem, readSiteImportRows, type RowProblems, type SiteImportRow } from './site-import-rows.js';
import { siteNameOf } from '../../ledger/public.js';
import { insertImportedParties, insertImportedUnits, ownersOfEmails } from './site-import.repository.js';
import { siteImportTemplate } from './site-import-template.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export async function siteImportTemplateFile(db: Db, user: SessionUser, siteId: number): Promise<StoredFile> {
  await requireAccess(db, user, { kind: 'site', id: siteId });
  return {
    fileName: T.templateFileName(await siteNameOf(db, siteId)),
    contentType: XLSX,
    data: await siteImportTemplate(),
  };
}

/**
 * The site set-up import (PRODUCT.md §14): units with their sizes and arsa payı, their residents
 * and their opening balances from one .xlsx or .csv. Every row is checked first, against the file
 * and against the site (a block and door it has already, an e-mail that belongs to someone other
 * than the phone's owner); a dry run, or any problem at all, writes nothing. Otherwise everything
 * is written in one transaction: the units (and the dues split's parts), each resident linked as
 * 'Sakin Ata' links one, and each opening balance posted.
 *
 * Importing the same file again creates nothing twice: its units exist by then, and every row is
 * refused by name. An opening balance is the unit's debt carried over from before: the ledger has
 * no type of its own for it, so it is posted as a dues charge (aidat_charge, no dues period)
 * described 'Devir bakiyesi' on the day of the import, which every balance, statement and debtor
 * list then counts as the debt it is. A credit carried over is refused: posting it as a payment
 * would put money into an account that the account's own opening balance already holds.
 */
export async function importSiteSetup(
  db: Db,
  user: SessionUser,
  siteId: number,
  dryRun: boolean,
  readUpload: () => Promise<Buffer>,
  now: Date = new Date(),
): Promise<SiteImportResultDto> {
  await requireAccess(db, user, { kind: 'site', id: siteId });
  const file = await readSheetFile(await readUpload());
  if (!file.ok) {
    const status =
      file.code === 'empty' ? 'ValidationError' : file.code === 'tooLarge' ? 'PayloadTooLarge' : 'UnsupportedMediaType';
    throw new AppError(status, file.message);
  }
  const read = readSiteImportRows(file.rows);
  if (!read.ok) throw new AppError('ValidationError', read.message);
  if (read.rows.length === 0) throw new AppError('ValidationError', T.noRows);
  if (read.rows.length > BULK_UNITS_MAX) throw new AppError('ValidationError', T.tooManyRows(BULK_UNITS_MAX));

  const { rows, problems } = read;
  await checkAgainstSite(db, siteId, rows, problems);
  const valid = problems.size === 0;
  const result = summary(siteId, dryRun, valid, rows, problems);
  if (dryRun) return result;
  if (!valid)
    throw new AppError('ValidationError', T.hasProblems(problems.size), {
      details: { problems: inRowOrder(problems).flatMap(([, list]) => list) },
    });

  try {
    await db.transaction(async (tx) => {
      // Checked again under the transaction: a unit added meanwhile refuses the file.
      const again: RowProblems = new Map();
      await checkAgainstSite(tx, siteId, rows, again);
      if (again.size > 0) {
        const { message, ...place } = [...again.values()][0][0];
        throw new AppError('Conflict', message, { details: place });
      }
      const unitIds = await withSiteDuesShares(tx, siteId, () => insertImportedUnits(tx, siteId, rows));
      const today = istanbulDay(now);
      for (const [i, row] of rows.entries()) {
        if (row.resident) await linkResidentIn(tx, siteId, unitIds[i], row.resident);
        // Owners and the tenant are users found by phone or created, as 'Malikler ve Kiracı' does.
        const owners = [];
        for (const owner of row.owners) owners.push({ ...owner, userId: (await userForPerson(tx, owner)).userId });
        const tenant = row.tenant
          ? { ...row.tenant, userId: (await userForPerson(tx, row.tenant)).userId, since: row.tenant.since ?? today }
          : null;
        if (owners.length > 0 || tenant)
          await insertImportedParties(tx, unitIds[i], {
            owners: owners.map(({ phone: _phone, ...o }) => o),
            tenant: tenant && { userId: tenant.userId, fullName: tenant.fullName, since: tenant.since },
            day: today,
            by: user.id,
          });
      }
      await post(
        tx,
        rows.flatMap((row, i) =>
          row.openingBalanceKurus > 0
            ? [
                {
                  kind: 'openingBalance' as const,
                  unitId: unitIds[i],
                  siteId,
                  occurredAt: now,
                  amountKurus: row.openingBalanceKurus,
                },
              ]
            : [],
        ),
        { by: user.id },
      );
    });
  } catch (err) {
    // A unit, phone or e-mail taken by a concurrent request between the check and the insert.
    if (isUniqueViolation(err)) throw new AppError('Conflict', SITE_ADMIN_TEXTS.duplicateUnit);
    throw err;
  }
  return { ...result, created: true };
}

/** What the site has already: its units by block and door, and the e-mails of registered users. */
async function checkAgainstSite(db: DbOrTx, siteId: number, rows: readonly SiteImportRow[], problems: RowProblems) {
  const existing = new Set((await unitLabelsOfSite(db, siteId)).map((u) => `${u.block}\u0000${u.doorNumber}`));
  for (const row of rows) {
    if (existing.has(`${row.block}\u0000${row.doorNumber}`))
      addProblem(problems, row, 'doorNumber', T.unitExists(row.block, row.doorNumber));
  }
  const withEmail = rows.filter((r) => r.resident?.email);
  const owners = await ownersOfEmails(db, [...new Set(withEmail.map((r) => r.resident!.email!))]);
  for (const row of withEmail) {
    const ownerPhone = owners.get(row.resident!.email!);
    // As 'Sakin Ata': an e-mail already registered goes only with its owner's own phone.
    if (ownerPhone !== undefined && ownerPhone !== row.resident!.phone)
      addProblem(problems, row, 'email', T.emailTaken);
  }
}

function summary(
  siteId: number,
  dryRun: boolean,
  valid: boolean,
  rows: readonly SiteImportRow[],
  problems: RowProblems,
): SiteImportResultDto {
  const balances = rows.filter((r) => r.openingBalanceKurus > 0);
  return {
    siteId,
    dryRun,
    valid,
    created: false,
    rows: rows.map((r) => ({
      row: r.row,
      block: r.block,
      doorNumber: r.doorNumber,
      resident: r.resident?.fullName ?? null,
      openingBalance: kurusToLira(r.openingBalanceKurus),
    })),
    problems: inRowOrder(problems).map(([row, list]) => ({ row, problems: list.map((p) => p.message) })),
    units: rows.length,
    residents: rows.filter((r) => r.resident).length,
    openingBalances: balances.length,
    openingBalanceTotal: kurusToLira(balances.reduce((sum, r) => sum + r.openingBalanceKurus, 0)),
  };
}

function inRowOrder(problems: RowProblems) {
  return [...problems].sort(([a], [b]) => a - b);
}
