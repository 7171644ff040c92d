import { lazy } from 'react';
import { SPLASH_COMPLETE_MS, SPLASH_FADE_MS, SPLASH_MIN_MS } from './startup-splash';

const SPLASH_SHORTEST_MS = SPLASH_MIN_MS + SPLASH_COMPLETE_MS + SPLASH_FADE_MS;

/**
 * Every screen is its own chunk: a resident's browser never downloads the admin and system
 * screens (PRODUCT.md §8), and /login does not download the resident pages or the other way
 * round. Named exports are adapted to React.lazy's default-export contract.
 * scripts/bundle-report.mjs budgets the resident routes by these chunks' source paths.
 */
export const LoginPage = lazy(() =>
  import('../features/auth/components/login-page').then((m) => ({ default: m.LoginPage })),
);
export const KvkkPage = lazy(() =>
  import('../features/kvkk/components/kvkk-page').then((m) => ({ default: m.KvkkPage })),
);
export const HomePage = lazy(() =>
  import('../features/resident/components/home-page').then((m) => {
    // The unit page's code, loaded once the splash's shortest life (SPEC §2) is over and the
    // phone is idle: the first tap on a unit row then waits for its data only, not for that
    // code's download and evaluation on a slow CPU (bench/tap.ts); and nothing is added to the
    // home page's own start-up (bench/lighthouse.ts). Safari has no requestIdleCallback.
    setTimeout(() => (window.requestIdleCallback ?? setTimeout)(prefetchUnitDetailPage), SPLASH_SHORTEST_MS);
    return { default: m.HomePage };
  }),
);
const unitDetailPage = () => import('../features/resident/components/unit-detail-page');
export const UnitDetailPage = lazy(() => unitDetailPage().then((m) => ({ default: m.UnitDetailPage })));

/** Downloads and evaluates the unit page's code ahead of the resident's first tap on a unit row. */
function prefetchUnitDetailPage(): void {
  void unitDetailPage().catch(() => {
    // Offline or a new deploy: the tap loads it (or shows the route's error) as before.
  });
}
export const SiteBooksPage = lazy(() =>
  import('../features/site-books/components/site-books-page').then((m) => ({ default: m.SiteBooksPage })),
);
/** The administrators' and system screens, 'Bütçe' and not-found: their routes load with them. */
export const ManagerRoutes = lazy(() => import('./manager-routes').then((m) => ({ default: m.ManagerRoutes })));
export const MaintenancePage = lazy(() =>
  import('../features/maintenance/components/maintenance-page').then((m) => ({ default: m.MaintenancePage })),
);
