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

/** GET /api/siteadmin/meetings/{id}/attendance?session: the session's hazirun as recorded. */
export function getHazirun(id: number, session: MeetingSession): Promise<HazirunDto> {
  return api.get<HazirunDto>(`${apiPaths.meetings.attendance(id)}?session=${session}`);
}

/** The session's hazirun as the server has it (a save puts its answer here too). */
export function useRecordedHazirun(id: number, session: MeetingSession, enabled = true) {
  return useQuery({ queryKey: meetingsKeys.hazirun(id, session), queryFn: () => getHazirun(id, session), enabled });
}

/** The session's hazirun once one is recorded: undefined while loading or before the first save. */
export function useSavedHazirun(id: number, session: MeetingSession): HazirunDto | undefined {
  const { data } = useRecordedHazirun(id, session);
  return data && data.entries.length > 0 ? data : undefined;
}
