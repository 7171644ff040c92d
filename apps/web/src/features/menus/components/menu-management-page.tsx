import { PagePlaceholder } from '../../../components/ui/page-placeholder';
import { MESSAGES } from '../../../lib/messages';

/** Menu management, SystemAdmin only. Placeholder until the screen itself is built. */
export function MenuManagementPage() {
  return <PagePlaceholder title={MESSAGES.pages.menus} />;
}
