import type { MeetingDto } from '@aidat/shared';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { meetingsKeys } from './query-keys';

/** GET /api/siteadmin/meetings?siteId=: the site's meetings, each with its agenda, motions and status. */
export function getMeetings(siteId: number, signal?: AbortSignal): Promise<MeetingDto[]> {
  return api.get<MeetingDto[]>(apiPaths.meetings.list, { query: { siteId }, signal });
}

export function useMeetings(siteId: number) {
  return useQuery({ queryKey: meetingsKeys.list(siteId), queryFn: ({ signal }) => getMeetings(siteId, signal) });
}

/** GET /api/siteadmin/meetings/{id}: one meeting. */
export function getMeeting(id: number, signal?: AbortSignal): Promise<MeetingDto> {
  return api.get<MeetingDto>(apiPaths.meetings.meeting(id), { signal });
}

export function useMeeting(id: number) {
  return useQuery({ queryKey: meetingsKeys.detail(id), queryFn: ({ signal }) => getMeeting(id, signal) });
}
