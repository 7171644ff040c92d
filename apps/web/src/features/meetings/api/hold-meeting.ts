import type { MeetingDto } from '@aidat/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { meetingsKeys } from './query-keys';

/** POST /api/siteadmin/meetings/{id}/held: the meeting took place; its hazirun and votes stand. */
export function holdMeeting(id: number): Promise<MeetingDto> {
  return api.post<MeetingDto>(apiPaths.meetings.held(id));
}

export function useHoldMeeting(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => holdMeeting(id),
    onSuccess: (meeting) => {
      queryClient.setQueryData(meetingsKeys.detail(id), meeting);
      return queryClient.invalidateQueries({ queryKey: meetingsKeys.list(meeting.siteId) });
    },
  });
}
