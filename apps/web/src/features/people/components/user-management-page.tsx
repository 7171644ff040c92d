import { PagePlaceholder } from '../../../components/ui/page-placeholder';
import { MESSAGES } from '../../../lib/messages';

/** User management, SystemAdmin only. Placeholder until the screen itself is built. */
export function UserManagementPage() {
  return <PagePlaceholder title={MESSAGES.pages.users} />;
}
