import type { AttendanceBody, HazirunDto, MeetingSession } from '@aidat/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { meetingsKeys } from './query-keys';

/** PUT /api/siteadmin/meetings/{id}/attendance: a session's hazirun, replacing the one recorded. */
export function saveAttendance(id: number, body: AttendanceBody): Promise<HazirunDto> {
  return api.put<HazirunDto>(apiPaths.meetings.attendance(id), body);
}

export function useSaveAttendance(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AttendanceBody) => saveAttendance(id, body),
    onSuccess: (hazirun) => queryClient.setQueryData(meetingsKeys.hazirun(id, hazirun.session), hazirun),
  });
}

/**
 * The session's hazirun as last saved from this screen (the server answers it to the save; it has
 * no call that reads it back), kept for the screen's life: undefined until saved.
 */
export function useSavedHazirun(id: number, session: MeetingSession): HazirunDto | undefined {
  const query = useQuery<HazirunDto | null>({
    queryKey: meetingsKeys.hazirun(id, session),
    queryFn: () => null,
    enabled: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  return query.data ?? undefined;
}
