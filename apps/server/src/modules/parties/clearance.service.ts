import { AppError, CLEARANCE_TEXTS, formatMoney, kurusToLira, PARTIES_TEXTS } from '@aidat/shared';
import type { DbOrTx } from '../../db/client.js';
import { requireAccess } from '../../lib/access/access.js';
import type { StoredFile } from '../../lib/files/send-stored-file.js';
import type { SessionUser } from '../../lib/sessions.js';
import { accruedLateFees, chargeQueue, istanbulDay } from '../ledger/public.js';
import { clearancePdf } from './clearance-pdf.js';
import { currentOwners, insertPartyEvent, lockUnitParties, unitLabel } from './parties.repository.js';
import { trDay } from './party-days.js';

/**
 * GET …/units/{unitId}/clearance.pdf: the 'borcu yoktur' letter (PRODUCT.md §16) for a unit
 * whose balance today, late fees accrued to today included, is not negative; each one given is
 * recorded on the unit. A unit in debt is 409 with the debt.
 */
export async function clearanceLetter(
  tx: DbOrTx,
  user: SessionUser,
  unitId: number,
  now = new Date(),
): Promise<StoredFile> {
  const unit = await requireAccess(tx, user, { kind: 'unit', id: unitId });
  // Against a change of owners (a sale, a correction) while the letter names them.
  await lockUnitParties(tx, unit.id);
  // One after the other: a transaction is one connection, which runs one query at a time.
  const queue = await chargeQueue(tx, unit.id);
  const accrued = await accruedLateFees(tx, [unit.id], now);
  const label = await unitLabel(tx, unit.id);
  const owners = await currentOwners(tx, unit.id);
  const paid = queue.payments.at(-1)?.queueEnd ?? 0;
  const charged = queue.charges.reduce((sum, c) => sum + c.amountKurus, 0);
  const balanceKurus = paid - charged - accrued.reduce((sum, f) => sum + f.kurus, 0);
  if (balanceKurus < 0)
    throw new AppError('Conflict', PARTIES_TEXTS.unitInDebt(formatMoney(kurusToLira(-balanceKurus))));
  const today = istanbulDay(now);
  const data = await clearancePdf({
    siteName: label.siteName,
    siteAddress: label.siteAddress,
    block: label.block,
    doorNumber: label.doorNumber,
    owners,
    day: trDay(today),
    balanceKurus,
    issuedBy: user.fullName,
  });
  await insertPartyEvent(tx, {
    unitId: unit.id,
    kind: 'clearance',
    day: today,
    details: { names: owners.map((o) => o.fullName), balanceKurus },
    createdBy: user.id,
  });
  return {
    fileName: CLEARANCE_TEXTS.fileName(label.block, label.doorNumber, today),
    contentType: 'application/pdf',
    data,
  };
}
