import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useMeeting } from '../api/get-meetings';
import { MEETINGS_SCREEN_TEXTS as T } from '../messages';
import { NewMeetingWizard } from './new-meeting-page';

/**
 * 'Toplantıyı Düzenle': a draft corrected before its çağrı, in the same two steps it was made in.
 * A called or held meeting is not offered for editing (its notice went out as it stands).
 */
export function EditMeetingPage() {
  const { meetingId } = useParams();
  const id = Number(meetingId);
  const valid = Number.isInteger(id) && id > 0;
  return (
    <section>
      <PageHeader title={T.editMeeting} />
      {valid ? <EditMeeting id={id} /> : <EmptyState text={T.invalidMeeting} />}
      <Link to={paths.meetings} className="d-inline-block mt-3">
        <i className="bi bi-arrow-left me-1" aria-hidden="true" />
        {T.backToList}
      </Link>
    </section>
  );
}

function EditMeeting({ id }: { id: number }) {
  const meeting = useMeeting(id);
  if (meeting.isPending) return <LoadingState />;
  if (meeting.isError) {
    const error = meeting.error;
    if (error instanceof ApiError && (error.status === 404 || error.status === 403))
      return <EmptyState text={error.message} />;
    return <ErrorState text={T.meetingLoadFailed} onRetry={() => meeting.refetch()} />;
  }
  if (meeting.data.status !== 'draft') return <EmptyState text={T.draftOnlyEdit} />;
  return <NewMeetingWizard siteId={meeting.data.siteId} editing={meeting.data} />;
}
