import type { MeetingDto, UpdateMeetingBody } from '@aidat/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { Idempotent } from './idempotent';
import { meetingsKeys } from './query-keys';

/** PUT /api/siteadmin/meetings/{id}: a draft's fields and agenda, corrected before its çağrı. */
export function updateMeeting(id: number, body: UpdateMeetingBody, idempotencyKey?: string): Promise<MeetingDto> {
  return api.put<MeetingDto>(apiPaths.meetings.meeting(id), body, { idempotencyKey });
}

export function useUpdateMeeting(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, idempotencyKey }: Idempotent<UpdateMeetingBody>) =>
      updateMeeting(id, payload, idempotencyKey),
    onSuccess: (meeting) => {
      queryClient.setQueryData(meetingsKeys.detail(meeting.id), meeting);
      return queryClient.invalidateQueries({ queryKey: meetingsKeys.list(meeting.siteId) });
    },
  });
}

/** DELETE /api/siteadmin/meetings/{id}: a draft dropped before its çağrı. */
export function useDeleteMeeting(meeting: MeetingDto) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<null>(apiPaths.meetings.meeting(meeting.id)),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: meetingsKeys.detail(meeting.id) });
      return queryClient.invalidateQueries({ queryKey: meetingsKeys.list(meeting.siteId) });
    },
  });
}
