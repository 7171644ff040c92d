import { type HazirunDto, MEETING_SESSIONS, MEETING_TEXTS, type MeetingDto, type MeetingSession } from '@aidat/shared';
import { type ReactNode, useId, useState } from 'react';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { apiPaths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast-store';
import { useLeaveGuard } from '../../../lib/use-leave-guard';
import { useRecordedHazirun, useSaveAttendance, useSavedHazirun } from '../api/attendance';
import { useNoticePreview } from '../api/call-meeting';
import { type MeetingUnit, useUnits } from '../api/get-units';
import { MEETINGS_SCREEN_TEXTS as T } from '../messages';
import { landShareOf } from './landshare';
import { ownersByLabel } from './unit-owners';

type Mode = 'present' | 'proxy' | 'absent';
interface Row {
  mode: Mode;
  proxyName: string;
}

/** The session the screen opens on: the second once the first is past and the second has come. */
export function defaultSession(meeting: MeetingDto): MeetingSession {
  return Date.now() >= Date.parse(meeting.secondAt) ? 'second' : 'first';
}

export function SessionChoice({
  value,
  onChange,
}: {
  value: MeetingSession;
  onChange: (session: MeetingSession) => void;
}) {
  const id = useId();
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6">{T.session}</legend>
      {MEETING_SESSIONS.map((s) => (
        <div className="form-check form-check-inline" key={s}>
          <input
            className="form-check-input"
            type="radio"
            name={`${id}-session`}
            id={`${id}-${s}`}
            checked={value === s}
            onChange={() => onChange(s)}
          />
          <label className="form-check-label" htmlFor={`${id}-${s}`}>
            {MEETING_TEXTS.sessions[s]}
          </label>
        </div>
      ))}
    </fieldset>
  );
}

/**
 * 'Hazirun' (KMK 30–31): per session, each unit present in person, by a named proxy, or absent;
 * the quorum the server counted at the last save (owners by number and arsa payı), with what is
 * marked now beside it, and the hazirun list to print for signatures.
 */
export function AttendanceStep({ meeting }: { meeting: MeetingDto }) {
  const [session, setSession] = useState<MeetingSession>(() => defaultSession(meeting));
  const units = useUnits(meeting.siteId);
  const preview = useNoticePreview(meeting.id);
  // The form starts from what is recorded, so it waits for it.
  const recorded = useRecordedHazirun(meeting.id, session, meeting.status !== 'draft');

  let body: ReactNode;
  if (meeting.status === 'draft') body = <p className="mb-0">{T.notCalled}</p>;
  else if (units.isPending || recorded.isPending) body = <LoadingState />;
  else if (units.isError) body = <ErrorState text={T.unitsLoadFailed} onRetry={() => units.refetch()} />;
  else if (recorded.isError) body = <ErrorState text={T.hazirunLoadFailed} onRetry={() => recorded.refetch()} />;
  else if (units.data.length === 0) body = <EmptyState text={T.noUnits} />;
  else
    body = (
      <AttendanceForm
        key={session}
        meeting={meeting}
        session={session}
        units={units.data}
        owners={ownersByLabel(preview.data)}
      />
    );

  return (
    <div className="card">
      <div className="card-body">
        <SessionChoice value={session} onChange={setSession} />
        {body}
        {meeting.status !== 'draft' ? (
          <a
            className="btn btn-outline-primary mt-3"
            href={apiPaths.meetings.hazirunPdf(meeting.id, session)}
            target="_blank"
            rel="noopener"
          >
            <i className="bi bi-file-earmark-pdf me-1" aria-hidden="true" />
            {T.hazirunPdf(MEETING_TEXTS.sessions[session])}
          </a>
        ) : null}
      </div>
    </div>
  );
}

function rowsOf(units: MeetingUnit[], saved: HazirunDto | undefined): Record<number, Row> {
  const rows: Record<number, Row> = {};
  for (const u of units) rows[u.id] = { mode: 'absent', proxyName: '' };
  for (const e of saved?.entries ?? [])
    if (rows[e.unitId])
      rows[e.unitId] = e.present
        ? { mode: e.proxyName ? 'proxy' : 'present', proxyName: e.proxyName ?? '' }
        : { mode: 'absent', proxyName: '' };
  return rows;
}

