import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths-common';
import { clearUser } from '../../../lib/auth-store';
import { logout } from '../api/logout';

/** SPEC §2: post the logout, clear the stored user, go to /login. */
export function useLogout() {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const run = useCallback(async () => {
    setPending(true);
    try {
      await logout();
    } finally {
      clearUser();
      setPending(false);
      navigate(paths.login, { replace: true });
    }
  }, [navigate]);

  return { logout: run, pending };
}
