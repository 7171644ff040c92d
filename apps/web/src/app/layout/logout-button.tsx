import { useLogout } from '../../features/auth/hooks/use-logout';
import { MESSAGES } from '../../lib/messages-common';

export function LogoutButton({ className = '' }: { className?: string }) {
  const { logout, pending } = useLogout();
  return (
    <button
      type="button"
      className={`btn btn-outline-light btn-sm text-nowrap ${className}`.trim()}
      onClick={() => void logout()}
      disabled={pending}
      data-testid="logout"
    >
      {pending ? (
        <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />
      ) : (
        <i className="bi bi-box-arrow-right me-1" aria-hidden="true" />
      )}
      {MESSAGES.nav.logout}
    </button>
  );
}
