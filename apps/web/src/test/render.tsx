import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { ConfirmProvider } from '../components/ui/app-modal/confirm-provider';
import { ToastArea } from '../components/ui/toast/toast-area';

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** Renders routes in a memory router with a fresh query client, the confirm dialog's provider and the toast area. */
export function renderRoutes(routes: RouteObject[], initialPath = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const queryClient = testQueryClient();
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <ConfirmProvider>
        <RouterProvider router={router} />
      </ConfirmProvider>
      <ToastArea />
    </QueryClientProvider>,
  );
  return { ...utils, router, queryClient };
}

/** One element at a path, with a marker page at '/' to observe redirects. */
export function renderAt(path: string, element: ReactElement, extra: RouteObject[] = []) {
  return renderRoutes([{ path, element }, ...extra], path);
}
