import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { useAccounts } from '../api/get-accounts';
import { useCollections } from '../api/get-collections';
import { COLLECTIONS_TEXTS as T } from '../messages';
import { CollectionEntry } from './collection-entry';

/** One site's Tahsilat: waits for its accounts and debts, then shows the entry form. */
export function SiteCollections({ siteId }: { siteId: number }) {
  const accounts = useAccounts(siteId);
  const debts = useCollections(siteId);

  if (accounts.isPending || debts.isPending) return <LoadingState />;
  if (accounts.isError) return <ErrorState text={T.accountsLoadFailed} onRetry={() => accounts.refetch()} />;
  if (debts.isError) return <ErrorState text={T.debtsLoadFailed} onRetry={() => debts.refetch()} />;
  if (accounts.data.length === 0) return <EmptyState text={T.noAccounts} />;
  if (debts.data.length === 0) return <EmptyState text={T.noUnits} />;
  return <CollectionEntry siteId={siteId} accounts={accounts.data} units={debts.data} />;
}
