import { PagePlaceholder } from '../../../components/ui/page-placeholder';
import { MESSAGES } from '../../../lib/messages';

/** Site admin panel (SPEC §2 'Yönetim Paneli'), Admin only. Placeholder until the screen itself is built. */
export function AdminPage() {
  return <PagePlaceholder title={MESSAGES.pages.admin} />;
}
