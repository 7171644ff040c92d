import type { MyNotification } from '@aidat/shared';
import { useState } from 'react';
import { MESSAGES } from '../../../lib/messages-common';
import { RESIDENT_TEXTS } from '../../../lib/messages-resident';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../../lib/storage';

/** The newest closed notices kept: enough for years of a site's notices, small enough for storage. */
const KEPT = 200;

function readDismissed(): Set<number> {
  try {
    const ids: unknown = JSON.parse(readStorage(STORAGE_KEYS.dismissedNotices) ?? '[]');
    return new Set(Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id)) : []);
  } catch {
    return new Set();
  }
}

/** Remembers a closed notice on this device, so it stays closed after navigating or reloading. */
function rememberDismissed(ids: ReadonlySet<number>): void {
  writeStorage(STORAGE_KEYS.dismissedNotices, JSON.stringify([...ids].slice(-KEPT)));
}

/** A site's current notifications as dismissible info alerts; a dismissed one stays hidden on this device. */
export function SiteNotices({ siteName, notifications }: { siteName: string; notifications: MyNotification[] }) {
  const [dismissed, setDismissed] = useState<ReadonlySet<number>>(readDismissed);
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
            onClick={() =>
              setDismissed((prev) => {
                // Read again: another site's notices on the same page may have been closed meanwhile.
                const next = new Set([...readDismissed(), ...prev]).add(n.id);
                rememberDismissed(next);
                return next;
              })
            }
          />
          <h3 className="alert-heading h6 mb-1">{n.title}</h3>
          <p className="mb-0 text-break">{n.message}</p>
        </div>
      ))}
    </section>
  );
}
