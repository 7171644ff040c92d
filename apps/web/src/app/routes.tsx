import type { RouteObject } from 'react-router';
import { paths } from '../config/paths-common';
import { RequireAuth, RequireRole } from './guards';
import { AppLayout } from './layout/app-layout';
import * as Lazy from './lazy-pages';

/**
 * SPEC §2's route table, one entry per row. Kept apart from the router so tests can reuse it.
 * Every page is its own chunk, so each route downloads only its screen (PRODUCT.md §8); errors
 * are caught by RouteErrorBoundary (router.tsx, layout/app-layout.tsx).
 */
export const routes: RouteObject[] = [
  { path: paths.maintenance, element: <Lazy.MaintenancePage /> },
  {
    element: <AppLayout />,
    children: [
      { path: paths.login, element: <Lazy.LoginPage /> },
      // KVKK: the notice is read before signing in, and by anyone signed in.
      { path: paths.kvkk, element: <Lazy.KvkkPage /> },
      {
        element: <RequireAuth />,
        children: [
          { path: paths.home, element: <Lazy.HomePage /> },
          { path: paths.unit.pattern, element: <Lazy.UnitDetailPage /> },
          { path: paths.siteBooks, element: <Lazy.SiteBooksPage /> },
          // Written out rather than added to paths-common.ts: the resident routes' budget has no byte to spare.
          { path: '/site-budget', element: <Lazy.SiteBudgetPage /> },
        ],
      },
      {
        element: <RequireRole only="Admin" />,
        children: [
          { path: paths.admin, element: <Lazy.AdminPage /> },
          { path: paths.collections, element: <Lazy.CollectionsPage /> },
          { path: paths.accounts, element: <Lazy.AccountsPage /> },
          { path: paths.adminBlockedPhones, element: <Lazy.AdminBlockedPhonesPage /> },
          { path: paths.notifications, element: <Lazy.NotificationsPage /> },
          { path: paths.expenses, element: <Lazy.ExpensesPage /> },
          { path: paths.monthlyReport, element: <Lazy.MonthlyReportPage /> },
          { path: paths.debtors, element: <Lazy.DebtorsPage /> },
          { path: '/budgets', element: <Lazy.BudgetsPage /> },
        ],
      },
      {
        element: <RequireRole only="SystemAdmin" />,
        children: [
          { path: paths.sysadmin, element: <Lazy.SysadminPage /> },
          { path: paths.blockedPhones, element: <Lazy.BlockedPhonesPage /> },
          { path: paths.configurations, element: <Lazy.ConfigurationsPage /> },
          { path: paths.configurationHistory, element: <Lazy.ConfigurationHistoryPage /> },
          { path: paths.configurationKeyHistory.pattern, element: <Lazy.ConfigurationHistoryPage /> },
          { path: paths.cacheManagement, element: <Lazy.CacheManagementPage /> },
          { path: paths.menuManagement, element: <Lazy.MenuManagementPage /> },
          { path: paths.userManagement, element: <Lazy.UserManagementPage /> },
        ],
      },
      { path: '*', element: <Lazy.NotFoundPage /> },
    ],
  },
];
