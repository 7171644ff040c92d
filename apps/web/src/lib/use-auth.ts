import { useSyncExternalStore } from 'react';
import { getUser, type StoredUser, subscribeUser } from './auth-store';

/** The stored user, re-rendering on login, logout and changes from other tabs. */
export function useAuthUser(): StoredUser | null {
  return useSyncExternalStore(subscribeUser, getUser, () => null);
}
