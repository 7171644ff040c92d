import type { CreateMotionBody, MeetingDto, MotionDto, MotionVotesBody, MotionVotesDto } from '@aidat/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { Idempotent } from './idempotent';
import { meetingsKeys } from './query-keys';

/** POST /api/siteadmin/meetings/{id}/motions: a motion put to a session's vote. */
export function createMotion(meetingId: number, body: CreateMotionBody, idempotencyKey?: string): Promise<MotionDto> {
  return api.post<MotionDto>(apiPaths.meetings.motions(meetingId), body, { idempotencyKey });
}

/** POST /api/siteadmin/motions/{id}/votes: every vote of the motion, replacing those recorded. */
export function recordVotes(motionId: number, body: MotionVotesBody): Promise<MotionDto> {
  return api.post<MotionDto>(apiPaths.meetings.votes(motionId), body);
}

/** The meeting as cached with one motion added or replaced by the server's answer. */
function withMotion(meeting: MeetingDto | undefined, motion: MotionDto): MeetingDto | undefined {
  if (!meeting) return meeting;
  const known = meeting.motions.some((m) => m.id === motion.id);
  return {
    ...meeting,
    motions: known ? meeting.motions.map((m) => (m.id === motion.id ? motion : m)) : [...meeting.motions, motion],
  };
}

export function useCreateMotion(meetingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, idempotencyKey }: Idempotent<CreateMotionBody>) =>
      createMotion(meetingId, payload, idempotencyKey),
    onSuccess: (motion) => {
      queryClient.setQueryData<MeetingDto>(meetingsKeys.detail(meetingId), (m) => withMotion(m, motion));
      return queryClient.invalidateQueries({ queryKey: meetingsKeys.detail(meetingId) });
    },
  });
}

export function useRecordVotes(meetingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ motionId, body }: { motionId: number; body: MotionVotesBody }) => recordVotes(motionId, body),
    onSuccess: (motion, { motionId, body }) => {
      queryClient.setQueryData<MeetingDto>(meetingsKeys.detail(meetingId), (m) => withMotion(m, motion));
      queryClient.setQueryData<MotionVotesDto>(meetingsKeys.votes(motionId), {
        motionId,
        votes: body.votes.map((v) => ({ unitId: Number(v.unitId), vote: v.vote })),
      });
      return queryClient.invalidateQueries({ queryKey: meetingsKeys.detail(meetingId) });
    },
  });
}

/** GET /api/siteadmin/motions/{id}/votes: each unit's vote as recorded. */
export function useRecordedVotes(motionId: number) {
  return useQuery({
    queryKey: meetingsKeys.votes(motionId),
    queryFn: () => api.get<MotionVotesDto>(apiPaths.meetings.votes(motionId)),
  });
}
