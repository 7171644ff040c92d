import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from './storage';

/** SPEC §2: the persistent bypass is the localStorage key skipMaintenance with the value 'true'. */
export function hasSkipFlag(): boolean {
  return readStorage(STORAGE_KEYS.skipMaintenance) === 'true';
}

/** Sets or clears the bypass (as ?skipMaintenance=true/false would). */
export function setSkipFlag(on: boolean): void {
  if (on) writeStorage(STORAGE_KEYS.skipMaintenance, 'true');
  else removeStorage(STORAGE_KEYS.skipMaintenance);
}

/** How the server reads a boolean configuration value. */
export function isTrueSetting(value: string): boolean {
  return value.trim().toLowerCase() === 'true';
}

export const MAINTENANCE_KEY = 'MaintenanceMode';

export function isMaintenanceActive(): boolean {
  return readStorage(STORAGE_KEYS.maintenanceMode) === 'true' && !hasSkipFlag();
}

export function setMaintenanceFlag(active: boolean): void {
  if (active) writeStorage(STORAGE_KEYS.maintenanceMode, 'true');
  else removeStorage(STORAGE_KEYS.maintenanceMode);
}

/**
 * ?skipMaintenance=true turns the bypass on for good (an operator opens the link once);
 * ?skipMaintenance=false turns it off again, which is how an operator leaves bypass mode.
 */
export function captureSkipParam(search: string = window.location.search): void {
  const value = new URLSearchParams(search).get('skipMaintenance');
  if (value === 'true') setSkipFlag(true);
  else if (value === 'false') setSkipFlag(false);
}

export const MAINTENANCE_HEADER = 'X-Maintenance-Mode';

/**
 * Applies the server's maintenance header. Returns true when the caller must stop because the
 * page is about to reload into the maintenance screen.
 */
export function applyMaintenanceHeader(value: string | null, reload: () => void): boolean {
  if (value === 'false') {
    setMaintenanceFlag(false);
    return false;
  }
  if (value !== 'true' || hasSkipFlag()) return false;
  setMaintenanceFlag(true);
  reload();
  return true;
}
