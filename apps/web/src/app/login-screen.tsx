import { MemoryRouter, useRoutes } from 'react-router';
import { paths } from '../config/paths-common';
import { AppProviders } from './providers';
import { routes } from './routes';
import { StartupSplash } from './startup-splash';

function LoginRoute() {
  return useRoutes(routes);
}

/**
 * What App renders at /login for a visitor, composed as App composes it (providers, the route
 * table, the start-up splash) with an in-memory router in place of the browser's. The build
 * renders it into login.html (build/html-shell.ts, docs/ARCHITECTURE.md "First paint"); the app
 * never imports it. login-screen.test.tsx checks it renders what App renders.
 */
export function LoginScreen() {
  return (
    <AppProviders>
      <MemoryRouter initialEntries={[paths.login]}>
        <LoginRoute />
      </MemoryRouter>
      <StartupSplash />
    </AppProviders>
  );
}
