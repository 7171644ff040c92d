import { useParams } from 'react-router';
import { PagePlaceholder } from '../../../components/ui/page-placeholder';
import { MESSAGES } from '../../../lib/messages';

/**
 * Configuration history (SPEC §2), for all keys or, with :key in the route, for one.
 * Placeholder until the screen itself is built.
 */
export function ConfigurationHistoryPage() {
  const { key } = useParams();
  return (
    <PagePlaceholder
      title={key ? MESSAGES.pages.configurationKeyHistory(key) : MESSAGES.pages.configurationHistory}
    />
  );
}
