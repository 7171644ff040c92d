import { lazy } from 'react';
import type { ManagerPageName } from './manager-pages';

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
/** An administrators' screen, loaded through manager-pages.ts. */
function managerPage(name: ManagerPageName) {
  return lazy(() => import('./manager-pages').then((m) => m.managerPages[name]()).then((Page) => ({ default: Page })));
}
export const AdminPage = managerPage('admin');
export const CollectionsPage = managerPage('collections');
export const AccountsPage = managerPage('accounts');
export const ExpensesPage = managerPage('expenses');
export const MonthlyReportPage = managerPage('monthlyReport');
export const DebtorsPage = managerPage('debtors');
export const BudgetsPage = managerPage('budgets');
// A resident page outside the budgeted routes, reached through the same one dynamic import so the
// shell (every resident route's JS) grows only by its route (manager-pages.ts).
export const SiteBudgetPage = managerPage('siteBudget');
export const AdminBlockedPhonesPage = managerPage('adminBlockedPhones');
export const NotificationsPage = managerPage('notifications');
export const SysadminPage = managerPage('sysadmin');
export const BlockedPhonesPage = managerPage('blockedPhones');
export const ConfigurationsPage = managerPage('configurations');
export const ConfigurationHistoryPage = managerPage('configurationHistory');
export const CacheManagementPage = managerPage('cacheManagement');
export const MenuManagementPage = managerPage('menuManagement');
export const UserManagementPage = managerPage('userManagement');
// An unknown address is rare: its page need not weigh on every first load.
export const NotFoundPage = lazy(() => import('./not-found-page').then((m) => ({ default: m.NotFoundPage })));
export const MaintenancePage = lazy(() =>
  import('../features/maintenance/components/maintenance-page').then((m) => ({ default: m.MaintenancePage })),
);
