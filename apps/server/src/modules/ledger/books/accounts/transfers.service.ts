import {
  ACCOUNTS_TEXTS,
  AppError,
  type CreateTransferInput,
  kurusToLira,
  liraToKurus,
  type ReverseBody,
  type TransferDto,
} from '@aidat/shared';
import type { Db, DbOrTx } from '../../../../db/client.js';
import { requireAccess } from '../../../../lib/access/access.js';
import { isUniqueViolation } from '../../../../lib/db-errors.js';
import type { SessionUser } from '../../../../lib/sessions.js';
import { post, resolveEntryDate, type TransferRow } from '../../posting/public.js';
import { accountRef, transferById } from './accounts.repository.js';

/**
 * Moves money between two accounts of one site (cash deposited at the bank). The caller must reach
 * both accounts; two accounts of different sites are a 400, as is one account twice.
 */
export async function createTransfer(
  db: Db,
  user: SessionUser,
  input: CreateTransferInput,
  now: Date = new Date(),
): Promise<TransferDto> {
  const from = await requireAccess(db, user, { kind: 'account', id: input.fromAccountId });
  const to = await requireAccess(db, user, { kind: 'account', id: input.toAccountId });
  if (input.fromAccountId === input.toAccountId)
    throw new AppError('ValidationError', ACCOUNTS_TEXTS.transferSameAccount, { details: { field: 'toAccountId' } });
  if (from.siteId !== to.siteId)
    throw new AppError('ValidationError', ACCOUNTS_TEXTS.transferOtherSite, { details: { field: 'toAccountId' } });
  const occurredAt = resolveEntryDate(input.date, now);
  const fromAccount = await accountRef(db, input.fromAccountId);
  const toAccount = await accountRef(db, input.toAccountId);
  if (!fromAccount || !toAccount) throw new AppError('NotFound', ACCOUNTS_TEXTS.accountNotFound);
  const [row] = await post(
    db,
    [
      {
        kind: 'transfer',
        siteId: from.siteId,
        fromAccountId: fromAccount.id,
        toAccountId: toAccount.id,
        amountKurus: liraToKurus(input.amount),
        occurredAt,
        description: input.description,
      },
    ],
    { by: user.id },
  );
  return toTransferDto(row, fromAccount.name, toAccount.name, user.fullName);
}

/**
 * Reverses a transfer: a row with the negated amount between the same two accounts, naming it, so
 * the money goes back where it came from (refused when that would take a kasa below zero). At most
 * once (409); a reversal is not reversible (400).
 */
export async function reverseTransfer(
  db: DbOrTx,
  user: SessionUser,
  transferId: number,
  input: ReverseBody,
  now: Date = new Date(),
): Promise<TransferDto> {
  await requireAccess(db, user, { kind: 'transfer', id: transferId });
  const transfer = await transferById(db, transferId);
  if (!transfer) throw new AppError('NotFound', ACCOUNTS_TEXTS.transferNotFound);
  if (transfer.reversesId !== null) throw new AppError('ValidationError', ACCOUNTS_TEXTS.transferReversalNotReversible);
  try {
    const [row] = await post(db, [{ kind: 'transferReversal', of: transfer, reason: input.reason, occurredAt: now }], {
      by: user.id,
    });
    return toTransferDto(row, transfer.fromAccountName, transfer.toAccountName, user.fullName);
  } catch (err) {
    // Two reversals at once: transfers_reverses_uq lets one through.
    if (isUniqueViolation(err)) throw new AppError('Conflict', ACCOUNTS_TEXTS.transferAlreadyReversed);
    throw err;
  }
}

function toTransferDto(
  row: TransferRow,
  fromAccountName: string,
  toAccountName: string,
  createdBy: string | null,
): TransferDto {
  return {
    id: row.id,
    siteId: row.siteId,
    fromAccountId: row.fromAccountId,
    fromAccountName,
    toAccountId: row.toAccountId,
    toAccountName,
    amount: kurusToLira(row.amountKurus),
    date: row.occurredAt.toISOString(),
    description: row.description,
    reversesId: row.reversesId,
    reversalReason: row.reversalReason,
    createdBy,
  };
}
