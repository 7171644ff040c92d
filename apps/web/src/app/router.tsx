import { useEffect } from 'react';
import { BrowserRouter, useNavigate, useRoutes } from 'react-router';
import { registerNavigator } from '../lib/browser';
import { RouteErrorBoundary } from './route-error';
import { routes } from './routes';

/** The API client's redirects go through the router, so a 401 does not reload the whole app. */
function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    registerNavigator((path) => void navigate(path, { replace: true }));
    return () => registerNavigator(null);
  }, [navigate]);
  return null;
}

function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Declarative mode: the app has no loaders or actions, and the data router would add about
 * 17 KB (gzip) to every page (scripts/bundle-report.mjs measures it).
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <NavigatorBridge />
      <RouteErrorBoundary>
        <AppRoutes />
      </RouteErrorBoundary>
    </BrowserRouter>
  );
}
