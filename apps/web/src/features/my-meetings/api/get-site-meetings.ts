import type { MeetingDto, MyUnit } from '@aidat/shared';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** Cache keys of 'Toplantılar'; the units' key is the home's, written out (a feature imports no other). */
export const myMeetingsKeys = {
  units: ['me', 'units'] as const,
  site: (siteId: number) => ['my-meetings', siteId] as const,
};

/** GET /api/me/units: the signed-in user's units; their sites are the kurul they may follow. */
export function useMyUnits() {
  return useQuery({
    queryKey: myMeetingsKeys.units,
    queryFn: ({ signal }) => api.get<MyUnit[]>(apiPaths.me.units, { signal }),
  });
}

/**
 * GET /api/me/sites/{siteId}/meetings: the site's called and held meetings with their decisions;
 * 403 with the server's sentence for a tenant or a resident who owns nothing there. The refusal is
 * the page's to show, not a toast's.
 */
export function useSiteMeetings(siteId: number) {
  return useQuery({
    queryKey: myMeetingsKeys.site(siteId),
    queryFn: ({ signal }) => api.get<MeetingDto[]>(apiPaths.myMeetings.site(siteId), { signal, silent: true }),
  });
}
