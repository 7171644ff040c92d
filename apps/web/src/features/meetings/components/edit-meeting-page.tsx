import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState } from '../../../components/ui/states';
import { paths } from '../../../config/paths';
import { MEETINGS_SCREEN_TEXTS as T } from '../messages';
import { LoadedMeeting } from './meeting-page';
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
  return (
    <LoadedMeeting id={id}>
      {(meeting) =>
        meeting.status === 'draft' ? (
          <NewMeetingWizard siteId={meeting.siteId} editing={meeting} />
        ) : (
          <EmptyState text={T.draftOnlyEdit} />
        )
      }
    </LoadedMeeting>
  );
}
