import { CARD_PAYMENT_TEXTS } from '@aidat/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client.js';
import { accounts } from '../../../../db/schema/index.js';
import { istanbulDay } from '../../posting/public.js';
import { accountNamesOfSite, insertAccount, lockSiteAccounts } from './accounts.repository.js';

/**
 * The site's 'Sanal POS' account (kind pos, PRODUCT.md §20), made the first time card payment is
 * turned on (opening 0 today) and found again after: card payments go into it, the provider's
 * commission is paid from it and its payout to the bank is a transfer. A name a manager already
 * gave another account gets a number after it.
 */
export async function posAccountOf(tx: DbOrTx, siteId: number, by: number, now = new Date()): Promise<{ id: number }> {
  await lockSiteAccounts(tx, siteId);
  const [found] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.siteId, siteId), eq(accounts.kind, 'pos')))
    .orderBy(asc(accounts.id))
    .limit(1);
  if (found) return found;
  const taken = new Set(await accountNamesOfSite(tx, siteId));
  let name: string = CARD_PAYMENT_TEXTS.posAccountName;
  for (let n = 2; taken.has(name); n += 1) name = `${CARD_PAYMENT_TEXTS.posAccountName} ${n}`;
  return insertAccount(tx, {
    siteId,
    name,
    kind: 'pos',
    iban: null,
    openingBalanceKurus: 0,
    openingDate: istanbulDay(now),
    isDefault: false,
    createdById: by,
  });
}
