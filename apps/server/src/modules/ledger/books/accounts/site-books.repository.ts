import { type AccountKind, DEFAULT_ACCOUNT_NAME, DEFAULT_EXPENSE_CATEGORY_NAMES } from '@aidat/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client.js';
import { accounts, expenseCategories } from '../../../../db/schema/index.js';
import { istanbulDay } from '../../posting/public.js';

export interface DefaultAccount {
  id: number;
  name: string;
  kind: AccountKind;
}

/**
 * What a new site's books start with: a default 'Kasa' (opening 0 today) and the default expense
 * categories. Called in the site's creating transaction; sites from before accounts existed got
 * the same from migration 0005.
 */
export async function setUpSiteBooks(tx: DbOrTx, siteId: number, now: Date = new Date()): Promise<void> {
  await tx
    .insert(accounts)
    .values({ siteId, name: DEFAULT_ACCOUNT_NAME, kind: 'kasa', openingDate: istanbulDay(now), isDefault: true })
    .onConflictDoNothing();
  await tx
    .insert(expenseCategories)
    .values(DEFAULT_EXPENSE_CATEGORY_NAMES.map((name) => ({ siteId, name })))
    .onConflictDoNothing();
}

/**
 * The account a payment goes into when none is named: the site's default. A site without any
 * account (one made directly in the database) gets its default 'Kasa' here, so a payment always
 * has an account to go into.
 */
export async function defaultAccountOf(tx: DbOrTx, siteId: number, now: Date = new Date()): Promise<DefaultAccount> {
  const find = () =>
    tx
      .select({ id: accounts.id, name: accounts.name, kind: accounts.kind })
      .from(accounts)
      .where(and(eq(accounts.siteId, siteId), eq(accounts.isDefault, true)))
      .orderBy(asc(accounts.id))
      .limit(1);
  let [row] = await find();
  if (!row) {
    await setUpSiteBooks(tx, siteId, now);
    [row] = await find();
  }
  return { id: row.id, name: row.name, kind: row.kind as AccountKind };
}
