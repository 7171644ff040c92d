import type { MonthlyReportDto } from '@aidat/shared';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { reportKeys } from './query-keys';

/** GET /api/siteadmin/sites/{siteId}/reports/monthly?month=YYYY-MM: the site's books for a month. */
export function getMonthlyReport(siteId: number, month: string, signal?: AbortSignal): Promise<MonthlyReportDto> {
  return api.get<MonthlyReportDto>(apiPaths.siteAdmin.monthlyReport(siteId), { query: { month }, signal });
}

export function useMonthlyReport(siteId: number, month: string) {
  return useQuery({
    queryKey: reportKeys.monthly(siteId, month),
    queryFn: ({ signal }) => getMonthlyReport(siteId, month, signal),
  });
}
