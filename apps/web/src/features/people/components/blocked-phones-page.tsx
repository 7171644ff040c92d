import { PagePlaceholder } from '../../../components/ui/page-placeholder';
import { MESSAGES } from '../../../lib/messages';

/** Blocked phones of all sites, SystemAdmin only. Placeholder until the screen itself is built. */
export function BlockedPhonesPage() {
  return <PagePlaceholder title={MESSAGES.pages.blockedPhones} />;
}
