/**
 * localStorage behind one door. Access can throw (private mode, disabled storage, quota),
 * and a broken storage must never take the whole app down, so every call is guarded.
 */
export const STORAGE_KEYS = {
  user: 'user',
  maintenanceMode: 'maintenanceMode',
  skipMaintenance: 'skipMaintenance',
  /** Ids of the notices the resident closed on this device (PRODUCT.md §15). */
  dismissedNotices: 'dismissedNotices',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export function readStorage(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Nothing sensible to do: the value simply does not survive a reload.
  }
}

export function removeStorage(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // See writeStorage.
  }
}
