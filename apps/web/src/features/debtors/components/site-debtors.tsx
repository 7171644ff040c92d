import { useId, useState } from 'react';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { apiPaths } from '../../../config/paths';
import type { DebtorsEnforcement } from '../../../lib/debtor-keys';
import { debtorsQuery, useDebtors } from '../api/get-debtors';
import { DEBTORS_TEXTS as T } from '../messages';
import { DebtorsTable } from './debtors-table';
import { SmsReminder } from './sms-reminder';
import { type DebtorSort, type DebtorSortKey, visibleDebtors } from './sort-debtors';

/** The chosen site's debtors: a search, the downloads of the same selection, and the table. */
export function SiteDebtors({
  siteId,
  minMonths,
  enforcement,
}: {
  siteId: number;
  minMonths: number;
  enforcement: DebtorsEnforcement;
}) {
  const debtors = useDebtors(siteId, minMonths, enforcement);
  const searchId = useId();
  const [search, setSearch] = useState('');
  // The largest debts first: the list is read to decide whom to call.
  const [sort, setSort] = useState<DebtorSort>({ key: 'total', descending: true });
  const onSort = (key: DebtorSortKey) =>
    setSort((s) => ({ key, descending: s.key === key ? !s.descending : key !== 'unit' && key !== 'resident' }));

  if (debtors.isPending) return <LoadingState />;
  if (debtors.isError) return <ErrorState text={T.loadFailed} onRetry={() => debtors.refetch()} />;
  const list = debtors.data;
  const rows = visibleDebtors(list.rows, search, sort);
  // The files hold the rows the table's filters chose (the search stays on screen).
  const fileQuery = new URLSearchParams(
    Object.entries(debtorsQuery(minMonths, enforcement)).map(([key, value]) => [key, String(value)]),
  );
  const download = (extension: 'xlsx' | 'csv') => `${apiPaths.siteAdmin.debtorsFile(siteId, extension)}?${fileQuery}`;
  return (
    <>
      <div className="d-flex flex-wrap align-items-end gap-2 mb-3">
        <div className="me-auto" style={{ minWidth: '16rem' }}>
          <label htmlFor={searchId} className="form-label">
            {T.search}
          </label>
          <input
            id={searchId}
            type="search"
            className="form-control"
            placeholder={T.searchPlaceholder}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <a className="btn btn-outline-primary" href={download('xlsx')} download>
          <i className="bi bi-file-earmark-excel me-1" aria-hidden="true" />
          {T.downloadXlsx}
        </a>
        <a className="btn btn-outline-secondary" href={download('csv')} download>
          <i className="bi bi-filetype-csv me-1" aria-hidden="true" />
          {T.downloadCsv}
        </a>
        <SmsReminder key={`${siteId}-${minMonths}`} siteId={siteId} initialMonths={minMonths} />
      </div>
      <p className="text-body-secondary small" data-testid="debtors-count">
        {T.count(rows.length)}
      </p>
      {rows.length === 0 ? (
        <EmptyState text={T.none} />
      ) : (
        <DebtorsTable list={list} rows={rows} sort={sort} onSort={onSort} />
      )}
    </>
  );
}
