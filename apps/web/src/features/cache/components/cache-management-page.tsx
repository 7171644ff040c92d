import { PagePlaceholder } from '../../../components/ui/page-placeholder';
import { MESSAGES } from '../../../lib/messages';

/** Cache management, SystemAdmin only. Placeholder until the screen itself is built. */
export function CacheManagementPage() {
  return <PagePlaceholder title={MESSAGES.pages.cache} />;
}
