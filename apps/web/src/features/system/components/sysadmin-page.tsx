import { PagePlaceholder } from '../../../components/ui/page-placeholder';
import { MESSAGES } from '../../../lib/messages';

/** System screen (SPEC §2 'Sistem Yönetimi'), SystemAdmin only. Placeholder until the screen itself is built. */
export function SysadminPage() {
  return <PagePlaceholder title={MESSAGES.pages.sysadmin} />;
}
