import type { AdminSiteDto } from '@aidat/shared';
import type { ReactNode } from 'react';
import type { ChosenSite } from '../../lib/managed-sites';
import { EmptyState, ErrorState, LoadingState } from './states';

/**
 * A manager's screen body for the chosen site (lib/managed-sites.ts): the loading, error and
 * "no site" states of the site list, then the screen's content for the site, keyed by it so forms,
 * filters and typed amounts start afresh when the site changes.
 */
export function SiteScoped({
  chosen,
  texts,
  children,
}: {
  chosen: ChosenSite;
  texts: { sitesLoadFailed: string; noSites: string };
  children: (site: AdminSiteDto) => ReactNode;
}) {
  const { query, site } = chosen;
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState text={texts.sitesLoadFailed} onRetry={() => query.refetch()} />;
  if (!site) return <EmptyState text={texts.noSites} />;
  return <div key={site.id}>{children(site)}</div>;
}
