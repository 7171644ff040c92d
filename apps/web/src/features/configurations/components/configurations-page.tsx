import { PagePlaceholder } from '../../../components/ui/page-placeholder';
import { MESSAGES } from '../../../lib/messages';

/** Configuration management, SystemAdmin only. Placeholder until the screen itself is built. */
export function ConfigurationsPage() {
  return <PagePlaceholder title={MESSAGES.pages.configurations} />;
}
