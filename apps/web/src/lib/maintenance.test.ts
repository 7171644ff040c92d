import { describe, expect, it, vi } from 'vitest';
import { applyMaintenanceHeader, captureSkipParam, isMaintenanceActive } from './maintenance';

describe('maintenance flags', () => {
  it('is active only with maintenanceMode=true and no skip flag', () => {
    expect(isMaintenanceActive()).toBe(false);
    window.localStorage.setItem('maintenanceMode', 'true');
    expect(isMaintenanceActive()).toBe(true);
    window.localStorage.setItem('skipMaintenance', 'true');
    expect(isMaintenanceActive()).toBe(false);
  });

  it('stores a persistent skip flag from ?skipMaintenance=true and removes it with =false', () => {
    captureSkipParam('?skipMaintenance=true');
    expect(window.localStorage.getItem('skipMaintenance')).toBe('true');
    captureSkipParam('?other=1');
    expect(window.localStorage.getItem('skipMaintenance')).toBe('true');
    captureSkipParam('?skipMaintenance=false');
    expect(window.localStorage.getItem('skipMaintenance')).toBeNull();
  });

  it('reloads only when the header turns maintenance on without a skip flag', () => {
    const reload = vi.fn();
    expect(applyMaintenanceHeader(null, reload)).toBe(false);
    expect(applyMaintenanceHeader('true', reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(applyMaintenanceHeader('false', reload)).toBe(false);
    expect(window.localStorage.getItem('maintenanceMode')).toBeNull();
  });
});
