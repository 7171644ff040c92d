import type { CalledMeetingDto, MeetingNoticeDto, NoticePreviewDto } from '@aidat/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { meetingsKeys } from './query-keys';

/** GET /api/siteadmin/meetings/{id}/notice-preview: who the çağrı reaches by which channel, before it goes. */
export function getNoticePreview(id: number, signal?: AbortSignal): Promise<NoticePreviewDto> {
  return api.get<NoticePreviewDto>(apiPaths.meetings.noticePreview(id), { signal });
}

export function useNoticePreview(id: number) {
  return useQuery({ queryKey: meetingsKeys.preview(id), queryFn: ({ signal }) => getNoticePreview(id, signal) });
}

/** GET /api/siteadmin/meetings/{id}/notices: the çağrı's deliveries per owner and channel. */
export function getNotices(id: number, signal?: AbortSignal): Promise<MeetingNoticeDto[]> {
  return api.get<MeetingNoticeDto[]>(apiPaths.meetings.notices(id), { signal });
}

export function useNotices(id: number) {
  return useQuery({
    queryKey: meetingsKeys.notices(id),
    queryFn: ({ signal }) => getNotices(id, signal),
    // The senders work through the queue after the çağrı: asked again while some still wait.
    refetchInterval: (query) => (query.state.data?.some((n) => n.status === 'queued') ? 5000 : false),
  });
}

/** POST /api/siteadmin/meetings/{id}/call: the meeting becomes `called` and the notices are queued. */
export function callMeeting(id: number, idempotencyKey?: string): Promise<CalledMeetingDto> {
  return api.post<CalledMeetingDto>(apiPaths.meetings.call(id), undefined, { idempotencyKey });
}

export function useCallMeeting(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idempotencyKey: string) => callMeeting(id, idempotencyKey),
    onSuccess: ({ meeting, notices }) => {
      queryClient.setQueryData(meetingsKeys.detail(id), meeting);
      queryClient.setQueryData(meetingsKeys.notices(id), notices);
      return queryClient.invalidateQueries({ queryKey: meetingsKeys.list(meeting.siteId) });
    },
  });
}
