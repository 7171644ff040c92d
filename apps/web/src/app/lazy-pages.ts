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
export const AdminPage = lazy(() =>
  import('../features/site-admin/components/admin-page').then((m) => ({ default: m.AdminPage })),
);
export const ExpensesPage = lazy(() =>
  import('../features/expenses/components/expenses-page').then((m) => ({ default: m.ExpensesPage })),
);
export const MonthlyReportPage = lazy(() =>
  import('../features/reports/components/monthly-report-page').then((m) => ({ default: m.MonthlyReportPage })),
);
export const SiteBooksPage = lazy(() =>
  import('../features/site-books/components/site-books-page').then((m) => ({ default: m.SiteBooksPage })),
);
export const AdminBlockedPhonesPage = lazy(() =>
  import('../features/people/components/admin-blocked-phones-page').then((m) => ({
    default: m.AdminBlockedPhonesPage,
  })),
);
export const NotificationsPage = lazy(() =>
  import('../features/notifications/components/notifications-page').then((m) => ({ default: m.NotificationsPage })),
);
export const SysadminPage = lazy(() =>
  import('../features/system/components/sysadmin-page').then((m) => ({ default: m.SysadminPage })),
);
export const BlockedPhonesPage = lazy(() =>
  import('../features/people/components/blocked-phones-page').then((m) => ({ default: m.BlockedPhonesPage })),
);
export const ConfigurationsPage = lazy(() =>
  import('../features/configurations/components/configurations-page').then((m) => ({
    default: m.ConfigurationsPage,
  })),
);
export const ConfigurationHistoryPage = lazy(() =>
  import('../features/configurations/components/configuration-history-page').then((m) => ({
    default: m.ConfigurationHistoryPage,
  })),
);
export const CacheManagementPage = lazy(() =>
  import('../features/cache/components/cache-management-page').then((m) => ({ default: m.CacheManagementPage })),
);
export const MenuManagementPage = lazy(() =>
  import('../features/menus/components/menu-management-page').then((m) => ({ default: m.MenuManagementPage })),
);
export const UserManagementPage = lazy(() =>
  import('../features/people/components/user-management-page').then((m) => ({ default: m.UserManagementPage })),
);
// An unknown address is rare: its page need not weigh on every first load.
export const NotFoundPage = lazy(() => import('./not-found-page').then((m) => ({ default: m.NotFoundPage })));
export const MaintenancePage = lazy(() =>
  import('../features/maintenance/components/maintenance-page').then((m) => ({ default: m.MaintenancePage })),
);
