import {
  ACCOUNTS_TEXTS,
  AppError,
  type CreateTransferInput,
  kurusToLira,
  liraToKurus,
  type TransferDto,
} from '@aidat/shared';
import type { Db } from '../../../db/client.js';
import { requireAccess } from '../../../lib/access/access.js';
import type { SessionUser } from '../../../lib/sessions.js';
import { resolveEntryDate } from '../ledger-dates.js';
import { accountRef, insertTransfer } from './accounts.repository.js';

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
  const row = await insertTransfer(db, {
    siteId: from.siteId,
    fromAccountId: fromAccount.id,
    toAccountId: toAccount.id,
    amountKurus: liraToKurus(input.amount),
    occurredAt,
    description: input.description,
    createdById: user.id,
  });
  return {
    id: row.id,
    siteId: row.siteId,
    fromAccountId: row.fromAccountId,
    fromAccountName: fromAccount.name,
    toAccountId: row.toAccountId,
    toAccountName: toAccount.name,
    amount: kurusToLira(row.amountKurus),
    date: row.occurredAt.toISOString(),
    description: row.description,
    createdBy: user.fullName,
  };
}
