import { MEETING_TEXTS, type MeetingDto, type MotionDto, type MotionVotesDto, VOTES } from '@aidat/shared';
import { Fragment, type ReactNode, useId, useState } from 'react';
import { ErrorState, LoadingState } from '../../../components/ui/states';
import { ApiError } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast-store';
import { useRecordedHazirun } from '../api/attendance';
import { useNoticePreview } from '../api/call-meeting';
import { type MeetingUnit, useUnits } from '../api/get-units';
import { useRecordedVotes, useRecordVotes } from '../api/motions';
import { MEETINGS_SCREEN_TEXTS as T } from '../messages';
import { MotionResult } from './meeting-badges';
import { ownersByLabel, votingGroups } from './unit-owners';

type Vote = (typeof VOTES)[number];

const VOTE_LABEL: Record<Vote, string> = { yes: T.voteYes, no: T.voteNo, abstain: T.voteAbstain };
const VOTE_BUTTON: Record<Vote, string> = { yes: 'success', no: 'danger', abstain: 'secondary' };

/**
 * One motion's votes, unit by unit among those present in its session: 'Tümü Kabul' and then a
 * few changed is the quick way; a change reaches every unit of the same owner (KMK 31), and the
 * tally follows as it is marked. Saving replaces the votes recorded and shows the server's result.
 */
export function VotesPanel({
  meeting,
  motion,
  onClose,
  onToAttendance,
}: {
  meeting: MeetingDto;
  motion: MotionDto;
  onClose: () => void;
  onToAttendance: () => void;
}) {
  const recorded = useRecordedHazirun(meeting.id, motion.session);
  const hazirun = recorded.data && recorded.data.entries.length > 0 ? recorded.data : undefined;
  const recordedVotes = useRecordedVotes(motion.id);
  const units = useUnits(meeting.siteId);
  const preview = useNoticePreview(meeting.id);

  let body: ReactNode;
  // The first session decides nothing without its quorum (KMK 30): said before the votes are sent.
  const noQuorum = hazirun?.quorumRequired && !hazirun.quorumMet;
  if (recorded.isPending || recordedVotes.isPending) body = <LoadingState />;
  else if (recorded.isError) body = <ErrorState text={T.hazirunLoadFailed} onRetry={() => recorded.refetch()} />;
  else if (recordedVotes.isError)
    body = <ErrorState text={T.votesLoadFailed} onRetry={() => recordedVotes.refetch()} />;
  else if (!hazirun)
    body = (
      <div className="alert alert-warning mb-0">
        <p>{T.hazirunUnknown}</p>
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={onToAttendance}>
          {T.goToAttendance}
        </button>
      </div>
    );
  else if (units.isPending) body = <LoadingState />;
  else if (units.isError) body = <ErrorState text={T.unitsLoadFailed} onRetry={() => units.refetch()} />;
  else {
    const present = new Set(hazirun.entries.filter((e) => e.present).map((e) => e.unitId));
    const voters = units.data.filter((u) => present.has(u.id));
    body =
      voters.length === 0 ? (
        <p className="mb-0">{T.noPresentUnits}</p>
      ) : (
        <VotesForm
          meeting={meeting}
          motion={motion}
          recorded={recordedVotes.data.votes}
          voters={voters}
          owners={ownersByLabel(preview.data)}
          groups={votingGroups(preview.data)}
          onClose={onClose}
        />
      );
  }

  return (
    <section className="border border-primary rounded p-3 mb-3" aria-label={T.votesLabel(motion.title)}>
      <div className="d-flex align-items-center gap-2 mb-2">
        <h3 className="h6 mb-0 me-auto">{T.votesLabel(motion.title)}</h3>
        <button type="button" className="btn-close" aria-label={T.closeVotes} onClick={onClose} />
      </div>
      {noQuorum ? <div className="alert alert-warning">{MEETING_TEXTS.noQuorum}</div> : null}
      {body}
    </section>
  );
}

