import { liraToKurus } from '@aidat/shared';
import { accounts, accountTransfers } from '../../src/db/schema/index.js';
import type { TestContext } from '../helper.js';

export interface AccountValues {
  siteId: number;
  name: string;
  kind?: 'kasa' | 'banka';
  iban?: string | null;
  /** Lira. */
  openingBalance?: number;
  /** "YYYY-MM-DD". */
  openingDate?: string;
  isDefault?: boolean;
}

/**
 * A money account row (no default switching: pass isDefault only for a site without a default).
 * A banka without an IBAN gets a valid one.
 */
export async function createAccountRow(t: TestContext, values: AccountValues): Promise<number> {
  const kind = values.kind ?? 'kasa';
  const [row] = await t.db
    .insert(accounts)
    .values({
      siteId: values.siteId,
      name: values.name,
      kind,
      iban: kind === 'banka' ? (values.iban ?? 'TR870001000912345678905001') : null,
      openingBalanceKurus: liraToKurus(values.openingBalance ?? 0),
      openingDate: values.openingDate ?? '2025-01-01',
      isDefault: values.isDefault ?? false,
    })
    .returning({ id: accounts.id });
  return row.id;
}

export interface TransferValues {
  siteId: number;
  fromAccountId: number;
  toAccountId: number;
  /** Lira. */
  amount: number;
  at: string;
  description?: string;
  reverses?: number;
}

/** A transfer row; `reverses` posts the negated amount naming that transfer. */
export async function createTransferRow(t: TestContext, values: TransferValues): Promise<number> {
  const amount = liraToKurus(values.amount);
  const [row] = await t.db
    .insert(accountTransfers)
    .values({
      siteId: values.siteId,
      fromAccountId: values.fromAccountId,
      toAccountId: values.toAccountId,
      amountKurus: values.reverses ? -amount : amount,
      occurredAt: new Date(values.at),
      description: values.description ?? 'Transfer',
      reversesId: values.reverses ?? null,
    })
    .returning({ id: accountTransfers.id });
  return row.id;
}
