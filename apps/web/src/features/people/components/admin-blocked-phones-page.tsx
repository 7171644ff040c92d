import { PagePlaceholder } from '../../../components/ui/page-placeholder';
import { MESSAGES } from '../../../lib/messages';

/** Blocked phones of the admin's own site, Admin only. Placeholder until the screen itself is built. */
export function AdminBlockedPhonesPage() {
  return <PagePlaceholder title={MESSAGES.pages.adminBlockedPhones} />;
}
