import {
  ACCOUNTS_TEXTS,
  type AccountDto,
  type AccountKind,
  type AccountMovementDto,
  type AccountMovementsPage,
  AppError,
  type CreateAccountInput,
  istanbulMidnight,
  kurusToLira,
  liraToKurus,
  type MovementKind,
  naturalCollator,
  type MovementsInput,
  totalPagesFor,
} from '@aidat/shared';
import type { Db, DbOrTx } from '../../../../db/client.js';
import { requireAccess } from '../../../../lib/access/access.js';
import { isUniqueViolation } from '../../../../lib/db-errors.js';
import type { SessionUser } from '../../../../lib/sessions.js';
import {
  type AccountRow,
  accountMovements,
  accountNamesOfSite,
  accountOfSite,
  accountsOfSite,
  clearDefaultAccount,
  hasDefaultAccount,
  insertAccount,
  lockSiteAccounts,
} from './accounts.repository.js';
import { istanbulDay } from '../../posting/public.js';

export function toAccountDto(row: AccountRow): AccountDto {
  return {
    id: row.id,
    siteId: row.siteId,
    name: row.name,
    kind: row.kind as AccountKind,
    iban: row.iban,
    openingBalance: kurusToLira(row.openingBalanceKurus),
    openingDate: row.openingDate,
    isDefault: row.isDefault,
    balance: kurusToLira(row.balanceKurus),
  };
}

/** The site's accounts with their balances: the default first, then by name. */
export async function listAccounts(db: DbOrTx, user: SessionUser, siteId: number): Promise<AccountDto[]> {
  await requireAccess(db, user, { kind: 'site', id: siteId });
  const rows = await accountsOfSite(db, siteId);
  rows.sort(
    (a, b) => Number(b.isDefault) - Number(a.isDefault) || naturalCollator.compare(a.name, b.name) || a.id - b.id,
  );
  return rows.map(toAccountDto);
}

const EARLIEST_DAY = '2000-01-01';

/**
 * Opens an account. Names are unique per site in Turkish case rules ('ZİRAAT' = 'Ziraat', 409).
 * A default account takes the default from the site's former one in the same transaction; a site
 * without a default (none of its accounts is) gets this one as its default.
 */
export async function createAccount(
  db: Db,
  user: SessionUser,
  input: CreateAccountInput,
  now: Date = new Date(),
): Promise<AccountDto> {
  await requireAccess(db, user, { kind: 'site', id: input.siteId });
  if (input.openingDate > istanbulDay(now))
    throw new AppError('ValidationError', ACCOUNTS_TEXTS.openingDateFuture, { details: { field: 'openingDate' } });
  if (input.openingDate < EARLIEST_DAY)
    throw new AppError('ValidationError', ACCOUNTS_TEXTS.openingDateTooOld, { details: { field: 'openingDate' } });
  try {
    return await db.transaction(async (tx) => {
      await lockSiteAccounts(tx, input.siteId);
      const wanted = input.name.toLocaleLowerCase('tr');
      const names = await accountNamesOfSite(tx, input.siteId);
      if (names.some((name) => name.toLocaleLowerCase('tr') === wanted))
        throw new AppError('Conflict', ACCOUNTS_TEXTS.duplicateName, { details: { field: 'name' } });
      const isDefault = input.isDefault === true || !(await hasDefaultAccount(tx, input.siteId));
      if (isDefault) await clearDefaultAccount(tx, input.siteId);
      const { id } = await insertAccount(tx, {
        siteId: input.siteId,
        name: input.name,
        kind: input.kind,
        iban: input.kind === 'banka' ? (input.iban ?? null) : null,
        openingBalanceKurus: liraToKurus(input.openingBalance),
        openingDate: input.openingDate,
        isDefault,
        createdById: user.id,
      });
      return toAccountDto((await accountOfSite(tx, input.siteId, id))!);
    });
  } catch (err) {
    // The same name from two requests at once: the unique key lets one through.
    if (isUniqueViolation(err))
      throw new AppError('Conflict', ACCOUNTS_TEXTS.duplicateName, { details: { field: 'name' } });
    throw err;
  }
}

function instantOfDay(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return istanbulMidnight(y, m, d);
}

function nextDay(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  return istanbulMidnight(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate());
}

/** One page of an account's movements within the given Istanbul days, newest first, with running balances. */
export async function listMovements(
  db: DbOrTx,
  user: SessionUser,
  accountId: number,
  query: MovementsInput,
): Promise<AccountMovementsPage> {
  const { siteId } = await requireAccess(db, user, { kind: 'account', id: accountId });
  const account = await accountOfSite(db, siteId, accountId);
  if (!account) throw new AppError('NotFound', ACCOUNTS_TEXTS.accountNotFound);
  const page = await accountMovements(db, {
    accountId,
    from: query.from === undefined ? null : instantOfDay(query.from),
    to: query.to === undefined ? null : nextDay(query.to),
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
    openingText: ACCOUNTS_TEXTS.openingDescription,
  });
  const data: AccountMovementDto[] = page.rows.map((r) => ({
    date: r.occurredAt.toISOString(),
    kind: r.kind as MovementKind,
    description: r.description,
    amount: kurusToLira(r.amountKurus),
    runningBalance: kurusToLira(r.balanceKurus),
    transactionId: r.transactionId,
    unitId: r.unitId,
    unitLabel: r.unitLabel,
    expenseId: r.expenseId,
    transferId: r.transferId,
    reversible: r.reversible,
    counterpartAccountId: r.counterpartAccountId,
    counterpartAccountName: r.counterpartAccountName,
  }));
  const pageIn = page.rows.reduce((sum, r) => sum + Math.max(r.amountKurus, 0), 0);
  const pageOut = page.rows.reduce((sum, r) => sum + Math.max(-r.amountKurus, 0), 0);
  return {
    data,
    page: query.page,
    pageSize: query.pageSize,
    totalCount: page.totalCount,
    totalPages: totalPagesFor(page.totalCount, query.pageSize),
    account: toAccountDto(account),
    balanceBefore: kurusToLira(page.beforeKurus),
    balanceAfter: kurusToLira(page.beforeKurus + page.inKurus - page.outKurus),
    totals: {
      in: kurusToLira(page.inKurus),
      out: kurusToLira(page.outKurus),
      net: kurusToLira(page.inKurus - page.outKurus),
    },
    pageTotals: { in: kurusToLira(pageIn), out: kurusToLira(pageOut), net: kurusToLira(pageIn - pageOut) },
  };
}
