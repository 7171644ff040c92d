import { MaintenancePage } from '../features/maintenance/components/maintenance-page';
import { isMaintenanceActive } from '../lib/maintenance';
import { AppProviders } from './providers';
import { AppRouter } from './router';
import { StartupSplash } from './startup-splash';

/**
 * SPEC §2: with the maintenance flag set and no skip flag, the maintenance page replaces the
 * whole app: no router, no calls beyond its own status check.
 */
export function App() {
  if (isMaintenanceActive()) return <MaintenancePage />;
  return (
    <AppProviders>
      <AppRouter />
      <StartupSplash />
    </AppProviders>
  );
}
