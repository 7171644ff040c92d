import type { CreateMeetingBody, MeetingDto } from '@aidat/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { Idempotent } from './idempotent';
import { meetingsKeys } from './query-keys';

/** POST /api/siteadmin/meetings: a draft meeting with both sessions and its agenda. */
export function createMeeting(body: CreateMeetingBody, idempotencyKey?: string): Promise<MeetingDto> {
  return api.post<MeetingDto>(apiPaths.meetings.list, body, { idempotencyKey });
}

export function useCreateMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, idempotencyKey }: Idempotent<CreateMeetingBody>) => createMeeting(payload, idempotencyKey),
    onSuccess: (meeting) => {
      queryClient.setQueryData(meetingsKeys.detail(meeting.id), meeting);
      return queryClient.invalidateQueries({ queryKey: meetingsKeys.list(meeting.siteId) });
    },
  });
}
