import type { MyNotification } from '@aidat/shared';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { MESSAGES, RESIDENT_TEXTS } from '../../../lib/messages';

/** A site's current notifications as dismissible info alerts; a dismissed one stays hidden on this visit. */
export function SiteNotices({ siteName, notifications }: { siteName: string; notifications: MyNotification[] }) {
  const [dismissed, setDismissed] = useState<ReadonlySet<number>>(() => new Set());
  const visible = notifications.filter((n) => !dismissed.has(n.id));
  if (visible.length === 0) return null;
  return (
    <section aria-label={RESIDENT_TEXTS.notificationsOfSite(siteName)}>
      {visible.map((n) => (
        <Alert
          key={n.id}
          variant="info"
          dismissible
          closeLabel={MESSAGES.common.close}
          onClose={() => setDismissed((prev) => new Set(prev).add(n.id))}
          className="mb-2"
          data-testid="site-notice"
        >
          <Alert.Heading as="h3" className="h6 mb-1">
            {n.title}
          </Alert.Heading>
          <p className="mb-0 text-break">{n.message}</p>
        </Alert>
      ))}
    </section>
  );
}
