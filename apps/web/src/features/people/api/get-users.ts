import type { UserDto } from '@aidat/shared';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { peopleKeys } from './query-keys';

/** GET /api/system/users: every user; the screen shows its own error panel, so no toast. */
export function getUsers(signal?: AbortSignal): Promise<UserDto[]> {
  return api.get<UserDto[]>(apiPaths.system.users, { signal, silent: true });
}

export function useUsers() {
  return useQuery({ queryKey: peopleKeys.users, queryFn: ({ signal }) => getUsers(signal) });
}
