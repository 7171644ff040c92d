import type { Role } from '@aidat/shared';
import { Navigate, Outlet } from 'react-router';
import { paths } from '../config/paths-common';
import { useAuthUser } from '../lib/use-auth';

/** SPEC §2: without a stored user every protected route sends the visitor to /login. */
export function RequireAuth() {
  const user = useAuthUser();
  if (!user) return <Navigate to={paths.login} replace />;
  return <Outlet />;
}

/**
 * Exactly one role may enter ('Admin only' excludes SystemAdmin too, as the route table says);
 * a signed-in user with another role lands on '/'. The server enforces the same on its calls.
 */
export function RequireRole({ only }: { only: Role }) {
  const user = useAuthUser();
  if (!user) return <Navigate to={paths.login} replace />;
  if (user.role !== only) return <Navigate to={paths.home} replace />;
  return <Outlet />;
}
