import type { ReactNode } from 'react';
import type { UnitAccountDto } from '@aidat/shared';
import { Link } from 'react-router';
import { BalanceLine, PartyItemsList, PartyPaymentsList } from '../../../components/party-account/party-account-lists';
import { Money } from '../../../components/ui/money';
import { ErrorState, LoadingState } from '../../../components/ui/states';
import { ApiError } from '../../../lib/api-client';
import { dayText } from '../../../lib/day-text';
import { useUnitAccount } from '../api/get-unit-account';
import { RESIDENT_PARTY_TEXTS as T } from '../messages-party';

function Account({ account }: { account: UnitAccountDto }) {
  const owner = account.relations.includes('owner');
  return (
    <>
      <header className="d-flex flex-wrap justify-content-between align-items-end gap-2 mb-3">
        <div className="min-w-0">
          <h1 className="h3 mb-1 text-break">{account.siteName}</h1>
          <p className="mb-0 text-body-secondary">
            {T.unitLabel(account.block, account.doorNumber)} •{' '}
            <span data-testid="unit-relations">{account.relations.map((r) => T.relation[r]).join(', ')}</span>
          </p>
        </div>
        <div className="text-end">
          <div className="small text-body-secondary">{T.balance}</div>
          <Money value={account.outstanding} className="fs-4 fw-bold" />
        </div>
      </header>
      {account.enforcement ? (
        <div className="alert alert-danger py-2" role="status" data-testid="enforcement">
          <strong>{T.enforcement}</strong>
          <div className="small">{T.enforcementHint}</div>
        </div>
      ) : null}
      <p className="small text-body-secondary">
        {owner || account.since === null ? T.ownerScope : T.tenantScope(dayText(account.since))}
      </p>
      <div className="card card-body shadow-sm">
        <PartyItemsList items={account.items} title={T.items} level={2} />
        <PartyPaymentsList payments={account.payments} level={2} />
        <BalanceLine value={account.outstanding} label={T.balance} />
      </div>
      <Link
        to="/final-statements"
        className="card card-body shadow-sm mt-3 text-decoration-none"
        data-testid="final-statements-link"
      >
        <span className="fw-semibold">
          <i className="bi bi-clock-history me-2" aria-hidden="true" />
          {T.title}
        </span>
      </Link>
    </>
  );
}

/**
 * A unit as an owner or a tenant who does not live in it sees it (PRODUCT.md §16), from
 * /api/me/units/{unitId}/account: the charges they may see with what is unpaid (the tenant's
 * unpaid ones flagged for the owners, KMK 22), the payments, the balance, and 'İcra takibinde'
 * for the owners of a unit under enforcement. The resident's own unit page is unit-detail-page.tsx.
 */
export function UnitAccountView({
  unitId,
  footer,
}: {
  unitId: number;
  /** Shown under the account once it has come: the unit page's 'Kartla Öde' and 'Arıza / Talep Bildir'. */
  footer?: (account: UnitAccountDto) => ReactNode;
}) {
  const account = useUnitAccount(unitId);
  if (account.data)
    return (
      <>
        <Account account={account.data} />
        {footer?.(account.data)}
      </>
    );
  if (account.isError) {
    const status = account.error instanceof ApiError ? account.error.status : undefined;
    return status === 404 || status === 403 || status === 400 ? (
      <ErrorState text={T.notFound} />
    ) : (
      <ErrorState text={T.accountLoadFailed} onRetry={() => void account.refetch()} />
    );
  }
  return <LoadingState />;
}
