import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { getMe } from '../features/auth/api/get-me';
import { frontendConfigQuery } from '../features/auth/api/get-frontend-config';
import { getUser, setUser } from '../lib/auth-store';
import { useAuthUser } from '../lib/use-auth';

/**
 * Keeps the stored user honest and cached data private:
 * - at start, GET /api/auth/me confirms the stored user (a 401 clears it in the API client) and
 *   refreshes its role and name, which an administrator may have changed meanwhile;
 * - whenever the signed-in user changes or leaves (logout, 401, another tab), everything cached
 *   for the previous user is dropped; only the public frontend configuration is kept.
 */
export function SessionSync() {
  const queryClient = useQueryClient();
  const user = useAuthUser();
  const previousId = useRef(user?.id ?? null);

  useEffect(() => {
    if (!getUser()) return;
    getMe()
      .then(({ user: fresh }) => {
        if (getUser()) setUser(fresh);
      })
      .catch(() => {
        // 401 and network failures are handled by the API client; other errors change nothing.
      });
  }, []);

  useEffect(() => {
    const id = user?.id ?? null;
    if (id === previousId.current) return;
    previousId.current = id;
    const keep = frontendConfigQuery.queryKey[0];
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== keep });
  }, [user?.id, queryClient]);

  return null;
}
