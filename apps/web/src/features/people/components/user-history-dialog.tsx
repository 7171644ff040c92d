import { useState } from 'react';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { AppModal } from '../../../components/ui/app-modal/app-modal';
import { MESSAGES, PEOPLE_TEXTS as T } from '../messages';
import { useAuthUser } from '../../../lib/use-auth';
import { BlockHistoryTab } from './block-history-tab';
import { LoginHistoryTab } from './login-history-tab';

export interface HistoryUser {
  id: number;
  fullName: string;
}

/**
 * The user history dialog of SPEC §2: 'Blok Geçmişi' for every role, 'Giriş Geçmişi' only for a
 * SystemAdmin. An Admin reads through /api/siteadmin, so only their own sites' users answer.
 */
export function UserHistoryDialog({ user, onHide }: { user: HistoryUser | null; onHide: () => void }) {
  const viewer = useAuthUser();
  const isSystem = viewer?.role === 'SystemAdmin';
  // Keeps the last user on screen while the dialog fades out after `user` became null.
  const [shown, setShown] = useState<HistoryUser | null>(user);
  if (user && user !== shown) setShown(user);
  const current = user ?? shown;

  return (
    <AppModal
      show={user !== null}
      onHide={onHide}
      size="lg"
      title={current ? T.historyTitle(current.fullName) : ''}
      testId="user-history-dialog"
    >
      {current ? (
        <Tabs
          defaultActiveKey="blocks"
          id={`user-history-${current.id}`}
          className="mb-3"
          mountOnEnter
          key={current.id}
        >
          <Tab eventKey="blocks" title={MESSAGES.people.blockHistory}>
            <BlockHistoryTab scope={isSystem ? 'system' : 'site'} userId={current.id} />
          </Tab>
          {isSystem ? (
            <Tab eventKey="logins" title={MESSAGES.people.loginHistory}>
              <LoginHistoryTab userId={current.id} />
            </Tab>
          ) : null}
        </Tabs>
      ) : null}
    </AppModal>
  );
}
