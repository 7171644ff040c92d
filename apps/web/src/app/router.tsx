import { useEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { registerNavigator } from '../lib/browser';
import { routes } from './routes';

/** The API client's redirects go through the router, so a 401 does not reload the whole app. */
export function AppRouter() {
  // Created on mount, not at import: it reads the URL of the moment and tests get a fresh one.
  const [router] = useState(() => createBrowserRouter(routes));
  useEffect(() => {
    registerNavigator((path) => void router.navigate(path, { replace: true }));
    return () => registerNavigator(null);
  }, [router]);
  return <RouterProvider router={router} />;
}
