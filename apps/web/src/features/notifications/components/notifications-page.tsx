import { PagePlaceholder } from '../../../components/ui/page-placeholder';
import { MESSAGES } from '../../../lib/messages';

/** Notification management, Admin only. Placeholder until the screen itself is built. */
export function NotificationsPage() {
  return <PagePlaceholder title={MESSAGES.pages.notifications} />;
}
