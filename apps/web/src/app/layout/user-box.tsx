import { ROLE_LABELS } from '@aidat/shared';
import { apiPaths } from '../../config/paths-common';
import { KVKK_LINK_TEXTS } from '../../lib/messages-kvkk-links';
import type { StoredUser } from '../../lib/auth-store';
import { LogoutButton } from './logout-button';

/**
 * Who is signed in, their data (KVKK: a plain link, since the server answers the download with
 * Content-Disposition and the cookie goes along; an icon only on narrow screens), and the way
 * out. The name truncates rather than wrapping the bar at 360 px.
 */
export function UserBox({ user, className = '' }: { user: StoredUser; className?: string }) {
  return (
    <div className={`d-flex align-items-center gap-2 ${className}`.trim()}>
      <span className="navbar-text text-truncate user-name" title={user.fullName} data-testid="user-name">
        <i className="bi bi-person-circle me-1" aria-hidden="true" />
        {user.fullName}
        <span className="visually-hidden"> ({ROLE_LABELS[user.role]})</span>
      </span>
      <a
        href={apiPaths.me.dataExport}
        download
        className="btn btn-outline-light btn-sm text-nowrap"
        title={KVKK_LINK_TEXTS.dataExportTitle}
        aria-label={KVKK_LINK_TEXTS.dataExport}
        data-testid="data-export"
      >
        <i className="bi bi-download" aria-hidden="true" />
        <span className="d-none d-md-inline ms-1">{KVKK_LINK_TEXTS.dataExport}</span>
      </a>
      <LogoutButton />
    </div>
  );
}
