import { lazy } from 'react';

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
  import('../features/resident/components/home-page').then((m) => ({ default: m.HomePage })),
);
export const UnitDetailPage = lazy(() =>
  import('../features/resident/components/unit-detail-page').then((m) => ({ default: m.UnitDetailPage })),
);
export const SiteBooksPage = lazy(() =>
  import('../features/site-books/components/site-books-page').then((m) => ({ default: m.SiteBooksPage })),
);
/** The administrators' and system screens, 'Bütçe' and not-found: their routes load with them. */
export const ManagerRoutes = lazy(() => import('./manager-routes').then((m) => ({ default: m.ManagerRoutes })));
export const MaintenancePage = lazy(() =>
  import('../features/maintenance/components/maintenance-page').then((m) => ({ default: m.MaintenancePage })),
);