function AttendanceForm({
  meeting,
  session,
  units,
  owners,
}: {
  meeting: MeetingDto;
  session: MeetingSession;
  units: MeetingUnit[];
  owners: Map<string, string[]>;
}) {
  const id = useId();
  const saved = useSavedHazirun(meeting.id, session);
  const save = useSaveAttendance(meeting.id);
  const [rows, setRows] = useState(() => rowsOf(units, saved));
  const [dirty, setDirty] = useState(false);
  const [missing, setMissing] = useState<Set<number>>(new Set());
  const [failure, setFailure] = useState<string | null>(null);
  const readOnly = meeting.status === 'held';
  useLeaveGuard(dirty && !readOnly);

  const setRow = (unitId: number, row: Partial<Row>) => {
    setRows((r) => ({ ...r, [unitId]: { ...r[unitId], ...row } }));
    setDirty(true);
  };
  const setAll = (mode: Mode) => {
    setRows(Object.fromEntries(units.map((u) => [u.id, { mode, proxyName: '' }])));
    setDirty(true);
  };

  const presentCount = units.filter((u) => rows[u.id].mode !== 'absent').length;
  const share = landShareOf(units, (u) => rows[u.id].mode !== 'absent');

  const submit = async () => {
    setFailure(null);
    const noName = new Set(
      units.filter((u) => rows[u.id].mode === 'proxy' && !rows[u.id].proxyName.trim()).map((u) => u.id),
    );
    setMissing(noName);
    if (noName.size > 0) return;
    try {
      await save.mutateAsync({
        session,
        entries: units.map((u) => ({
          unitId: u.id,
          present: rows[u.id].mode !== 'absent',
          ...(rows[u.id].mode === 'proxy' ? { proxyName: rows[u.id].proxyName.trim() } : {}),
        })),
      });
      setDirty(false);
      showToast('success', T.attendanceSaved);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setFailure(error.message);
    }
  };

  // A held meeting's session with no hazirun recorded has nothing to show.
  if (readOnly && !saved) return <div className="alert alert-secondary">{T.heldNoHazirun}</div>;

  return (
    <>
      {readOnly ? <div className="alert alert-secondary">{T.readOnlyHeld}</div> : null}
      <QuorumPanel
        saved={saved}
        dirty={dirty}
        marked={T.markedNow(presentCount, units.length, share === null ? '-' : T.percent(share))}
      />
      {!readOnly ? (
        <div className="d-flex flex-wrap gap-2 mb-2">
          <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => setAll('present')}>
            {T.allPresent}
          </button>
          <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => setAll('absent')}>
            {T.allAbsent}
          </button>
        </div>
      ) : null}
      <div className="table-responsive">
        <table className="table table-sm align-middle" aria-label={T.attendanceLabel(MEETING_TEXTS.sessions[session])}>
          <thead>
            <tr>
              <th scope="col">{T.colUnit}</th>
              <th scope="col">{T.colOwners}</th>
              <th scope="col">{T.colAttendance}</th>
            </tr>
          </thead>
          <tbody>
            {units.map((u) => {
              const row = rows[u.id];
              const name = `${id}-${u.id}`;
              return (
                <tr key={u.id} data-testid={`attendance-${u.label}`}>
                  <th scope="row">{u.label}</th>
                  <td>{(owners.get(u.label) ?? []).join(', ') || '-'}</td>
                  <td>
                    <div role="radiogroup" aria-label={u.label} className="d-flex flex-wrap align-items-center gap-2">
                      {(['present', 'proxy', 'absent'] as const).map((mode) => (
                        <div className="form-check form-check-inline mb-0" key={mode}>
                          <input
                            className="form-check-input"
                            type="radio"
                            name={name}
                            id={`${name}-${mode}`}
                            checked={row.mode === mode}
                            disabled={readOnly}
                            onChange={() => setRow(u.id, { mode })}
                          />
                          <label className="form-check-label" htmlFor={`${name}-${mode}`}>
                            {T[mode]}
                          </label>
                        </div>
                      ))}
                      {row.mode === 'proxy' ? (
                        <div>
                          <input
                            className={`form-control form-control-sm ${missing.has(u.id) ? 'is-invalid' : ''}`}
                            aria-label={T.proxyName(u.label)}
                            placeholder={T.proxyNamePlaceholder}
                            value={row.proxyName}
                            maxLength={200}
                            disabled={readOnly}
                            onChange={(e) => setRow(u.id, { proxyName: e.target.value })}
                          />
                          {missing.has(u.id) ? <div className="invalid-feedback">{T.proxyNameRequired}</div> : null}
                        </div>
                      ) : null}
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {failure ? (
        <div className="alert alert-danger" role="alert">
          {failure}
        </div>
      ) : null}
      {!readOnly ? (
        <button type="button" className="btn btn-primary" onClick={submit} disabled={save.isPending}>
          {T.saveAttendance}
        </button>
      ) : null}
    </>
  );
}

function Verdict({ ok }: { ok: boolean }) {
  return ok ? (
    <span className="badge text-bg-success">{T.met}</span>
  ) : (
    <span className="badge text-bg-danger">{T.notMet}</span>
  );
}

function QuorumPanel({ saved, dirty, marked }: { saved: HazirunDto | undefined; dirty: boolean; marked: string }) {
  return (
    <div className="border rounded p-3 mb-3 bg-body-tertiary" data-testid="quorum" aria-live="polite">
      <h2 className="h6">{T.quorumTitle}</h2>
      {saved ? (
        <>
          <p className="mb-1">
            {T.ownersPresent(saved.presentOwners, saved.totalOwners)}
            {saved.quorumRequired ? (
              <>
                {' '}
                · {T.byCount}: <Verdict ok={saved.quorumByCount} />
              </>
            ) : null}
          </p>
          <p className="mb-1">
            {T.landSharePresent(T.percent(saved.presentLandShare))}
            {saved.quorumRequired ? (
              <>
                {' '}
                · {T.byLandShare}: <Verdict ok={saved.quorumByLandShare} />
              </>
            ) : null}
          </p>
          <p className="mb-1 fw-semibold">
            {!saved.quorumRequired
              ? MEETING_TEXTS.quorumNotRequired
              : saved.quorumMet
                ? MEETING_TEXTS.quorumMet
                : MEETING_TEXTS.quorumNotMet}
          </p>
        </>
      ) : (
        <p className="mb-1">{T.notSavedYet}</p>
      )}
      <p className="mb-0 small text-body-secondary">{marked}</p>
      {dirty ? <p className="mb-0 small text-warning-emphasis">{T.unsaved}</p> : null}
    </div>
  );
}
