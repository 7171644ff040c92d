import { MEETING_TEXTS, type MeetingDto, type MeetingNoticeDto, type NoticePreviewDto } from '@aidat/shared';
import { type ReactNode, useState } from 'react';
import { useConfirm } from '../../../components/ui/app-modal/confirm-context';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { apiPaths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast-store';
import { useIdempotentSubmit } from '../../../lib/use-idempotent-submit';
import { useCallMeeting, useNotices, useNoticePreview } from '../api/call-meeting';
import { MEETINGS_SCREEN_TEXTS as T } from '../messages';
import { instantText } from './meeting-time';

/** The notice with a signature column: what the law asks for, whatever SMS or e-mail reached. */
export function NoticePdfLink({ meetingId }: { meetingId: number }) {
  return (
    <a className="btn btn-outline-primary" href={apiPaths.meetings.noticePdf(meetingId)} target="_blank" rel="noopener">
      <i className="bi bi-file-earmark-pdf me-1" aria-hidden="true" />
      {T.noticePdf}
    </a>
  );
}

/**
 * The çağrı (KMK 29): before it, who gets it by SMS, by e-mail or by the signed notice only, the
 * last day it may go out and 'Çağrı Gönder'; after it, each delivery with its status.
 */
export function CallStep({ meeting }: { meeting: MeetingDto }) {
  return (
    <div className="card">
      <div className="card-body">
        <p className="small text-body-secondary">{MEETING_TEXTS.noticeLegal}</p>
        {meeting.status === 'draft' ? <CallPreview meeting={meeting} /> : <Deliveries meetingId={meeting.id} />}
        <div className="mt-3">
          <NoticePdfLink meetingId={meeting.id} />
        </div>
      </div>
    </div>
  );
}

function CallPreview({ meeting }: { meeting: MeetingDto }) {
  const preview = useNoticePreview(meeting.id);
  if (preview.isPending) return <LoadingState />;
  if (preview.isError) return <ErrorState text={T.previewLoadFailed} onRetry={() => preview.refetch()} />;
  return <PreviewBody meeting={meeting} preview={preview.data} />;
}

function PreviewBody({ meeting, preview }: { meeting: MeetingDto; preview: NoticePreviewDto }) {
  const confirm = useConfirm();
  const call = useCallMeeting(meeting.id);
  const submit = useIdempotentSubmit();
  const [failure, setFailure] = useState<string | null>(null);
  const late = Date.now() > Date.parse(preview.callBy);
  const signedOnly = preview.owners.filter((o) => !o.sms && !o.email);

  const send = async () => {
    const yes = await confirm({
      title: T.sendCallTitle,
      body: T.sendCallBody(preview.smsCount, preview.emailCount),
      confirmText: T.sendCall,
    });
    if (!yes) return;
    setFailure(null);
    try {
      if (await submit(meeting.id, (key) => call.mutateAsync(key))) showToast('success', T.callSent);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setFailure(error.message);
    }
  };

  return (
    <>
      <div className={`alert ${late ? 'alert-warning' : 'alert-info'}`} data-testid="call-by">
        {T.callBy(instantText(preview.callBy), preview.noticeDays)}
        {late ? <div className="fw-semibold mt-1">{T.callLate}</div> : null}
      </div>
      <p className="fw-semibold">{T.reach(preview.smsCount, preview.emailCount)}</p>
      {preview.owners.length === 0 ? (
        <EmptyState text={T.noOwners} />
      ) : (
        <div className="table-responsive">
          <table className="table table-sm align-middle" aria-label={T.ownersLabel}>
            <thead>
              <tr>
                <th scope="col">{T.colOwner}</th>
                <th scope="col">{T.colUnits}</th>
                <th scope="col">{T.colSms}</th>
                <th scope="col">{T.colEmail}</th>
              </tr>
            </thead>
            <tbody>
              {preview.owners.map((o) => (
                <tr key={`${o.ownerName}|${o.unitLabels.join(',')}`}>
                  <td>{o.ownerName}</td>
                  <td>{o.unitLabels.join(', ')}</td>
                  {!o.sms && !o.email ? (
                    <td colSpan={2}>
                      <span className="badge text-bg-warning">{T.onlySigned}</span>
                    </td>
                  ) : (
                    <>
                      <td>{o.sms ? T.yes : T.no}</td>
                      <td>{o.email ? T.yes : T.no}</td>
                    </>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {signedOnly.length > 0 ? <p className="small">{T.onlySignedCount(signedOnly.length)}</p> : null}
      {preview.unitsWithoutOwner.length > 0 ? (
        <p className="small">{T.unitsWithoutOwner(preview.unitsWithoutOwner.join(', '))}</p>
      ) : null}
      <dl className="small">
        <dt>{T.smsText}</dt>
        <dd className="border rounded p-2 bg-body-tertiary" style={{ whiteSpace: 'pre-wrap' }}>
          {preview.smsText}
        </dd>
        <dt>{T.emailSubject}</dt>
        <dd>{preview.emailSubject}</dd>
      </dl>
      {failure ? (
        <div className="alert alert-danger" role="alert">
          {failure}
        </div>
      ) : null}
      <button type="button" className="btn btn-primary" onClick={send} disabled={call.isPending}>
        <i className="bi bi-send me-1" aria-hidden="true" />
        {T.sendCall}
      </button>
    </>
  );
}

const NOTICE_BADGE: Record<MeetingNoticeDto['status'], string> = {
  queued: 'text-bg-secondary',
  sent: 'text-bg-primary',
  failed: 'text-bg-danger',
  delivered: 'text-bg-success',
};

function Deliveries({ meetingId }: { meetingId: number }) {
  const notices = useNotices(meetingId);
  let body: ReactNode;
  if (notices.isPending) body = <LoadingState />;
  else if (notices.isError) body = <ErrorState text={T.deliveriesLoadFailed} onRetry={() => notices.refetch()} />;
  else if (notices.data.length === 0) body = <EmptyState text={T.noDeliveries} />;
  else {
    const count = (s: MeetingNoticeDto['status']) => notices.data.filter((n) => n.status === s).length;
    body = (
      <>
        <p className="small mb-2">
          {T.deliverySummary(count('sent') + count('delivered'), count('failed'), count('queued'))}
        </p>
        <div className="table-responsive">
          <table className="table table-sm align-middle mb-0" aria-label={T.deliveries}>
            <thead>
              <tr>
                <th scope="col">{T.colUnit}</th>
                <th scope="col">{T.colOwner}</th>
                <th scope="col">{T.colChannel}</th>
                <th scope="col">{T.colStatus}</th>
                <th scope="col">{T.colSentAt}</th>
              </tr>
            </thead>
            <tbody>
              {notices.data.map((n) => (
                <tr key={`${n.unitId}-${n.ownerName}-${n.channel}`}>
                  <td>{n.unitLabel}</td>
                  <td>{n.ownerName}</td>
                  <td>{T.channels[n.channel]}</td>
                  <td>
                    <span className={`badge ${NOTICE_BADGE[n.status]}`}>{T.noticeStatuses[n.status]}</span>
                  </td>
                  <td>{instantText(n.sentAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </>
    );
  }
  return (
    <section>
      <div className="d-flex align-items-center gap-2 mb-2">
        <h2 className="h5 mb-0 me-auto">{T.deliveries}</h2>
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          onClick={() => notices.refetch()}
          disabled={notices.isFetching}
        >
          <i className="bi bi-arrow-clockwise me-1" aria-hidden="true" />
          {T.refresh}
        </button>
      </div>
      {body}
    </section>
  );
}
