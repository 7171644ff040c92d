import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { LoginPage } from '../features/auth/components/login-page';
import { MaintenancePage } from '../features/maintenance/components/maintenance-page';
import { HomePage } from '../features/resident/components/home-page';
import { UnitDetailPage } from '../features/resident/components/unit-detail-page';
import { RequireAuth, RequireRole } from './guards';
import { AppLayout } from './layout/app-layout';
import * as Lazy from './lazy-pages';
import { NotFoundPage } from './not-found-page';
import { RouteError } from './route-error';

/** SPEC §2's route table, one entry per row. Kept apart from the router so tests can reuse it. */
export const routes: RouteObject[] = [
  { path: paths.maintenance, element: <MaintenancePage /> },
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { path: paths.login, element: <LoginPage /> },
          {
            element: <RequireAuth />,
            children: [
              { path: paths.home, element: <HomePage /> },
              { path: paths.unit.pattern, element: <UnitDetailPage /> },
            ],
          },
          {
            element: <RequireRole only="Admin" />,
            children: [
              { path: paths.admin, element: <Lazy.AdminPage /> },
              { path: paths.adminBlockedPhones, element: <Lazy.AdminBlockedPhonesPage /> },
              { path: paths.notifications, element: <Lazy.NotificationsPage /> },
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
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
