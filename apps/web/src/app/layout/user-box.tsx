import { ROLE_LABELS } from '@aidat/shared';
import type { StoredUser } from '../../lib/auth-store';
import { LogoutButton } from './logout-button';

/** Who is signed in, and the way out. The name truncates rather than wrapping the bar at 360 px. */
export function UserBox({ user, className = '' }: { user: StoredUser; className?: string }) {
  return (
    <div className={`d-flex align-items-center gap-2 ${className}`.trim()}>
      <span className="navbar-text text-truncate user-name" title={user.fullName} data-testid="user-name">
        <i className="bi bi-person-circle me-1" aria-hidden="true" />
        {user.fullName}
        <span className="visually-hidden"> ({ROLE_LABELS[user.role]})</span>
      </span>
      <LogoutButton />
    </div>
  );
}
