import { MESSAGES, PEOPLE_TEXTS } from '../messages';
import { BlockedPhonesView } from './blocked-phones-view';

/** '/blocked-phones': blocked users of every site, SystemAdmin only. */
export function BlockedPhonesPage() {
  return <BlockedPhonesView scope="system" title={MESSAGES.pages.blockedPhones} emptyText={PEOPLE_TEXTS.systemEmpty} />;
}
