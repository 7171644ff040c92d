import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useLogout } from '../../features/auth/hooks/use-logout';
import { MESSAGES } from '../../lib/messages';

export function LogoutButton({ className = '' }: { className?: string }) {
  const { logout, pending } = useLogout();
  return (
    <Button
      variant="outline-light"
      size="sm"
      className={`text-nowrap ${className}`.trim()}
      onClick={() => void logout()}
      disabled={pending}
      data-testid="logout"
    >
      {pending ? (
        <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />
      ) : (
        <i className="bi bi-box-arrow-right me-1" aria-hidden="true" />
      )}
      {MESSAGES.nav.logout}
    </Button>
  );
}
