import type { MyNotification } from '@aidat/shared';
import { useState } from 'react';
import { MESSAGES } from '../../../lib/messages-common';
import { RESIDENT_TEXTS } from '../../../lib/messages-resident';

/** A site's current notifications as dismissible info alerts; a dismissed one stays hidden on this visit. */
export function SiteNotices({ siteName, notifications }: { siteName: string; notifications: MyNotification[] }) {
  const [dismissed, setDismissed] = useState<ReadonlySet<number>>(() => new Set());
  const visible = notifications.filter((n) => !dismissed.has(n.id));
  if (visible.length === 0) return null;
  return (
    <section aria-label={RESIDENT_TEXTS.notificationsOfSite(siteName)}>
      {visible.map((n) => (
        <div key={n.id} role="alert" className="alert alert-info alert-dismissible mb-2" data-testid="site-notice">
          <button
            type="button"
            className="btn-close"
            aria-label={MESSAGES.common.close}
            onClick={() => setDismissed((prev) => new Set(prev).add(n.id))}
          />
          <h3 className="alert-heading h6 mb-1">{n.title}</h3>
          <p className="mb-0 text-break">{n.message}</p>
        </div>
      ))}
    </section>
  );
}
