import type { RouteObject } from 'react-router';
import { paths } from '../config/paths-common';
import { RequireAuth } from './guards';
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
        ],
      },
      // Every other address: the administrators' and system screens, 'Bütçe' and not-found (manager-routes.tsx).
      { path: '*', element: <Lazy.ManagerRoutes /> },
    ],
  },
];
