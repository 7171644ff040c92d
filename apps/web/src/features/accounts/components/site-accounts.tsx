import { type ReactNode, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { useAccounts } from '../api/get-accounts';
import { ACCOUNTS_SCREEN_TEXTS as T } from '../messages';
import { AccountsTable } from './accounts-table';
import { MovementsCard } from './movements-card';
import { NewAccountCard } from './new-account-card';
import { StatementPanel } from './statement-panel';
import { TransferCard } from './transfer-card';

/** One site's accounts: the list with balances, the new account and transfer forms, and the chosen account's movements. */
export function SiteAccounts({ siteId }: { siteId: number }) {
  const accounts = useAccounts(siteId);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const list = accounts.data ?? [];
  const selected = list.find((a) => a.id === selectedId);
  // The bank statement's step lives in the address so that a reload keeps the review.
  // useLocation and useNavigate rather than useSearchParams: those two are in the app shell already,
  // which every resident downloads, and useSearchParams would add its code there.
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const setParams = (next: Record<string, string>) => {
    const search = new URLSearchParams(next).toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '' });
  };
  const statementAccountId = Number(params.get('ekstre')) || null;
  const importId = Number(params.get('aktarim')) || null;
  const statementAccount = list.find((a) => a.id === statementAccountId);
  const openStatement = (accountId: number, nextImportId?: number) =>
    setParams(
      nextImportId ? { ekstre: String(accountId), aktarim: String(nextImportId) } : { ekstre: String(accountId) },
    );

  let table: ReactNode;
  if (accounts.isPending) table = <LoadingState />;
  else if (accounts.isError) table = <ErrorState text={T.accountsLoadFailed} onRetry={() => accounts.refetch()} />;
  else if (list.length === 0) table = <EmptyState text={T.noAccounts} />;
  else
    table = (
      <AccountsTable
        accounts={list}
        selectedId={selected?.id}
        onSelect={setSelectedId}
        onImportStatement={(id) => openStatement(id)}
      />
    );

  return (
    <Row className="g-3">
      {statementAccountId !== null || importId !== null ? (
        <Col xs={12}>
          <StatementPanel
            account={statementAccount}
            importId={importId}
            onUploaded={(id) => statementAccountId !== null && openStatement(statementAccountId, id)}
            onNewUpload={() => statementAccountId !== null && openStatement(statementAccountId)}
            onClose={() => setParams({})}
          />
        </Col>
      ) : null}
      <Col xs={12}>
        <Card data-testid="accounts-card">
          <Card.Body>
            <h2 className="h5">{T.accountsTitle}</h2>
            {table}
          </Card.Body>
        </Card>
      </Col>
      <Col xs={12}>
        {selected ? (
          // Keyed by account so its date filter and page start afresh.
          <MovementsCard key={selected.id} account={selected} />
        ) : list.length > 0 ? (
          <p className="text-body-secondary mb-0">{T.movementsHint}</p>
        ) : null}
      </Col>
      <Col lg={6}>
        <NewAccountCard siteId={siteId} />
      </Col>
      <Col lg={6}>
        <TransferCard accounts={list} />
      </Col>
    </Row>
  );
}
