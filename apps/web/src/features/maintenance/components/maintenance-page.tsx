import { useEffect } from 'react';
import { Logo } from '../../../components/ui/logo';
import { apiPaths } from '../../../config/paths-common';
import { MAINTENANCE_HEADER, setMaintenanceFlag } from '../../../lib/maintenance';
import { readStorage, STORAGE_KEYS } from '../../../lib/storage';
import { MESSAGES } from '../../../lib/messages-common';

// SPEC §2's texts, here rather than in messages-common.ts: this page is its own chunk.
const TEXTS = {
  title: 'Bakım çalışması',
  body: 'Size daha iyi hizmet sunabilmek için bakımdayız. Anlayışınız için teşekkür ederiz.',
} as const;

/** How often a waiting visitor checks whether maintenance is over. */
export const MAINTENANCE_POLL_MS = 30_000;

/**
 * Nothing else runs while this page replaces the app, so it asks the server itself (an
 * /api/auth call, which maintenance lets through) and reloads once the header says 'false'.
 * It bypasses the API client on purpose: no toasts, no redirects, no session handling here.
 */
function useMaintenanceWatch() {
  useEffect(() => {
    if (readStorage(STORAGE_KEYS.maintenanceMode) !== 'true') return;
    const timer = window.setInterval(async () => {
      try {
        const response = await fetch(apiPaths.auth.frontendConfig, { credentials: 'include' });
        if (response.headers.get(MAINTENANCE_HEADER) === 'false') {
          setMaintenanceFlag(false);
          window.location.reload();
        }
      } catch {
        // Still unreachable: keep waiting.
      }
    }, MAINTENANCE_POLL_MS);
    return () => window.clearInterval(timer);
  }, []);
}

export function MaintenancePage() {
  useMaintenanceWatch();
  return (
    <main className="maintenance-page" data-testid="maintenance-page">
      <Logo size={96} title={MESSAGES.appName} />
      <h1 className="h3 mt-4">{TEXTS.title}</h1>
      <p className="lead mt-2 mb-0">{TEXTS.body}</p>
    </main>
  );
}
