import { CONFIG_HISTORY_PAGE_SIZE } from '@aidat/shared';
import { type ReactNode, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { paths } from '../../../config/paths';
import { CONFIGURATION_SCREEN_TEXTS as T, MESSAGES } from '../messages';
import { useConfigurationHistory } from '../api/get-configuration-history';
import { HistoryPagination } from './history-pagination';
import { HistoryTable } from './history-table';

/** Configuration history (SPEC §2), for all keys or, with :key in the route, for one; 20 per page. */
export function ConfigurationHistoryPage() {
  const { key } = useParams();
  return <HistoryView key={key ?? '*'} configKey={key ?? null} />;
}

// Keyed by the route's key so the page number starts again at 1 for another key.
function HistoryView({ configKey }: { configKey: string | null }) {
  const [page, setPage] = useState(1);
  const history = useConfigurationHistory({ key: configKey, page, pageSize: CONFIG_HISTORY_PAGE_SIZE });

  let body: ReactNode;
  if (history.isPending) body = <LoadingState />;
  else if (history.isError && !history.data)
    body = <ErrorState text={MESSAGES.configurations.historyLoadFailed} onRetry={() => history.refetch()} />;
  else if (history.data.totalCount === 0) body = <EmptyState text={T.historyEmpty} />;
  else {
    body = (
      <>
        <HistoryTable rows={history.data.data} showKey={configKey === null} />
        <HistoryPagination page={page} totalPages={history.data.totalPages} onPage={setPage} />
      </>
    );
  }

  return (
    <section>
      <PageHeader
        title={
          <>
            {configKey ? MESSAGES.pages.configurationKeyHistory(configKey) : MESSAGES.pages.configurationHistory}
            {history.data ? (
              <Badge bg="secondary" pill className="ms-2 align-middle fs-6" data-testid="history-total">
                {T.records(history.data.totalCount)}
              </Badge>
            ) : null}
          </>
        }
        actions={
          <>
            {configKey ? (
              <Link to={paths.configurationHistory} className="btn btn-outline-secondary">
                {T.allKeys}
              </Link>
            ) : null}
            <Link to={paths.configurations} className="btn btn-outline-secondary">
              <i className="bi bi-arrow-left me-1" aria-hidden="true" />
              {T.backToList}
            </Link>
          </>
        }
      />
      {body}
    </section>
  );
}
