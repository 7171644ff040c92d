import { type ReactNode, useState } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { useAccounts } from '../api/get-accounts';
import { ACCOUNTS_SCREEN_TEXTS as T } from '../messages';
import { AccountsTable } from './accounts-table';
import { MovementsCard } from './movements-card';
import { NewAccountCard } from './new-account-card';
import { TransferCard } from './transfer-card';

/** One site's accounts: the list with balances, the new account and transfer forms, and the chosen account's movements. */
export function SiteAccounts({ siteId }: { siteId: number }) {
  const accounts = useAccounts(siteId);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const list = accounts.data ?? [];
  const selected = list.find((a) => a.id === selectedId);

  let table: ReactNode;
  if (accounts.isPending) table = <LoadingState />;
  else if (accounts.isError) table = <ErrorState text={T.accountsLoadFailed} onRetry={() => accounts.refetch()} />;
  else if (list.length === 0) table = <EmptyState text={T.noAccounts} />;
  else table = <AccountsTable accounts={list} selectedId={selected?.id} onSelect={setSelectedId} />;

  return (
    <Row className="g-3">
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
