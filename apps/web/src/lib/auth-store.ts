import { isRole, type UserDto } from '@aidat/shared';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from './storage';

/**
 * The signed-in user, kept in localStorage under 'user' (SPEC §3). "Authenticated" means such a
 * user exists; the session cookie itself is HttpOnly and invisible here, so the server has the
 * last word (GET /api/auth/me at start, 401 handling in the API client).
 */
export type StoredUser = Pick<UserDto, 'id' | 'fullName' | 'email' | 'phone' | 'role' | 'isBlocked'>;

type Listener = () => void;
const listeners = new Set<Listener>();

// useSyncExternalStore needs a stable snapshot: re-parse only when the raw text changes.
let cachedRaw: string | null = null;
let cachedUser: StoredUser | null = null;

function parseUser(raw: string | null): StoredUser | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredUser> | null;
    if (!value || typeof value !== 'object') return null;
    if (typeof value.id !== 'number' || typeof value.fullName !== 'string') return null;
    if (typeof value.role !== 'string' || !isRole(value.role)) return null;
    return {
      id: value.id,
      fullName: value.fullName,
      email: value.email ?? null,
      phone: value.phone ?? null,
      role: value.role,
      isBlocked: value.isBlocked === true,
    };
  } catch {
    return null;
  }
}

export function getUser(): StoredUser | null {
  const raw = readStorage(STORAGE_KEYS.user);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedUser = parseUser(raw);
  }
  return cachedUser;
}

function emit(): void {
  for (const listener of listeners) listener();
}

export function setUser(user: StoredUser): void {
  const { id, fullName, email, phone, role, isBlocked } = user;
  writeStorage(STORAGE_KEYS.user, JSON.stringify({ id, fullName, email, phone, role, isBlocked }));
  emit();
}

export function clearUser(): void {
  if (readStorage(STORAGE_KEYS.user) === null) return;
  removeStorage(STORAGE_KEYS.user);
  emit();
}

/** Also follows other tabs: a logout there is a logout here (the 'storage' event). */
export function subscribeUser(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.user) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
