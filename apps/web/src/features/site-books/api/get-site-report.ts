import type { MonthlyReportDto } from '@aidat/shared';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths-common';
import { api } from '../../../lib/api-client';
import { siteBooksKeys } from './query-keys';

/** GET /api/me/sites/{siteId}/reports/monthly?month=: the books of a site the user lives in. */
export function getSiteReport(siteId: number, month: string, signal?: AbortSignal): Promise<MonthlyReportDto> {
  return api.get<MonthlyReportDto>(apiPaths.me.siteMonthlyReport(siteId), { query: { month }, signal });
}

export function useSiteReport(siteId: number, month: string) {
  return useQuery({
    queryKey: siteBooksKeys.report(siteId, month),
    queryFn: ({ signal }) => getSiteReport(siteId, month, signal),
  });
}
