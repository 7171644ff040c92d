import type { FinalStatementDto } from '@aidat/shared';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { FinalStatementView } from '../../../components/party-account/party-account-lists';
import { PARTY_ACCOUNT_TEXTS } from '../../../components/party-account/messages';
import { Money } from '../../../components/ui/money';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { paths } from '../../../config/paths-common';
import { dayText } from '../../../lib/day-text';
import { useMyFinalStatements } from '../api/get-my-final-statements';
import { RESIDENT_PARTY_TEXTS as T } from '../messages-party';

/** One final statement: its unit, whose, the period and the balance; tapped, its charges and payments. */
function StatementCard({ statement }: { statement: FinalStatementDto }) {
  const [open, setOpen] = useState(false);
  const bodyId = `final-statement-${statement.id}`;
  return (
    <section className="card shadow-sm mb-3" data-testid="final-statement-card">
      <h2 className="h6 mb-0 fw-normal">
        <button
          type="button"
          className="btn card-header bg-body border-0 rounded-0 text-start w-100 d-flex justify-content-between align-items-center gap-2 py-3"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((o) => !o)}
        >
          <span className="min-w-0">
            <span className="d-block fw-semibold text-break">{statement.siteName}</span>
            <span className="d-block">{T.unitLabel(statement.block, statement.doorNumber)}</span>
            <span className="d-block small text-body-secondary">
              {PARTY_ACCOUNT_TEXTS.party[statement.party]} •{' '}
              {PARTY_ACCOUNT_TEXTS.period(dayText(statement.from), dayText(statement.to))}
            </span>
          </span>
          <span className="d-flex align-items-center gap-2 text-end">
            <span>
              <span className="d-block small text-body-secondary">{T.balanceOf}</span>
              <Money value={statement.balance} className="fw-semibold" />
            </span>
            <i className={`bi ${open ? 'bi-chevron-up' : 'bi-chevron-down'} text-body-secondary`} aria-hidden="true" />
          </span>
        </button>
      </h2>
      {open ? (
        <div className="card-body border-top" id={bodyId}>
          <FinalStatementView statement={statement} withPeriod={false} />
        </div>
      ) : null}
    </section>
  );
}

/**
 * 'Geçmiş Hesap Özetlerim' (PRODUCT.md §16): the final statements given to the user when a tenancy
 * ended or a flat was sold, the only thing a former tenant or owner still sees of the unit. Each
 * opens on tap to its charges with what is unpaid, its payments and the balance.
 */
export function FinalStatementsPage() {
  const statements = useMyFinalStatements();
  let body: ReactNode;
  if (statements.isError) body = <ErrorState text={T.loadFailed} onRetry={() => void statements.refetch()} />;
  else if (!statements.data) body = <LoadingState />;
  else if (statements.data.length === 0) body = <EmptyState text={T.empty} />;
  else
    body = (
      <>
        <p className="small text-body-secondary">{T.intro}</p>
        {statements.data.map((s) => (
          <StatementCard key={s.id} statement={s} />
        ))}
      </>
    );
  return (
    <section>
      <Link to={paths.home} className="btn btn-link px-0 mb-2 text-decoration-none">
        <i className="bi bi-arrow-left me-1" aria-hidden="true" />
        {T.backHome}
      </Link>
      <PageHeader title={T.title} />
      {body}
    </section>
  );
}
