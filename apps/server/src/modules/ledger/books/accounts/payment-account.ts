import { ACCOUNTS_TEXTS, type AccountKind, AppError, defaultPaymentMethod, type PaymentMethod } from '@aidat/shared';
import type { DbOrTx } from '../../../../db/client.js';
import { accountRef } from './accounts.repository.js';
import { defaultAccountOf } from './site-books.repository.js';

export interface PaymentAccount {
  id: number;
  name: string;
  method: PaymentMethod;
}

/**
 * The account and method a payment of a unit of `siteId` is posted with: the named account, which
 * must be one of that site (else 400, whether it is another site's or none at all), or the site's
 * default; the named method, or the one the account's kind suggests (cash into a kasa, havale
 * into a bank).
 */
export async function paymentAccount(
  db: DbOrTx,
  siteId: number,
  given: { accountId?: number; method?: PaymentMethod },
  now: Date = new Date(),
): Promise<PaymentAccount> {
  let account: { id: number; name: string; kind: AccountKind };
  if (given.accountId === undefined) {
    account = await defaultAccountOf(db, siteId, now);
  } else {
    const ref = await accountRef(db, given.accountId);
    if (!ref || ref.siteId !== siteId)
      throw new AppError('ValidationError', ACCOUNTS_TEXTS.accountOtherSite, { details: { field: 'accountId' } });
    account = { id: ref.id, name: ref.name, kind: ref.kind as AccountKind };
  }
  return { id: account.id, name: account.name, method: given.method ?? defaultPaymentMethod(account.kind) };
}
