import { Suspense } from 'react';
import { isMaintenanceActive } from '../lib/maintenance';
import { MaintenancePage } from './lazy-pages';
import { AppProviders } from './providers';
import { AppRouter } from './router';
import { StartupSplash } from './startup-splash';

/**
 * SPEC §2: with the maintenance flag set and no skip flag, the maintenance page replaces the
 * whole app: no router, no calls beyond its own status check.
 */
export function App() {
  if (isMaintenanceActive()) {
    // Its own chunk: the page is rare, and every normal first load would otherwise carry it.
    return (
      <Suspense fallback={null}>
        <MaintenancePage />
      </Suspense>
    );
  }
  return (
    <AppProviders>
      <AppRouter />
      <StartupSplash />
    </AppProviders>
  );
}
