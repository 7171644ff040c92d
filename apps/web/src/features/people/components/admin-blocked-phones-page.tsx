import { MESSAGES, PEOPLE_TEXTS } from '../messages';
import { BlockedPhonesView } from './blocked-phones-view';

/** '/admin-blocked-phones': blocked residents of the Admin's own sites. */
export function AdminBlockedPhonesPage() {
  return (
    <BlockedPhonesView scope="site" title={MESSAGES.pages.adminBlockedPhones} emptyText={PEOPLE_TEXTS.adminEmpty} />
  );
}
