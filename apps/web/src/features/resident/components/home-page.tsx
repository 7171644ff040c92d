import { PagePlaceholder } from '../../../components/ui/page-placeholder';
import { MESSAGES } from '../../../lib/messages';

/** Resident home (SPEC §2 'Dairelerim'): units grouped by site. Placeholder until the screen itself is built. */
export function HomePage() {
  return <PagePlaceholder title={MESSAGES.pages.home} />;
}