function VotesForm({
  meeting,
  motion,
  recorded,
  voters,
  owners,
  groups,
  onClose,
}: {
  meeting: MeetingDto;
  motion: MotionDto;
  /** The votes recorded before, to go on from. */
  recorded: MotionVotesDto['votes'];
  voters: MeetingUnit[];
  owners: Map<string, string[]>;
  groups: Map<string, Set<string>>;
  onClose: () => void;
}) {
  const id = useId();
  const record = useRecordVotes(meeting.id);
  const [votes, setVotes] = useState<Record<number, Vote | undefined>>(() =>
    Object.fromEntries(recorded.map((v) => [v.unitId, v.vote])),
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<MotionDto | null>(null);

  const setAll = (vote: Vote) => setVotes(Object.fromEntries(voters.map((u) => [u.id, vote])));
  const setOne = (unit: MeetingUnit, vote: Vote) => {
    const together = groups.get(unit.label) ?? new Set([unit.label]);
    setVotes((v) => {
      const next = { ...v };
      for (const u of voters) if (u.id === unit.id || together.has(u.label)) next[u.id] = vote;
      return next;
    });
  };
  const count = (vote: Vote) => voters.filter((u) => votes[u.id] === vote).length;
  const none = voters.filter((u) => !votes[u.id]).length;

  const save = async () => {
    setFailure(null);
    try {
      const answer = await record.mutateAsync({
        motionId: motion.id,
        body: {
          votes: voters.flatMap((u) => {
            const vote = votes[u.id];
            return vote ? [{ unitId: u.id, vote }] : [];
          }),
        },
      });
      setResult(answer);
      showToast('success', T.votesSaved);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setFailure(error.message);
    }
  };

  return (
    <>
      <div className="d-flex flex-wrap gap-2 mb-2">
        {VOTES.map((v) => (
          <button
            key={v}
            type="button"
            className={`btn btn-outline-${VOTE_BUTTON[v]} btn-sm`}
            onClick={() => setAll(v)}
          >
            {v === 'yes' ? T.allYes : v === 'no' ? T.allNo : T.allAbstain}
          </button>
        ))}
      </div>
      <p className="small text-body-secondary mb-2">{T.sameOwnerHint}</p>
      <div className="table-responsive" style={{ maxHeight: '28rem' }}>
        <table className="table table-sm align-middle">
          <tbody>
            {voters.map((u) => (
              <tr key={u.id} data-testid={`vote-${u.label}`}>
                <th scope="row">{u.label}</th>
                <td className="small">{(owners.get(u.label) ?? []).join(', ') || '-'}</td>
                <td>
                  <div className="btn-group btn-group-sm" role="radiogroup" aria-label={T.voteOf(u.label)}>
                    {VOTES.map((v) => (
                      <Fragment key={v}>
                        <input
                          type="radio"
                          className="btn-check"
                          name={`${id}-${u.id}`}
                          id={`${id}-${u.id}-${v}`}
                          checked={votes[u.id] === v}
                          onChange={() => setOne(u, v)}
                        />
                        <label className={`btn btn-outline-${VOTE_BUTTON[v]}`} htmlFor={`${id}-${u.id}-${v}`}>
                          {VOTE_LABEL[v]}
                        </label>
                      </Fragment>
                    ))}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="fw-semibold mb-2" data-testid="tally" aria-live="polite">
        {T.tally(count('yes'), count('no'), count('abstain'), none)}
      </p>
      {failure ? (
        <div className="alert alert-danger" role="alert">
          {failure}
        </div>
      ) : null}
      {result ? (
        <div className="alert alert-light border" role="status">
          <span className={`badge ${result.result?.passed ? 'text-bg-success' : 'text-bg-danger'} me-2`}>
            {result.result?.passed ? T.accepted : T.rejected}
          </span>
          <MotionResult motion={result} />
        </div>
      ) : null}
      <div className="d-flex gap-2">
        <button type="button" className="btn btn-primary" onClick={save} disabled={record.isPending}>
          {T.saveVotes}
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
          {T.closeVotes}
        </button>
      </div>
    </>
  );
}
